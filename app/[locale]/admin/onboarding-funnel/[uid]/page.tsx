import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { adminPage } from '@/lib/auth/pages';
import { getDateFormat, pageMetadata } from '@/lib/i18n/page';
import { isValidId } from '@/lib/routing/validity';
import { isRegisteredStep, timelineOf } from '@/lib/funnel';
import { findAccount } from '@/lib/auth/accounts';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { Breadcrumbs } from '@/components/admin/Breadcrumbs';
import { renderPolicy } from '@/lib/routing/render';

export const generateMetadata = pageMetadata('adminOnboardingFunnelUser');

/** One user's onboarding steps over time; an id without any step is a 404. */
export default async function Page({ params }: { params: Promise<{ locale: string; uid: string }> }) {
  await renderPolicy('/admin/onboarding-funnel/[uid]');
  const { uid } = await params;
  await adminPage(params, `/admin/onboarding-funnel/${encodeURIComponent(uid)}`);
  if (!isValidId(uid)) notFound();
  const events = await timelineOf(uid);
  if (!events.length) notFound();
  const page = await getTranslations('Pages.adminOnboardingFunnelUser');
  const t = await getTranslations('AdminUi');
  const label = await getTranslations('Onboarding.steps');
  const dates = await getDateFormat();
  const [account, messages] = await Promise.all([findAccount(uid), getMessages()]);
  return (
    <>
      <NextIntlClientProvider messages={{ Admin: messages.Admin }}>
        <Breadcrumbs current={account?.email ?? uid} />
      </NextIntlClientProvider>
      <h1>{page('title')}</h1>
      <p>
        <code>{uid}</code>
      </p>
      <ol className="timeline">
        {events.map((e) => (
          <li key={e.id}>
            <strong>{isRegisteredStep(e.step) ? label(e.step) : <code>{e.step}</code>}</strong> · {e.platform} ·{' '}
            {dates.dateTime(e.at, { dateStyle: 'medium', timeStyle: 'short' })}
          </li>
        ))}
      </ol>
      <p className="muted">{t('funnel.count', { count: events.length })}</p>
    </>
  );
}
