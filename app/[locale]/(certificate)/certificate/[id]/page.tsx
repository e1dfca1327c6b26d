import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { hasLocale } from 'next-intl';
import { routing } from '@/lib/i18n/routing';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page';
import { isValidId } from '@/lib/routing/validity';
import { db } from '@/lib/db';
import { liveSession } from '@/lib/auth/server';
import { getCertificate, smokeFreeDays } from '@/lib/certificates';
import { PrintButton } from '@/components/certificates/PrintButton';

type Params = { params: Promise<{ locale: string; id: string }> };
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, id } = await params;
  if (!hasLocale(routing.locales, locale) || !isValidId(id)) return {};
  const cert = await getCertificate(await db(), id);
  if (!cert) return {};
  const t = await getTranslations({ locale, namespace: 'Certificate' });
  const title = t('ogTitle', { name: cert.name });
  const description = t('sinceText', { date: cert.since });
  return {
    title,
    description,
    openGraph: { title, description, type: 'website', images: [{ url: `/api/certificate-image/${id}`, width: 1200, height: 630 }] },
    robots: { index: false },
  };
}

/** A public, printable certificate (unguessable id). The name is shown exactly as typed, escaped. */
export default async function Page({ params }: Params) {
  await pageLocale(params);
  const { id } = await params;
  if (!isValidId(id)) notFound();
  const cert = await getCertificate(await db(), id);
  if (!cert) notFound();
  const t = await getTranslations('Certificate');
  const format = await getFormatter();
  const session = await liveSession();
  const since = format.dateTime(new Date(`${cert.since}T12:00:00Z`), { dateStyle: 'long' });
  return (
    <article className="certificate">
      <p className="certificate-kicker">{t('heading')}</p>
      <p>{t('awardedTo')}</p>
      <h1 className="certificate-name">{cert.name}</h1>
      <p className="certificate-since">{t('sinceText', { date: since })}</p>
      {cert.showDays ? <p className="certificate-days">{t('days', { days: smokeFreeDays(cert.since) })}</p> : null}
      <p className="certificate-milestone">{t(`milestones.${cert.milestone as '1-day'}`)}</p>
      <p className="certificate-sign">Exhale</p>
      <p className="actions no-print">
        <PrintButton label={t('print')} />{' '}
        {session?.uid === cert.uid ? (
          <Link className="button" href={`/certificate/edit/${id}`}>
            {t('edit')}
          </Link>
        ) : null}
      </p>
    </article>
  );
}
