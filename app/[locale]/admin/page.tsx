import { getFormatter, getTranslations } from 'next-intl/server';
import { Link } from '@/lib/routing/navigation';
import { adminPage, type PageProps } from '@/lib/auth/pages';
import { getDateFormat, pageMetadata } from '@/lib/i18n/page';
import { dashboardOf, journeyDashboardOf, type Retention, type Series } from '@/lib/compose/dashboard';
import { buckets, change, MAX_DAYS, parsePeriod, PRESETS } from '@/lib/admin/period';
import { DateRange } from '@/components/admin/Filters';
import { ColumnChart } from '@/components/admin/charts/ColumnChart';
import { KpiCard, type Change } from '@/components/admin/charts/KpiCard';
import styles from '@/components/admin/charts/Dashboard.module.css';
import { renderPolicy } from '@/lib/routing/render';

export const generateMetadata = pageMetadata('admin');

/** Key figures of a period (7, 30, 90 days or a custom range) with their change, and charts of them. */
export default async function Page({ params, searchParams }: PageProps) {
  await renderPolicy('/admin');
  const { period: p, error } = parsePeriod(await searchParams);
  // The figures' queries run while the admin check asks the identity provider (proxy.ts already let
  // only a signed admin cookie through); nothing of them is shown unless the check passes.
  const figures = Promise.all([dashboardOf(p), journeyDashboardOf(p)]);
  figures.catch(() => undefined);
  await adminPage(params, '/admin');
  const page = await getTranslations('Pages.admin');
  const t = await getTranslations('AdminUi.dashboard');
  const c = await getTranslations('AdminUi.charts');
  const format = await getFormatter();
  const dates = await getDateFormat();
  const [d, j] = await figures;

  const n = (v: number) => format.number(v);
  const utc = { timeZone: 'UTC' } as const;
  const lastDay = new Date(p.end.getTime() - 86_400_000);
  const changeOf = (current: number, previous: number): Change => {
    if (previous === 0) return { direction: 'none', text: t('noPrevious') };
    const { delta, ratio } = change(current, previous);
    if (delta === 0) return { direction: 'same', text: t('same') };
    const values = { delta: format.number(Math.abs(delta)), percent: format.number(Math.abs(ratio!), { style: 'percent', maximumFractionDigits: 1 }) };
    return delta > 0 ? { direction: 'up', text: t('up', values) } : { direction: 'down', text: t('down', values) };
  };
  /** The change of a share in percentage points (none without a previous share). */
  const pointsChange = (current: number | null, previous: number | null): Change =>
    current === null || previous === null
      ? { direction: 'none', text: t('noPrevious') }
      : current === previous
        ? { direction: 'same', text: t('same') }
        : {
            direction: current > previous ? 'up' : 'down',
            text: t(current > previous ? 'pointsUp' : 'pointsDown', {
              // A number (rounded to one decimal), so the message's plural picks the noun's form.
              points: Math.round(Math.abs(current - previous) * 1000) / 10,
            }),
          };
  const percent = (rate: number | null) => (rate === null ? t('notYet') : format.number(rate, { style: 'percent' }));
  const retention = (key: 'retention7' | 'retention30', r: Retention) => (
    <KpiCard
      label={t(`kpi.${key}`)}
      value={percent(r.rate)}
      change={pointsChange(r.rate, r.previousRate)}
      previous={t('previous', { value: percent(r.previousRate) })}
    >
      <span className={styles.previous}>{t('cohort', { count: r.cohort })}</span>
    </KpiCard>
  );
  const dated = { from: p.from, to: p.to };
  const money = (micros: number, currency: string) => format.number(micros / 1_000_000, { style: 'currency', currency });
  const labels = buckets(p).map((b) => dates.dateTime(b, { day: 'numeric', month: 'short', ...utc }));
  const perBucket = p.bucket === 'week' ? 'perWeek' : 'perDay';
  const chart = (id: string, name: string, s: Series) => {
    const max = Math.max(...s.values);
    return (
      <section className={styles.chart} key={id} aria-labelledby={`h-${id}`}>
        <h3 id={`h-${id}`}>{c(perBucket, { name })}</h3>
        <ColumnChart
          id={id}
          title={c(perBucket, { name })}
          desc={c('desc', { total: s.values.reduce((a, b) => a + b, 0), max, label: labels[s.values.indexOf(max)] ?? '' })}
          labels={labels}
          values={s.values}
          headers={[c(p.bucket === 'week' ? 'week' : 'day'), name]}
          empty={c('empty')}
          format={n}
        />
      </section>
    );
  };
  const s = d.series;
  const cards = [
    { key: 'tests', href: { pathname: '/admin/motivation', query: dated }, s: s.tests },
    { key: 'surveys', href: { pathname: '/admin/motivation', query: dated }, s: s.surveys },
    { key: 'signups', href: { pathname: '/admin/onboarding-funnel', query: dated }, s: s.signups },
    { key: 'subscribers', href: '/admin/email', s: s.subscribers },
    { key: 'redemptions', href: '/admin/code-campaigns', s: s.redemptions },
  ] as const;
  const completion = d.funnel.started ? d.funnel.completed / d.funnel.started : 0;
  const prevCompletion = d.funnel.previousStarted ? d.funnel.previousCompleted / d.funnel.previousStarted : 0;

  return (
    <>
      <h1>{page('title')}</h1>
      <div className={styles.periods}>
        <nav aria-label={t('periodNav')}>
          <ul className={styles.presets}>
            {PRESETS.map((days) => (
              <li key={days}>
                <Link
                  className={styles.preset}
                  href={{ pathname: '/admin', query: { period: days } }}
                  aria-current={p.kind === days && !error ? 'true' : undefined}
                >
                  {t('lastDays', { days: Number(days) })}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <form method="get" className={`form ${styles.custom}`} aria-label={t('custom')}>
          <input type="hidden" name="period" value="custom" />
          <DateRange prefix="d" from={p.kind === 'custom' ? p.from : undefined} to={p.kind === 'custom' ? p.to : undefined} />
          <button type="submit" className="button">
            {t('show')}
          </button>
          {error && (
            <p className={styles.error} role="alert" data-testid="period-error">
              {t(`errors.${error}`, { max: MAX_DAYS })} {t('fallback')}
            </p>
          )}
        </form>
      </div>
      <p className={styles.range} data-testid="period">
        {t('range', { range: dates.dateTimeRange(p.start, lastDay, { dateStyle: 'medium', ...utc }), days: p.days })}
      </p>
      <h2 className="visually-hidden">{t('figures')}</h2>
      <ul className={styles.cards} data-testid="kpis">
        {cards.map((k) => (
          <KpiCard
            key={k.key}
            href={k.href}
            label={t(`kpi.${k.key}`)}
            value={n(k.s.current)}
            change={changeOf(k.s.current, k.s.previous)}
            previous={t('previous', { value: n(k.s.previous) })}
          />
        ))}
        <KpiCard
          href={{ pathname: '/admin/purchases', query: dated }}
          label={t('kpi.purchases')}
          value={n(d.purchases.current)}
          change={changeOf(d.purchases.current, d.purchases.previous)}
          previous={t('previous', { value: n(d.purchases.previous) })}
        >
          {d.currencies.some((r) => r.micros > 0) && (
            <ul className={styles.money} aria-label={t('revenue')}>
              {d.currencies
                .filter((r) => r.micros > 0)
                .map((r) => (
                  <li key={r.currency}>{t('revenueLine', { amount: money(r.micros, r.currency), count: r.current })}</li>
                ))}
            </ul>
          )}
        </KpiCard>
        <KpiCard
          href={{ pathname: '/admin/onboarding-funnel', query: dated }}
          label={t('kpi.completion')}
          value={format.number(completion, { style: 'percent' })}
          change={pointsChange(completion, d.funnel.previousStarted === 0 ? null : prevCompletion)}
          previous={t('previous', { value: format.number(prevCompletion, { style: 'percent' }) })}
        />
      </ul>
      <h2>{t('journey')}</h2>
      <ul className={styles.cards} data-testid="journey-kpis">
        <KpiCard
          label={t('kpi.plans')}
          value={n(j.plans.current)}
          change={changeOf(j.plans.current, j.plans.previous)}
          previous={t('previous', { value: n(j.plans.previous) })}
        />
        <KpiCard
          label={t('kpi.active')}
          value={n(j.active.current)}
          change={changeOf(j.active.current, j.active.previous)}
          previous={t('previous', { value: n(j.active.previous) })}
        >
          <span className={styles.previous}>{t('activeToday', { count: j.active.today })}</span>
        </KpiCard>
        {retention('retention7', j.retention.d7)}
        {retention('retention30', j.retention.d30)}
        <KpiCard
          label={t('kpi.reminders')}
          value={n(j.reminders.sent.current)}
          change={changeOf(j.reminders.sent.current, j.reminders.sent.previous)}
          previous={t('previous', { value: n(j.reminders.sent.previous) })}
        >
          {j.reminders.kinds.some((k) => k.current > 0) && (
            <ul className={styles.money} aria-label={t('remindersByKind')}>
              {j.reminders.kinds
                .filter((k) => k.current > 0)
                .map((k) => (
                  <li key={k.kind}>{t('reminderLine', { kind: t(`reminderKinds.${k.kind}`), count: k.current })}</li>
                ))}
            </ul>
          )}
        </KpiCard>
        <KpiCard
          label={t('kpi.followed')}
          value={percent(j.reminders.followed.rate)}
          change={pointsChange(j.reminders.followed.rate, j.reminders.followed.previousRate)}
          previous={t('previous', { value: percent(j.reminders.followed.previousRate) })}
        />
      </ul>
      <h2>{t('overTime')}</h2>
      <div className={styles.charts}>
        {chart('tests', t('kpi.tests'), s.tests)}
        {chart('surveys', t('kpi.surveys'), s.surveys)}
        {chart('signups', t('kpi.signups'), s.signups)}
        {chart('redemptions', t('kpi.redemptions'), s.redemptions)}
        {chart('plans', t('newPlans'), j.plans)}
        {chart('check-ins', t('checkIns'), j.active)}
        {d.currencies.some((r) => r.current > 0)
          ? d.currencies.filter((r) => r.current > 0).map((r) => chart(`purchases-${r.currency}`, c('purchasesIn', { currency: r.currency }), r))
          : chart('purchases', t('kpi.purchases'), d.purchases)}
      </div>
    </>
  );
}
