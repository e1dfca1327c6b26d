import { headers } from 'next/headers';
import { getLocale } from 'next-intl/server';
import LocaleLayout from './[locale]/layout';
import SiteLayout from './[locale]/(site)/layout';
import AdminLayout from './[locale]/admin/layout';
import { NotFoundContent } from '@/components/errors/NotFoundContent';
import { InvalidUnsubscribeLink } from '@/components/newsletter/InvalidUnsubscribeLink';
import { NOT_FOUND_ROUTE_HEADER } from '@/lib/routing/path';
import { inAdminLayout } from '@/lib/routing/pathnames';

/**
 * Every address that matches no route (Next's `global-not-found`, enabled in next.config.ts), and every
 * one proxy.ts serves from such an address (an unknown id, an unknown admin page: lib/compose/lookup):
 * the localized not-found page, rendered on the server with status 404, in the language the proxy chose
 * for the path, inside the site's layout, or the admin layout for an admin route; an unknown unsubscribe
 * link says that the link does not work. It is a route of its own, rendered per request; the
 * `not-found.tsx` files are the fallbacks built into every page (they must stay static) and show a
 * `notFound()` thrown while a page renders.
 */
export default async function GlobalNotFound() {
  const params = Promise.resolve({ locale: await getLocale() });
  const route = (await headers()).get(NOT_FOUND_ROUTE_HEADER);
  const admin = inAdminLayout(route);
  const Layout = admin ? AdminLayout : SiteLayout;
  return (
    <LocaleLayout params={params}>
      <Layout params={params}>{route === '/unsubscribe/[id]' ? <InvalidUnsubscribeLink /> : <NotFoundContent admin={admin} />}</Layout>
    </LocaleLayout>
  );
}
