import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/routing/navigation';
import { localePrefixes, type Locale } from '@/lib/i18n/locales';
import { formatDate, formatDay } from '@/lib/i18n/dates';
import type { Session } from '@/lib/auth/session';
import type { accountOverview } from '@/lib/account';
import { env } from '@/lib/env';
import { ProgressSection } from './ProgressSection';
import { ShareLink } from './ShareLink';
import { WelcomeShown } from './WelcomeShown';
import { CreateCertificateForm } from './CreateCertificateForm';
import { CreateChallengeForm } from './CreateChallengeForm';
import { PremiumSection } from './PremiumSection';
import { TwoStepSection } from './TwoStepSection';
import { JourneySection } from '@/components/journey/JourneySection';
import { ChallengeCard } from '@/components/challenges/ChallengeCard';
import { RemindersSection } from '@/components/reminders/RemindersSection';
import { Seal } from '@/components/certificates/Seal';
import type { Milestone } from '@/lib/certificates/schema';
import { SecuritySection } from './SecuritySection';
import { SettingsSection } from './SettingsSection';
import { NewsletterSection } from './NewsletterSection';
import { AccountNav } from './AccountNav';
import { Disclosure } from './Disclosure';
import styles from './Account.module.css';

type Overview = Awaited<ReturnType<typeof accountOverview>>;

/**
 * The sections of /account, in the order a member needs them: a navigation to each, the daily part
 * open (plan and check-in, reminders, challenges, certificates, answers), then the settings as closed
 * disclosures (components/account/SettingsSection) that the navigation's links and their fragments open.
 */
export async function AccountView({
  title,
  locale,
  session,
  overview,
  pack,
  packInvalid,
  certificate = {},
  welcome = false,
}: {
  title: string;
  locale: Locale;
  session: Session;
  overview: Overview;
  pack: { price: number; size: number } | null;
  /** The pack figures in the address did not parse. */
  packInvalid: boolean;
  /** The certificate form's prefill from the address (a milestone reminder's link). */
  certificate?: { milestone?: Milestone; since?: string };
  /** Just registered (the `welcome` flag after sign-up): greet them with their first steps. */
  welcome?: boolean;
}) {
  const t = await getTranslations('Account');
  const c = await getTranslations('Certificate');
  const bands = await getTranslations('Survey.test.bands');
  const titles = {
    journey: await getTranslations('Journey'),
    reminders: await getTranslations('Reminders'),
    security: await getTranslations('Security'),
    twoStep: await getTranslations('TwoStep'),
    premium: await getTranslations('Premium'),
  };
  const date = (day: string) => formatDay(locale, day);
  const when = (at: Date) => formatDate(locale, at, { dateStyle: 'medium' });
  const site = env().SITE_URL;
  const p = overview.progress;
  const shareLabels = (label: string) => ({
    label,
    copied: t('challenges.copied'),
    copyFailed: t('challenges.copyFailed'),
    share: t('challenges.share'),
  });

  return (
    <div className={`container page ${styles.account}`}>
      <header className={styles.intro}>
        <h1>{title}</h1>
        <p className="lead">{t('signedInAs', { email: session.email ?? session.uid })}</p>
      </header>
      <AccountNav
        label={t('nav.label')}
        groups={[
          {
            title: t('nav.daily'),
            items: [
              { href: '#journey-title', label: titles.journey('title') },
              { href: '#reminders-title', label: titles.reminders('title') },
              ...(overview.journey.plan ? [] : [{ href: '#progress-title' as const, label: t('progress.title') }]),
              { href: '#challenges-title', label: t('challenges.title') },
              { href: '#certificates-title', label: t('certificates.title') },
              { href: '#results-title', label: t('results.title') },
            ],
          },
          {
            title: t('nav.settings'),
            items: [
              { href: '#security', label: titles.security('title') },
              { href: '#two-step', label: titles.twoStep('title') },
              { href: '#newsletter', label: t('newsletter.title') },
              { href: '#premium', label: titles.premium('title') },
              { href: '#data', label: t('data.title') },
            ],
          },
        ]}
      />

      {welcome ? (
        <section aria-labelledby="welcome-title" className={`${styles.section} ${styles.welcome}`} data-testid="welcome">
          <WelcomeShown flag="welcome" />
          <h2 id="welcome-title">{t('welcome.title')}</h2>
          <p>{t('welcome.text')}</p>
          <ol className={styles.steps}>
            {(
              [
                ['#journey-title', t('welcome.plan'), !!overview.journey.plan],
                ['/survey/test', t('welcome.test'), overview.tests.length > 0],
                ['/survey/motivation', t('welcome.survey'), overview.motivations.length > 0],
              ] as const
            ).map(([href, label, done]) => (
              <li key={href} data-done={done ? '' : undefined}>
                {href === '#journey-title' ? <a href={href}>{label}</a> : <Link href={href}>{label}</Link>}
                {done ? <span className="visually-hidden"> ({t('welcome.done')})</span> : null}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <JourneySection locale={locale} journey={overview.journey} />
      <RemindersSection locale={locale} uid={session.uid} plan={overview.journey.plan} />
      {overview.journey.plan ? null : <ProgressSection locale={locale} progress={p} pack={pack} packInvalid={packInvalid} />}

      <section aria-labelledby="challenges-title" className={styles.section}>
        <h2 id="challenges-title">{t('challenges.title')}</h2>
        {overview.challenges.length === 0 ? <p className={styles.empty}>{t('challenges.empty')}</p> : null}
        <ul className={styles.cards}>
          {overview.challenges.map((item) => (
            <ChallengeCard key={item.challenge.id} item={item} locale={locale} />
          ))}
        </ul>
        <Disclosure open={overview.challenges.length === 0} heading={<h3 id="new-challenge-title">{t('challenges.formTitle')}</h3>}>
          <CreateChallengeForm titled={false} />
        </Disclosure>
      </section>

      <section aria-labelledby="certificates-title" className={styles.section}>
        <h2 id="certificates-title">{t('certificates.title')}</h2>
        {overview.certificates.length === 0 ? <p className={styles.empty}>{t('certificates.empty')}</p> : null}
        <ul className={styles.cards}>
          {overview.certificates.map((cert) => {
            const path = `${localePrefixes[locale]}/certificate/${cert.id}`;
            return (
              <li key={cert.id} className={`${styles.card} ${styles.certificate}`} data-testid="certificate">
                <Seal className={styles.seal} />
                <div>
                  <p className={styles.kicker}>{c(`milestones.${cert.milestone as '1-day'}`)}</p>
                  <h3>{cert.name}</h3>
                  <p>{c('sinceText', { date: date(cert.since) })}</p>
                  <p className={styles.main}>
                    <a className="button button-primary" href={path}>
                      {t('certificates.view')}
                    </a>
                  </p>
                  <div className={styles.more}>
                    <a href={`${localePrefixes[locale]}/certificate/edit/${cert.id}`}>{t('certificates.edit')}</a>
                    <a href={`${path}#print`}>{c('print')}</a>
                    <ShareLink
                      field={false}
                      url={`${site.replace(/\/$/, '')}${path}`}
                      title={c('ogTitle', { name: cert.name })}
                      text={c('shareText', { name: cert.name, milestone: c(`milestones.${cert.milestone as '1-day'}`) })}
                      labels={{ ...shareLabels(cert.name), share: c('share') }}
                    />
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
        {/* Open while there is none, and for a milestone reminder's link (prefilled, #new-certificate-title). */}
        <Disclosure
          open={overview.certificates.length === 0 || !!certificate.milestone}
          heading={<h3 id="new-certificate-title">{t('certificates.formTitle')}</h3>}
        >
          <CreateCertificateForm
            titled={false}
            defaultName={session.email?.split('@')[0] ?? ''}
            defaultSince={certificate.since ?? (overview.progress.status === 'smoke-free' ? overview.progress.quitDate : new Date().toISOString().slice(0, 10))}
            defaultMilestone={certificate.milestone}
          />
        </Disclosure>
      </section>

      <section aria-labelledby="results-title" className={styles.section}>
        <h2 id="results-title">{t('results.title')}</h2>
        <div className={styles.columns}>
          <div>
            <h3>{t('results.tests')}</h3>
            {overview.tests.length === 0 ? (
              <p className={styles.empty}>
                {t('results.testsEmpty')} <Link href="/survey/test">{t('results.takeTest')}</Link>
              </p>
            ) : (
              <ol className={styles.history}>
                {overview.tests.map((r) => (
                  <li key={r.id}>
                    <time dateTime={r.createdAt.toISOString()}>{when(r.createdAt)}</time>{' '}
                    {t('results.testRow', { score: r.score, band: bands(`${r.band as 'low'}.title`) })}
                  </li>
                ))}
              </ol>
            )}
          </div>
          <div>
            <h3>{t('results.motivation')}</h3>
            {overview.motivations.length === 0 ? (
              <p className={styles.empty}>
                {t('results.motivationEmpty')} <Link href="/survey/motivation">{t('results.takeSurvey')}</Link>
              </p>
            ) : (
              <ol className={styles.history}>
                {overview.motivations.map((r) => (
                  <li key={r.id}>
                    <time dateTime={r.createdAt.toISOString()}>{when(r.createdAt)}</time>{' '}
                    {r.quitDate
                      ? t('results.motivationRowDate', { readiness: r.readiness, confidence: r.confidence, date: date(r.quitDate) })
                      : t('results.motivationRow', { readiness: r.readiness, confidence: r.confidence })}
                  </li>
                ))}
              </ol>
            )}
          </div>
        </div>
      </section>

      <SecuritySection locale={locale} session={session} />
      <TwoStepSection locale={locale} session={session} />

      <NewsletterSection locale={locale} session={session} overview={overview} />

      <PremiumSection locale={locale} premium={overview.premium} />

      <SettingsSection id="data" titleId="data-title" title={t('data.title')}>
        <p>{t('data.text')}</p>
        {/* One main action; the deletion (its own page, which asks first) as a quiet link below. */}
        <p className={styles.main}>
          <a className="button button-primary" href="/api/me/export" download>
            {t('data.export')}
          </a>
        </p>
        <p className={styles.more}>
          <Link href="/data-deletion">{t('data.delete')}</Link>
        </p>
      </SettingsSection>
    </div>
  );
}
