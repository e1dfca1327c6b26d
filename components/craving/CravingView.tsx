import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/routing/navigation';
import type { Locale } from '@/lib/i18n/locales';
import type { Quitline } from '@/lib/quitlines';
import { BREATHING, BREATHING_STEPS } from '@/lib/journey/breathing';
import { Blocks } from '@/blocks/registry';
import type { Blok } from '@/blocks/types';
import { QuitlineCard } from '@/components/quitlines/QuitlineCard';
import { BreathingExercise } from './BreathingExercise';
import { CravingLogForm } from './CravingLogForm';
import account from '@/components/account/Account.module.css';
import styles from './Craving.module.css';

export interface CravingData {
  reasons: Array<{ key: string; label: string }>;
  day: string | null;
  /** The `craving-tips` story's blocks (its page's body), or none when it is not published. */
  tips: Blok[];
  quitline: Quitline | null;
}

/**
 * "I have a craving now": the breathing exercise (its steps as text first, the guided exercise once the
 * script runs), the member's reasons, the tips editors publish, their language's quitline, and the
 * form that logs the craving into today's check-in.
 */
export async function CravingView({ title, lead, locale, data }: { title: string; lead: string; locale: Locale; data: CravingData }) {
  const t = await getTranslations('Craving');
  return (
    <div className={`container page ${account.account}`}>
      <header className={account.intro}>
        <h1>{title}</h1>
        <p className="lead">{lead}</p>
      </header>

      <section aria-labelledby="breathing-title" className={account.section}>
        <h2 id="breathing-title">{t('breathing.title')}</h2>
        <p>{t('breathing.intro')}</p>
        <h3 id="breathing-steps-title">{t('breathing.stepsTitle')}</h3>
        <ol className={styles.steps} aria-labelledby="breathing-steps-title" data-testid="breathing-steps">
          {BREATHING_STEPS.map((step) => (
            <li key={step}>{t(`breathing.steps.${step}`)}</li>
          ))}
        </ol>
        <p className={styles.source}>
          {t('tipSource')}{' '}
          <a href={BREATHING.source} rel="noopener">
            {t('breathing.source')}
          </a>
        </p>
        <BreathingExercise />
      </section>

      <section aria-labelledby="reasons-title" className={account.section}>
        <h2 id="reasons-title">{t('reasons.title')}</h2>
        {data.reasons.length ? (
          <>
            <p>{t('reasons.intro')}</p>
            <ul className={styles.reasons} data-testid="craving-reasons">
              {data.reasons.map((r) => (
                <li key={r.key}>{r.label}</li>
              ))}
            </ul>
          </>
        ) : (
          <p>
            {t('reasons.none')} <Link href="/survey/motivation">{t('reasons.survey')}</Link>
          </p>
        )}
      </section>

      {data.tips.length ? (
        <div className={account.section}>
          <Blocks bloks={data.tips} locale={locale} />
        </div>
      ) : null}

      <section aria-labelledby="quitline-title" className={account.section} data-testid="craving-quitline">
        <h2 id="quitline-title">{t('quitline.title')}</h2>
        <p>{t('quitline.intro')}</p>
        {data.quitline ? <QuitlineCard q={data.quitline} locale={locale} main /> : <p>{t('quitline.none')}</p>}
        <p>
          <Link href={{ pathname: '/help', hash: 'quitlines' }}>{t('quitline.help')}</Link>
        </p>
      </section>

      <section className={account.section}>
        <CravingLogForm day={data.day} />
      </section>

      <p>
        <Link href="/account">{t('back')}</Link>
      </p>
    </div>
  );
}
