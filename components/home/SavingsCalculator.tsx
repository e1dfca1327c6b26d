'use client';

import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import {
  checkSavings,
  computeSavings,
  currencies,
  MINUTES_SOURCE_URL,
  SAVINGS_LIMITS,
  splitMinutes,
  type Currency,
  type Savings,
  type SavingsErrors,
} from '@/lib/savings/calc';
import styles from './SavingsCalculator.module.css';

export interface SavingsValues {
  perDay?: string;
  price?: string;
  packSize?: string;
  currency: Currency;
}

type Outcome = { savings: Savings; currency: Currency } | { errors: SavingsErrors } | null;

/**
 * The savings calculator: a plain GET form to the savings page (works without JavaScript), and with
 * JavaScript the result follows every keystroke. `initial` is what the server already parsed.
 */
export function SavingsCalculator({ action, locale, values, initial }: { action: string; locale: string; values: SavingsValues; initial: Outcome }) {
  const t = useTranslations('Savings');
  const id = useId();
  const [form, setForm] = useState(values);
  const [outcome, setOutcome] = useState<Outcome>(initial);

  function update(next: SavingsValues) {
    setForm(next);
    if (!next.perDay?.trim() && !next.price?.trim()) return setOutcome(null);
    const checked = checkSavings({ ...next });
    setOutcome(checked.ok ? { savings: computeSavings(checked.input), currency: checked.input.currency } : { errors: checked.errors });
  }
  const set = (key: keyof SavingsValues) => (e: { currentTarget: { value: string } }) => update({ ...form, [key]: e.currentTarget.value });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    update(form);
  };

  const errors = outcome && 'errors' in outcome ? outcome.errors : {};
  const field = (name: 'perDay' | 'price' | 'packSize', inputMode: 'numeric' | 'decimal') => {
    const err = errors[name];
    return (
      <div className={styles.field}>
        <label htmlFor={`${id}-${name}`}>{t(`labels.${name}`)}</label>
        <input
          id={`${id}-${name}`}
          name={name}
          inputMode={inputMode}
          autoComplete="off"
          value={form[name] ?? ''}
          onChange={set(name)}
          aria-invalid={err ? true : undefined}
          aria-describedby={err ? `${id}-${name}-error` : undefined}
        />
        {err ? (
          <p className={styles.error} id={`${id}-${name}-error`}>
            {t(`errors.${err}`, { min: SAVINGS_LIMITS[name].min, max: SAVINGS_LIMITS[name].max })}
          </p>
        ) : null}
      </div>
    );
  };

  let result = <p className={styles.empty}>{t('empty')}</p>;
  if (outcome && 'savings' in outcome) {
    const money = new Intl.NumberFormat(locale, { style: 'currency', currency: outcome.currency, maximumFractionDigits: 0 });
    const s = outcome.savings;
    const row = (period: 'month' | 'year') => {
      const time = splitMinutes(s.minutes[period]);
      return (
        <div className={styles.period}>
          <h3>{t(period === 'month' ? 'perMonth' : 'perYear')}</h3>
          <p className={styles.money} data-testid={`savings-money-${period}`}>
            {money.format(s.money[period])}
          </p>
          <p>{t('cigarettes', { count: s.cigarettes[period] })}</p>
          <p>{t('time', { days: time.days, hours: time.hours })}</p>
        </div>
      );
    };
    result = (
      <>
        <div className={styles.periods}>
          {row('month')}
          {row('year')}
        </div>
        <p className={styles.note}>
          {t.rich('timeNote', {
            source: (chunks) => (
              <a href={MINUTES_SOURCE_URL} rel="noopener">
                {chunks}
              </a>
            ),
          })}
        </p>
      </>
    );
  }

  return (
    <div className={styles.calculator}>
      <form className={styles.form} action={action} method="get" onSubmit={onSubmit} noValidate>
        {field('perDay', 'numeric')}
        <div className={styles.pair}>
          {field('price', 'decimal')}
          <div className={styles.field}>
            <label htmlFor={`${id}-currency`}>{t('labels.currency')}</label>
            <select id={`${id}-currency`} name="currency" value={form.currency} onChange={set('currency')}>
              {currencies.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </div>
        </div>
        {field('packSize', 'numeric')}
        <p>
          <button type="submit" className="button">
            {t('submit')}
          </button>
        </p>
      </form>
      <output className={styles.result} aria-live="polite" htmlFor={`${id}-perDay ${id}-price ${id}-packSize ${id}-currency`}>
        {result}
      </output>
    </div>
  );
}
