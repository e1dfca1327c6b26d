import { getFormatter, getTranslations } from 'next-intl/server';
import { formatDay } from '@/lib/i18n/dates';
import { languageName } from '@/lib/i18n/locales';
import { adminPage, type PageProps } from '@/lib/auth/pages';
import { DateRange, FilterForm, LanguageSelect } from '@/components/admin/Filters';
import { DataTable } from '@/components/admin/DataTable';
import { getDateFormat, pageMetadata } from '@/lib/i18n/page';
import { motivationReportOf, motivationSearch } from '@/lib/surveys/report';
import { surveyChoices } from '@/lib/surveys';
import { Bars } from '@/components/admin/Bars';
import { renderPolicy } from '@/lib/routing/render';

export const generateMetadata = pageMetadata('adminMotivation');

const BANDS = ['veryLow', 'low', 'medium', 'high', 'veryHigh'] as const;

export default async function Page({ params, searchParams }: PageProps) {
  await renderPolicy('/admin/motivation');
  const { locale } = await adminPage(params, '/admin/motivation');
  const s = motivationSearch(await searchParams);
  const lang = s.lang;
  const [r, options] = await Promise.all([motivationReportOf({ from: s.from, to: s.to, locale: lang }), surveyChoices(locale)]);
  const t = await getTranslations('AdminUi');
  const survey = await getTranslations('Survey');
  const page = await getTranslations('Pages.adminMotivation');
  const format = await getFormatter();
  const dates = await getDateFormat();
  const label = (key: string, list: Array<{ key: string; label: string }>) => list.find((o) => o.key === key)?.label ?? key;
  return (
    <>
      <h1>{page('title')}</h1>
      <FilterForm>
        <DateRange prefix="m" from={s.from} to={s.to} />
        <LanguageSelect id="m-lang" name="lang" value={lang} />
      </FilterForm>
      <h2>{t('motivation.tests', { count: r.tests.n })}</h2>
      <p>{t('motivation.meanScore', { score: format.number(r.tests.mean, { maximumFractionDigits: 1 }) })}</p>
      <Bars
        label={t('motivation.bands')}
        rows={BANDS.map((b) => ({ label: survey(`test.bands.${b}.title`), value: r.bands.find((x) => x.band === b)?.n ?? 0 }))}
      />
      <h2>{t('motivation.surveys', { count: r.motivation.n })}</h2>
      <p>
        {t('motivation.means', {
          readiness: format.number(r.motivation.readiness, { maximumFractionDigits: 1 }),
          confidence: format.number(r.motivation.confidence, { maximumFractionDigits: 1 }),
        })}
      </p>
      <h3>{t('motivation.topReasons')}</h3>
      {r.reasons.length ? (
        <Bars label={t('motivation.topReasons')} rows={r.reasons.map((x) => ({ label: label(x.key, options.reasons), value: x.n }))} />
      ) : (
        <p className="muted">{t('empty')}</p>
      )}
      <h3>{t('motivation.topInterests')}</h3>
      {r.interests.length ? (
        <Bars label={t('motivation.topInterests')} rows={r.interests.map((x) => ({ label: label(x.key, options.interests), value: x.n }))} />
      ) : (
        <p className="muted">{t('empty')}</p>
      )}
      <h2>{t('motivation.latest')}</h2>
      <DataTable
        label={t('motivation.latest')}
        head={[
          t('purchases.date'),
          t('email.language'),
          t('motivation.readiness'),
          t('motivation.confidence'),
          t('motivation.reasons'),
          t('motivation.quitDate'),
        ]}
        empty={t('empty')}
      >
        {r.latest.map((m) => (
          <tr key={m.id}>
            <td>{dates.dateTime(m.createdAt, { dateStyle: 'medium' })}</td>
            <td lang={m.locale}>{languageName(m.locale)}</td>
            <td>{m.readiness}</td>
            <td>{m.confidence}</td>
            <td>
              {/* Labels that each start a sentence ("My health", "My family"): listed, not joined into one. */}
              {format.list(
                m.reasons.map((k) => label(k, options.reasons)),
                { type: 'unit', style: 'short' },
              )}
            </td>
            <td>{m.quitDate ? formatDay(locale, m.quitDate) : '–'}</td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}
