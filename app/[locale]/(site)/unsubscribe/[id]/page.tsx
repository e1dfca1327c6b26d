import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/lib/i18n/page';
import { linkSubscriptionStatus } from '@/lib/newsletter';
import { unsubscribeAction } from '@/lib/newsletter/actions';
import { LinkActionForm } from '@/components/newsletter/LinkActionForm';
import { Outcome } from '@/components/layout/Outcome';
import { idPage, renderPolicy } from '@/lib/routing/render';
import { ActionLinks } from '@/components/layout/ActionLinks';

export const generateMetadata = pageMetadata('unsubscribe');

/**
 * The link from the email. Opening it changes nothing (mail scanners open links): the page asks,
 * and one click on its button (a plain form, no JavaScript needed) unsubscribes. Mail clients use
 * the RFC 8058 one-click POST (app/api/newsletter/unsubscribe/[id]) instead.
 */
export default async function Page({ params }: { params: Promise<{ locale: string; id: string }> }) {
  await renderPolicy('/unsubscribe/[id]');
  const { locale, id } = await idPage(params);
  const status = await linkSubscriptionStatus(id);
  if (!status) notFound(); // ./not-found.tsx: this link does not work, and what to do
  const t = await getTranslations('Newsletter');
  const page = await getTranslations('Pages.unsubscribe');
  const errors = await getTranslations('Errors');
  return (
    <div className="container page page-narrow">
      <h1>{page('title')}</h1>
      {status === 'unsubscribed' ? (
        <Outcome status={t('unsubscribed')} next={t('resubscribe')}>
          <ActionLinks
            links={[
              ['#newsletter-title', t('subscribeAgain')],
              ['/', errors('backHome')],
            ]}
          />
        </Outcome>
      ) : (
        <LinkActionForm action={unsubscribeAction} token={id} locale={locale} ask={t('unsubscribeAsk')} button={t('unsubscribeButton')} />
      )}
    </div>
  );
}
