import { getTranslations } from 'next-intl/server';
import { localeNames, locales } from '@/lib/i18n/locales';

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

/** A language filter of the admin GET forms: all languages, or one. */
export async function LanguageSelect({ id, name, value }: { id: string; name: string; value?: string }) {
  const t = await getTranslations('AdminUi');
  return (
    <div className="field">
      <label htmlFor={id}>{t('email.language')}</label>
      <select id={id} name={name} defaultValue={value ?? ''}>
        <option value="">{t('all')}</option>
        {locales.map((l) => (
          <option key={l} value={l}>
            {localeNames[l]}
          </option>
        ))}
      </select>
    </div>
  );
}
