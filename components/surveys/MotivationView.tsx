'use client';

import type { FormHTMLAttributes, Ref } from 'react';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { addDays } from '@/lib/i18n/dates';
import { useLocalDay } from '@/lib/i18n/use-local-day';
import { afterPress, FieldMessage, FormAlert } from '@/components/forms/Field';
import { BusyButton } from '@/components/forms/BusyButton';
import styles from './MotivationForm.module.css';

export type Option = { key: string; label: string };
export type MotivationValues = { readiness: string; confidence: string; reasons: string[]; interests: string[]; quitDate: string };
export type MotivationName = keyof MotivationValues;
type Ruler = 'readiness' | 'confidence';
const STEPS = Array.from({ length: 11 }, (_, i) => String(i));

/** The first and last quit day offered: the visitor's own today (the server's UTC day until hydrated) and `days` on. */
export function useQuitDays(days: number) {
  const today = useLocalDay();
  return { today, last: addDays(today, days) };
}

/**
 * The motivation survey's form without its logic: rendered plain by MotivationSlot (before the
 * validation code loads) and, with registrations and errors, by MotivationForm; both give the same
 * markup, so nothing moves when the one replaces the other. `days` is MAX_QUIT_DATE_DAYS, passed in
 * so that the plain form's code does not bring the surveys' schema (and zod) along.
 */
export function MotivationView({
  reasons,
  interests,
  days,
  form,
  field,
  errors = {},
  alert = null,
  busy = false,
}: {
  reasons: Option[];
  interests: Option[];
  days: number;
  form: FormHTMLAttributes<HTMLFormElement> & { ref?: Ref<HTMLFormElement>; 'data-ready'?: boolean };
  field?: (name: MotivationName) => UseFormRegisterReturn;
  errors?: FieldErrors<MotivationValues>;
  alert?: string | null;
  busy?: boolean;
}) {
  const t = useTranslations('Survey');
  const f = useTranslations('Forms');
  const { today, last } = useQuitDays(days);
  const quitDate = field?.('quitDate');
  // A 0–10 ruler as eleven radio buttons, labelled at both ends, with no answer until the visitor picks one.
  const ruler = (name: Ruler) => {
    const registration = field?.(name);
    const error = errors[name]?.message;
    return (
      <fieldset
        id={`${name}-group`}
        className={`question ${styles.ruler}`}
        aria-describedby={error ? `${name}-error ${name}-hint` : `${name}-hint`}
        data-ruler={name}
      >
        <legend>{t(`motivation.${name}`)}</legend>
        <p id={`${name}-hint`} className="hint">
          {t('motivation.rulerHint')}
        </p>
        <div className={styles.scale}>
          <span className={styles.end} aria-hidden="true">
            {t('motivation.rulerLow')}
          </span>
          <span className={styles.steps}>
            {STEPS.map((v) => (
              <label key={v} className={styles.step}>
                <input type="radio" id={`${name}-${v}`} name={name} value={v} {...registration} />
                <span>{v}</span>
              </label>
            ))}
          </span>
          <span className={`${styles.end} ${styles.high}`} aria-hidden="true">
            {t('motivation.rulerHigh')}
          </span>
        </div>
        {error ? (
          <p id={`${name}-error`} className="field-error">
            {error}
          </p>
        ) : null}
      </fieldset>
    );
  };
  // Reasons and interests as checkboxes of one name each, one per choice (their keys as values).
  const choices = (name: 'reasons' | 'interests', options: Option[]) => {
    const registration = field?.(name);
    return options.map((o) => (
      <label key={o.key} className="option">
        <input type="checkbox" id={`${name}-${o.key}`} name={name} value={o.key} {...registration} /> {o.label}
      </label>
    ));
  };

  return (
    <form noValidate className="form survey" {...form}>
      {ruler('readiness')}
      {ruler('confidence')}
      <fieldset id="reasons-group" className="question" aria-describedby={errors.reasons ? 'reasons-error' : undefined}>
        <legend>{t('motivation.reasons')}</legend>
        {choices('reasons', reasons)}
        <FieldMessage id="reasons" error={errors.reasons} />
      </fieldset>
      <fieldset className="question">
        <legend>{t('motivation.interests')}</legend>
        {choices('interests', interests)}
      </fieldset>
      <div className="field">
        <label htmlFor="quitDate">{t('motivation.quitDate')}</label>
        <input
          id="quitDate"
          name="quitDate"
          type="date"
          min={today}
          max={last}
          aria-invalid={errors.quitDate ? true : undefined}
          aria-describedby={errors.quitDate ? 'quitDate-error quitDate-hint' : 'quitDate-hint'}
          {...quitDate}
          onBlur={quitDate ? afterPress(quitDate.onBlur) : undefined}
        />
        <p id="quitDate-hint" className="hint">
          {t('motivation.quitDateHint', { days })}
        </p>
        <FieldMessage id="quitDate" error={errors.quitDate} />
      </div>
      <FormAlert
        message={alert}
        errors={errors}
        fields={{ readiness: 'readiness-group', confidence: 'confidence-group', reasons: 'reasons-group', quitDate: 'quitDate' }}
      />
      <BusyButton type="submit" className="button button-primary" busy={busy}>
        {busy ? f('submitting') : t('motivation.submit')}
      </BusyButton>
    </form>
  );
}
