import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { hasLocale } from 'next-intl';
import { routing } from '@/lib/routing/intl';
import { Link } from '@/lib/routing/navigation';
import { isValidId } from '@/lib/routing/validity';
import { liveSession } from '@/lib/auth/server';
import { certificateById, smokeFreeDays } from '@/lib/certificates';
import { PrintButton } from '@/components/certificates/PrintButton';
import { Seal } from '@/components/certificates/Seal';
import { ShareLink } from '@/components/account/ShareLink';
import { localePrefixes } from '@/lib/i18n/locales';
import { formatDay } from '@/lib/i18n/dates';
import { env } from '@/lib/env';
import styles from '@/components/certificates/Certificate.module.css';
import { idPage, renderPolicy } from '@/lib/routing/render';

type Params = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, id } = await params;
  if (!hasLocale(routing.locales, locale) || !isValidId(id)) return {};
  const cert = await certificateById(id);
  if (!cert) return {};
  const t = await getTranslations({ locale, namespace: 'Certificate' });
  const title = t('ogTitle', { name: cert.name });
  const description = t('sinceText', { date: cert.since });
  return {
    title,
    description,
    openGraph: {
      title,
      description,
      type: 'website',
      images: [{ url: `/api/certificate-image/${id}${locale === 'en-US' ? '' : `?lang=${locale}`}`, width: 1200, height: 630, alt: title }],
    },
    robots: { index: false },
  };
}

/** A public, printable certificate (unguessable id). The name is shown exactly as typed, escaped. */
export default async function Page({ params }: Params) {
  await renderPolicy('/certificate/[id]');
  const { locale, id } = await idPage(params);
  const cert = await certificateById(id);
  if (!cert) notFound();
  const t = await getTranslations('Certificate');
  const session = await liveSession();
  const since = formatDay(locale, cert.since);
  const milestone = t(`milestones.${cert.milestone as '1-day'}`);
  const owner = session?.uid === cert.uid;
  const a = await getTranslations('Account.challenges');
  const url = new URL(`${localePrefixes[locale]}/certificate/${id}`, env().SITE_URL).toString();
  return (
    <>
      {owner ? (
        <p className={`${styles.back} no-print`}>
          <Link href="/account">← {t('toAccount')}</Link>
        </p>
      ) : null}
      <article className={`certificate ${styles.sheet}`}>
        <Seal className={styles.seal} />
        <p className="certificate-kicker">{t('heading')}</p>
        <p>{t('awardedTo')}</p>
        <h1 className="certificate-name">{cert.name}</h1>
        <p className="certificate-since">{t('sinceText', { date: since })}</p>
        <hr className={styles.rule} />
        <p className={`certificate-milestone ${styles.milestone}`}>{milestone}</p>
        {cert.showDays ? <p className="certificate-days">{t('days', { days: smokeFreeDays(cert.since) })}</p> : null}
        <p className="certificate-sign">Exhale</p>
      </article>
      {/* Outside the certificate's frame: sharing (the link in a field, one Share button), then printing and editing. */}
      <div className={`${styles.tools} no-print`}>
        <ShareLink
          url={url}
          title={t('ogTitle', { name: cert.name })}
          text={t('shareText', { name: cert.name, milestone })}
          labels={{ label: t('linkLabel'), copied: a('copied'), copyFailed: a('copyFailed'), share: t('share') }}
        />
        <p className={styles.row}>
          <PrintButton label={t('print')} />
          {owner ? (
            <Link className="button" href={{ pathname: '/certificate/edit/[id]', params: { id } }}>
              {t('edit')}
            </Link>
          ) : null}
        </p>
      </div>
    </>
  );
}
