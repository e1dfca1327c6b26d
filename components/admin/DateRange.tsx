import { getTranslations } from 'next-intl/server';

/** The "from" and "to" date fields of the admin filters (GET forms). */
export async function DateRange({ prefix, from, to }: { prefix: string; from?: string; to?: string }) {
  const t = await getTranslations('AdminUi');
  return (
    <>
      <div className="field">
        <label htmlFor={`${prefix}-from`}>{t('purchases.from')}</label>
        <input id={`${prefix}-from`} name="from" type="date" defaultValue={from ?? ''} />
      </div>
      <div className="field">
        <label htmlFor={`${prefix}-to`}>{t('purchases.to')}</label>
        <input id={`${prefix}-to`} name="to" type="date" defaultValue={to ?? ''} />
      </div>
    </>
  );
}
