import { getLocale } from 'next-intl/server';
import LocaleLayout from './[locale]/layout';
import SiteLayout from './[locale]/(site)/layout';
import { NotFoundContent } from '@/components/errors/NotFoundContent';

/**
 * Every address that matches no route (Next's `global-not-found`, enabled in next.config.ts): the
 * localized not-found page inside the site's layout, rendered on the server with status 404, in the
 * language the proxy chose for the path. It is a route of its own, rendered per request; the
 * `not-found.tsx` files are the fallbacks built into every page (they must stay static).
 * (A `notFound()` thrown while a page renders is shown by app/[locale]/(site)/not-found.tsx.)
 */
export default async function GlobalNotFound() {
  const params = Promise.resolve({ locale: await getLocale() });
  return (
    <LocaleLayout params={params}>
      <SiteLayout params={params}>
        <NotFoundContent />
      </SiteLayout>
    </LocaleLayout>
  );
}
