import { getFormatter, getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { adminPage } from '@/lib/auth/pages';
import { pageMetadata } from '@/lib/i18n/page';
import { db } from '@/lib/db';
import { dashboard } from '@/lib/admin/dashboard';
import { Bars } from '@/components/admin/Bars';

export const generateMetadata = pageMetadata('admin');

/** Key figures of the last 30 days, each linking to its page. */
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  await adminPage(params, '/admin');
  const page = await getTranslations('Pages.admin');
  const t = await getTranslations('AdminUi');
  const format = await getFormatter();
  const d = await dashboard(await db());
  const completion = d.funnel.started ? d.funnel.completed / d.funnel.started : 0;
  const money = (micros: number, currency: string) => format.number(micros / 1_000_000, { style: 'currency', currency });
  return (
    <>
      <h1>{page('title')}</h1>
      <p className="lead">{t('dashboard.period')}</p>
      <ul className="kpis">
        <li>
          <Link href="/admin/email">
            <strong>{format.number(d.subscribers)}</strong> {t('dashboard.subscribers')}
          </Link>
        </li>
        <li>
          <Link href="/admin/motivation">
            <strong>{format.number(d.tests + d.motivation)}</strong> {t('dashboard.answers')}
          </Link>
        </li>
        <li>
          <Link href="/admin/purchases">
            <strong>{format.number(d.revenue.reduce((n, r) => n + r.n, 0))}</strong> {t('dashboard.purchases')}
          </Link>
        </li>
        <li>
          <Link href="/admin/code-campaigns">
            <strong>{format.number(d.redemptions)}</strong> {t('dashboard.redemptions')}
          </Link>
        </li>
        <li>
          <Link href="/admin/onboarding-funnel">
            <strong>{format.number(completion, { style: 'percent' })}</strong> {t('dashboard.completion')}
          </Link>
        </li>
      </ul>
      <h2>{t('dashboard.revenue')}</h2>
      {d.revenue.length ? (
        <ul>
          {d.revenue.map((r) => (
            <li key={r.currency}>
              {money(r.micros, r.currency)} ({format.number(r.n)})
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('empty')}</p>
      )}
      <h2>{t('dashboard.testsPerDay')}</h2>
      {d.testsDaily.length ? (
        <Bars label={t('dashboard.testsPerDay')} rows={d.testsDaily.map((r) => ({ label: r.day, value: r.n }))} />
      ) : (
        <p className="muted">{t('empty')}</p>
      )}
      <h2>{t('dashboard.motivationPerDay')}</h2>
      {d.motivationDaily.length ? (
        <Bars label={t('dashboard.motivationPerDay')} rows={d.motivationDaily.map((r) => ({ label: r.day, value: r.n }))} />
      ) : (
        <p className="muted">{t('empty')}</p>
      )}
    </>
  );
}
