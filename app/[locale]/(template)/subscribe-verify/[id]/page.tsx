import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/lib/i18n/page';
import { isVerifiableLink, verifyResultPath } from '@/lib/newsletter';
import { confirmSubscriptionAction } from '@/lib/newsletter/actions';
import { LinkActionForm } from '@/components/newsletter/LinkActionForm';
import { idPage, renderPolicy } from '@/lib/routing/render';

export const generateMetadata = pageMetadata('subscribeVerify');

/**
 * The link in the confirmation email. Opening it changes nothing (mail scanners open links, and a
 * double opt-in they could complete would prove nothing): a link that still works shows one button
 * (a plain form, no JavaScript needed) that confirms; an invalid, used or expired one goes to the
 * error page.
 */
export default async function Page({ params }: { params: Promise<{ locale: string; id: string }> }) {
  await renderPolicy('/subscribe-verify/[id]');
  const { locale, id } = await idPage(params);
  if (!(await isVerifiableLink(id))) redirect(verifyResultPath('error', locale));
  const t = await getTranslations('Newsletter');
  const page = await getTranslations('Pages.subscribeVerify');
  return (
    <div className="container page page-narrow">
      <h1>{page('title')}</h1>
      <LinkActionForm action={confirmSubscriptionAction} token={id} locale={locale} ask={t('confirmAsk')} button={t('confirmButton')} />
    </div>
  );
}
