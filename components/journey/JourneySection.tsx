import { getFormatter, getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { formatDay } from '@/lib/i18n/dates';
import { addDays, type CheckIn, type JourneyProgress, type QuitPlan } from '@/lib/journey';
import { MINUTES_SOURCE_URL } from '@/lib/savings/calc';
import { CURRENCIES } from '@/lib/account';
import { Link } from '@/lib/routing/navigation';
import { PlanForm } from './PlanForm';
import { CheckInForm } from './CheckInForm';
import { HealthSteps } from './HealthSteps';
import { Disclosure } from '@/components/account/Disclosure';
import styles from './Journey.module.css';

export interface JourneyView {
  plan: QuitPlan | null;
  progress: JourneyProgress | null;
  today: string;
  recent: CheckIn[];
  prefill: { quitDate: string | null; cigarettesPerDay: number | null; reasons: string[] };
}

/**
 * /account's quit plan: the progress on the member's own calendar, today's check-in, the last four
 * weeks at a glance, and the plan's form (prefilled from the surveys until a plan exists). Today's
 * check-in is open until it is done, the plan's form until a plan exists; then each is a closed
 * disclosure under its heading, so the page stays short on a phone.
 */
export async function JourneySection({ locale, journey }: { locale: Locale; journey: JourneyView }) {
  const t = await getTranslations('Journey');
  const craving = await getTranslations('Craving');
  const format = await getFormatter();
  const { plan, progress: p, today, recent } = journey;
  const b = (chunks: React.ReactNode) => <strong className={styles.big}>{chunks}</strong>;
  const byDay = new Map(recent.map((c) => [c.day, c]));
  const days = Array.from({ length: 28 }, (_, i) => addDays(today, i - 27));
  const initial = plan
    ? { ...plan }
    : {
        quitDate: journey.prefill.quitDate ?? today,
        cigarettesPerDay: journey.prefill.cigarettesPerDay,
        packPrice: null,
        packSize: 20,
        currency: CURRENCIES[locale],
        timeZone: null,
        reasons: journey.prefill.reasons,
      };
  return (
    <section aria-labelledby="journey-title" className={styles.section}>
      <h2 id="journey-title">{t('title')}</h2>
      {!plan || !p ? (
        <p>{t('intro')}</p>
      ) : p.daysToQuit > 0 ? (
        <p data-testid="journey-progress">{t('stats.upcoming', { date: formatDay(locale, plan.quitDate), days: p.daysToQuit })}</p>
      ) : (
        <>
          {p.daysSinceQuit === 0 ? <p>{t('stats.quitToday')}</p> : null}
          <ul className={styles.stats} data-testid="journey-progress">
            <li>
              {t.rich('stats.smokeFree', { days: p.smokeFreeDays, b })} · {t('stats.slips', { count: p.slips })}
            </li>
            <li>{t.rich('stats.cigarettes', { count: p.cigarettesNotSmoked, b })}</li>
            <li>{t.rich('stats.money', { money: format.number(p.moneySaved.amount, { style: 'currency', currency: p.moneySaved.currency }), b })}</li>
            <li>
              {t.rich('stats.time', { hours: Math.floor(p.minutesRegained / 60), b })}{' '}
              <small>
                <a href={MINUTES_SOURCE_URL} rel="noopener noreferrer" target="_blank">
                  {t('stats.timeSource')}
                </a>
              </small>
            </li>
          </ul>
          <HealthSteps locale={locale} quitDate={plan.quitDate} today={today} />
        </>
      )}
      <p className={styles.craving}>
        <Link className="button button-primary" href="/account/craving">
          {craving('link')}
        </Link>{' '}
        <span className={styles.note}>{craving('linkHint')}</span>
      </p>
      {plan ? (
        <Disclosure open={!byDay.has(today)} heading={<h3 id="check-in-title">{t('checkIn.title')}</h3>}>
          <CheckInForm key={`${today}-${byDay.get(today)?.updatedAt ?? ''}`} day={today} existing={byDay.get(today) ?? null} titled={false} />
        </Disclosure>
      ) : null}
      {plan ? (
        <div className={styles.calendar}>
          <h3 id="calendar-title">{t('calendar.title')}</h3>
          <ol aria-labelledby="calendar-title" data-testid="check-in-calendar">
            {days.map((day) => {
              const c = byDay.get(day);
              const date = formatDay(locale, day, 'medium');
              const label = !c
                ? t('calendar.none', { date })
                : c.smokeFree
                  ? t('calendar.smokeFree', { date, craving: c.craving })
                  : t('calendar.slip', { date, count: c.slips, craving: c.craving });
              return (
                <li key={day} className={!c ? styles.none : c.smokeFree ? styles.free : styles.slip} title={label}>
                  <span className="visually-hidden">{label}</span>
                  <span aria-hidden="true">{Number(day.slice(8))}</span>
                </li>
              );
            })}
          </ol>
          <p className={styles.legend} aria-hidden="true">
            <span className={styles.free}>{t('calendar.legendSmokeFree')}</span> <span className={styles.slip}>{t('calendar.legendSlip')}</span>{' '}
            <span className={styles.none}>{t('calendar.legendNone')}</span>
          </p>
        </div>
      ) : null}
      <Disclosure open={!plan} heading={<h3 id="plan-form-title">{t('edit')}</h3>}>
        <PlanForm initial={initial} prefilled={!plan && (journey.prefill.quitDate !== null || journey.prefill.cigarettesPerDay !== null)} titled={false} />
      </Disclosure>
    </section>
  );
}
