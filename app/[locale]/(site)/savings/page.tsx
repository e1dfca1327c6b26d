import { getTranslations } from 'next-intl/server';
import { pageLocale, pageMetadata } from '@/lib/i18n/page';
import { localizeSitePath } from '@/lib/content/links';
import { currencies, defaultCurrency, savingsFromForm, type Currency } from '@/lib/savings';
import { Savings } from '@/components/home/Savings';
import { renderPolicy } from '@/lib/routing/render';

export const generateMetadata = pageMetadata('savings');

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The savings calculator's answer without JavaScript: the home page's GET form lands here. */
export default async function SavingsPage({ params, searchParams }: Props) {
  await renderPolicy('/savings');
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Pages.savings' });
  const next = await getTranslations({ locale, namespace: 'Pages.surveyTest' });
  const q = await searchParams;
  const one = (k: string) => (typeof q[k] === 'string' ? (q[k] as string).slice(0, 40) : undefined);
  const submitted = one('perDay') !== undefined || one('price') !== undefined;
  const currency = (currencies as readonly string[]).includes(one('currency') ?? '') ? (one('currency') as Currency) : defaultCurrency[locale];
  const values = { perDay: one('perDay'), price: one('price'), packSize: one('packSize'), currency };
  const result = submitted ? savingsFromForm({ ...values, currency: one('currency') ?? currency }) : null;
  return (
    <div className="container page">
      <h1>{t('title')}</h1>
      <p className="lead">{t('purpose')}</p>
      <Savings locale={locale} values={values} result={result} />
      <p className="actions" style={{ marginTop: '2rem' }}>
        <a className="button button-primary" href={localizeSitePath('/survey/test', locale)}>
          {next('title')}
        </a>
      </p>
    </div>
  );
}
