import { getFormatter, getTranslations } from 'next-intl/server';
import { adminPage, type PageProps } from '@/lib/auth/pages';
import { DateRange, FilterForm, SelectField, TextField } from '@/components/admin/Filters';
import { DataTable } from '@/components/admin/DataTable';
import { pageMetadata } from '@/lib/i18n/page';
import { funnelOf, funnelSearch, PLATFORMS } from '@/lib/funnel';
import { Bars } from '@/components/admin/Bars';
import { renderPolicy } from '@/lib/routing/render';

export const generateMetadata = pageMetadata('adminOnboardingFunnel');

const PLATFORM_NAMES = { ios: 'iOS', android: 'Android', web: 'Web' } as const;

export default async function Page({ params, searchParams }: PageProps) {
  await renderPolicy('/admin/onboarding-funnel');
  await adminPage(params, '/admin/onboarding-funnel');
  const s = funnelSearch(await searchParams);
  const { steps, unregistered, empty } = await funnelOf(s);
  const t = await getTranslations('AdminUi');
  const label = await getTranslations('Onboarding.steps');
  const page = await getTranslations('Pages.adminOnboardingFunnel');
  const format = await getFormatter();
  const platformOptions = PLATFORMS.map((p) => ({ value: p, label: PLATFORM_NAMES[p] }));
  return (
    <>
      <h1>{page('title')}</h1>
      <FilterForm>
        <DateRange prefix="f" from={s.from} to={s.to} />
        <SelectField id="f-platform" name="platform" label={t('funnel.platform')} value={s.platform} all options={platformOptions} />
      </FilterForm>
      <p className="muted">{t('funnel.period')}</p>
      {empty ? (
        <p className="muted">{t('empty')}</p>
      ) : (
        <>
          <Bars label={page('title')} rows={steps.map((x) => ({ label: label(x.step), value: x.users, display: format.number(x.users) }))} />
          <DataTable label={t('funnel.stepsTable')} head={[t('funnel.step'), t('funnel.users'), t('funnel.ofFirst'), t('funnel.dropOff')]} empty={t('empty')}>
            {steps.map((x) => (
              <tr key={x.step}>
                <th scope="row">{label(x.step)}</th>
                <td>{format.number(x.users)}</td>
                <td>{format.number(x.ofFirst, { style: 'percent' })}</td>
                <td>{format.number(x.dropOff, { style: 'percent' })}</td>
              </tr>
            ))}
          </DataTable>
          {unregistered.length > 0 ? (
            <section aria-labelledby="unregistered-steps">
              <h2 id="unregistered-steps">{t('funnel.unregistered')}</h2>
              <p className="muted">{t('funnel.unregisteredHint')}</p>
              <DataTable label={t('funnel.unregistered')} head={[t('funnel.stepId'), t('funnel.users')]} empty={t('empty')}>
                {unregistered.map((x) => (
                  <tr key={x.step}>
                    <th scope="row">
                      <code>{x.step}</code>
                    </th>
                    <td>{format.number(x.users)}</td>
                  </tr>
                ))}
              </DataTable>
            </section>
          ) : null}
        </>
      )}
      <FilterForm className="form form-inline" role="search" submit={t('roles.find')}>
        <TextField id="f-uid" name="uid" label={t('funnel.userTimeline')} value={s.uid} placeholder="UID" />
      </FilterForm>
      {s.uid ? (
        <p>
          <a href={`onboarding-funnel/${encodeURIComponent(s.uid)}`}>{t('funnel.open', { uid: s.uid.slice(0, 40) })}</a>
        </p>
      ) : null}
    </>
  );
}
