import { getFormatter, getTranslations } from 'next-intl/server';
import { adminPage } from '@/lib/auth/pages';
import { DateRange } from '@/components/admin/DateRange';
import { pageMetadata } from '@/lib/i18n/page';
import { db } from '@/lib/db';
import { funnel, funnelSearch, PLATFORMS } from '@/lib/funnel';
import { Bars } from '@/components/admin/Bars';

export const generateMetadata = pageMetadata('adminOnboardingFunnel');

const PLATFORM_NAMES = { ios: 'iOS', android: 'Android', web: 'Web' } as const;

export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await adminPage(params, '/admin/onboarding-funnel');
  const s = funnelSearch(await searchParams);
  const { steps, unregistered, empty } = await funnel(await db(), s);
  const t = await getTranslations('AdminUi');
  const label = await getTranslations('Onboarding.steps');
  const page = await getTranslations('Pages.adminOnboardingFunnel');
  const format = await getFormatter();
  return (
    <>
      <h1>{page('title')}</h1>
      <form method="get" className="form filters">
        <DateRange prefix="f" from={s.from} to={s.to} />
        <div className="field">
          <label htmlFor="f-platform">{t('funnel.platform')}</label>
          <select id="f-platform" name="platform" defaultValue={s.platform ?? ''}>
            <option value="">{t('all')}</option>
            {PLATFORMS.map((p) => (
              <option key={p} value={p}>
                {PLATFORM_NAMES[p]}
              </option>
            ))}
          </select>
        </div>
        <button className="button" type="submit">
          {t('filter')}
        </button>
      </form>
      <p className="muted">{t('funnel.period')}</p>
      {empty ? (
        <p className="muted">{t('empty')}</p>
      ) : (
        <>
          <Bars label={page('title')} rows={steps.map((x) => ({ label: label(x.step), value: x.users, display: format.number(x.users) }))} />
          <div className="table-scroll" role="region" aria-label={t('funnel.stepsTable')} tabIndex={0}>
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">{t('funnel.step')}</th>
                  <th scope="col">{t('funnel.users')}</th>
                  <th scope="col">{t('funnel.ofFirst')}</th>
                  <th scope="col">{t('funnel.dropOff')}</th>
                </tr>
              </thead>
              <tbody>
                {steps.map((x) => (
                  <tr key={x.step}>
                    <th scope="row">{label(x.step)}</th>
                    <td>{format.number(x.users)}</td>
                    <td>{format.number(x.ofFirst, { style: 'percent' })}</td>
                    <td>{format.number(x.dropOff, { style: 'percent' })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {unregistered.length > 0 ? (
            <section aria-labelledby="unregistered-steps">
              <h2 id="unregistered-steps">{t('funnel.unregistered')}</h2>
              <p className="muted">{t('funnel.unregisteredHint')}</p>
              <div className="table-scroll" role="region" aria-label={t('funnel.unregistered')} tabIndex={0}>
                <table className="table">
                  <thead>
                    <tr>
                      <th scope="col">{t('funnel.stepId')}</th>
                      <th scope="col">{t('funnel.users')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {unregistered.map((x) => (
                      <tr key={x.step}>
                        <th scope="row">
                          <code>{x.step}</code>
                        </th>
                        <td>{format.number(x.users)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          ) : null}
        </>
      )}
      <form method="get" className="form form-inline" role="search">
        <div className="field">
          <label htmlFor="f-uid">{t('funnel.userTimeline')}</label>
          <input id="f-uid" name="uid" defaultValue={s.uid ?? ''} placeholder="UID" />
        </div>
        <button className="button" type="submit">
          {t('roles.find')}
        </button>
      </form>
      {s.uid ? (
        <p>
          <a href={`onboarding-funnel/${encodeURIComponent(s.uid)}`}>{t('funnel.open', { uid: s.uid.slice(0, 40) })}</a>
        </p>
      ) : null}
    </>
  );
}
