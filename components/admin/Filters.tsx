import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { localeNames, locales } from '@/lib/i18n/locales';
import { Pager } from './DataTable';

/**
 * The filter forms of the admin pages: plain GET forms (they work without JavaScript and the filtered
 * view has its own address), made of these fields and one submit button.
 */
export async function FilterForm({
  children,
  submit,
  className = 'form filters',
  ...rest
}: {
  children: ReactNode;
  /** The button's text; "Filter" unless told. */
  submit?: string;
  className?: string;
  role?: 'search';
  'aria-label'?: string;
  'aria-labelledby'?: string;
}) {
  const t = await getTranslations('AdminUi');
  return (
    <form method="get" className={className} {...rest}>
      {children}
      <button className="button" type="submit">
        {submit ?? t('filter')}
      </button>
    </form>
  );
}

/** A labelled choice; with `all`, a first option that means "no filter" (`true`: the word "All"). */
export async function SelectField({
  id,
  name,
  label,
  value,
  options,
  all,
}: {
  id: string;
  name: string;
  label: string;
  value?: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  all?: string | true;
}) {
  const allLabel = all === true ? (await getTranslations('AdminUi'))('all') : all;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value ?? ''}>
        {allLabel !== undefined ? <option value="">{allLabel}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A labelled text (or date, search) field. */
export function TextField({
  id,
  name,
  label,
  value,
  type,
  placeholder,
}: {
  id: string;
  name: string;
  label: string;
  value?: string;
  type?: 'date' | 'search';
  placeholder?: string;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} type={type} defaultValue={value ?? ''} placeholder={placeholder} />
    </div>
  );
}

/** The "from" and "to" date fields. */
export async function DateRange({ prefix, from, to }: { prefix: string; from?: string; to?: string }) {
  const t = await getTranslations('AdminUi');
  return (
    <>
      <TextField id={`${prefix}-from`} name="from" type="date" label={t('purchases.from')} value={from} />
      <TextField id={`${prefix}-to`} name="to" type="date" label={t('purchases.to')} value={to} />
    </>
  );
}

/** A language filter: all languages, or one. */
export async function LanguageSelect({ id, name, value }: { id: string; name: string; value?: string }) {
  const t = await getTranslations('AdminUi');
  return <SelectField id={id} name={name} label={t('email.language')} value={value} all options={locales.map((l) => ({ value: l, label: localeNames[l] }))} />;
}

/** The "Previous" and "Next" links of page `page` of a paged list (Pager), `href` making a page's address. */
export async function PageLinks({ label, page, more, href }: { label: string; page: number; more: boolean; href: (page: number) => string }) {
  const t = await getTranslations('AdminUi');
  return (
    <Pager
      label={label}
      previous={page > 1 ? href(page - 1) : undefined}
      next={more ? href(page + 1) : undefined}
      labels={{ previous: t('previous'), next: t('next') }}
    />
  );
}
