'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocale, useTranslations } from 'next-intl';
import { addDays, formatDay } from '@/lib/i18n/dates';
import { useLocalDay } from '@/lib/i18n/use-local-day';
import { afterPress, FormAlert } from '@/components/forms/Field';
import { useDebouncedSubmit } from '@/components/forms/useDebouncedSubmit';
import { submitMotivationAction } from '@/lib/surveys/actions';
import { MAX_QUIT_DATE_DAYS } from '@/lib/surveys/schema';
import styles from './MotivationForm.module.css';
import { ResultHeading } from '@/components/forms/ResultHeading';
import { BusyButton } from '@/components/forms/BusyButton';
import { ActionLinks } from '@/components/layout/ActionLinks';

type Option = { key: string; label: string };
type Values = { readiness: string; confidence: string; reasons: string[]; interests: string[]; quitDate: string };
type Ruler = 'readiness' | 'confidence';
const STEPS = Array.from({ length: 11 }, (_, i) => String(i));

/** Readiness and confidence rulers, reasons, interests and a quit date; then next steps. */
export function MotivationForm({ reasons, interests, appOffered = false }: { reasons: Option[]; interests: Option[]; appOffered?: boolean }) {
  const t = useTranslations('Survey');
  const f = useTranslations('Forms');
  const locale = useLocale();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<{ reasons: string[]; quitDate: string } | null>(null);
  // Spec §5: messages on blur, for checkboxes as soon as they change.
  const form = useForm<Values>({
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues: { readiness: '', confidence: '', reasons: [], interests: [], quitDate: '' },
  });
  const { errors } = form.formState;
  // The visitor's own today is the first day offered (the server accepts every time zone's today:
  // quitDateRange in lib/surveys/schema.ts).
  const today = useLocalDay();
  const last = addDays(today, MAX_QUIT_DATE_DAYS);
  const quitDate = form.register('quitDate', {
    validate: (v) => !v || (v >= today && v <= last) || t('motivation.quitDateRange', { days: MAX_QUIT_DATE_DAYS }),
  });
  // A 0–10 ruler as eleven radio buttons, labelled at both ends, with no answer until the visitor picks one.
  const ruler = (name: Ruler) => {
    const field = form.register(name, {
      required: t(`motivation.${name}Required`),
      onChange: () => void form.trigger(name),
    });
    const error = errors[name]?.message;
    return (
      <fieldset id={`${name}-group`} className={`question ${styles.ruler}`} aria-describedby={error ? `${name}-error ${name}-hint` : `${name}-hint`} data-ruler={name}>
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
                <input type="radio" value={v} {...field} />
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

  const submit = useDebouncedSubmit(
    form.handleSubmit(
      async (v) => {
        setError(null);
        try {
          const r = await submitMotivationAction(
            { readiness: Number(v.readiness), confidence: Number(v.confidence), reasons: v.reasons, interests: v.interests, quitDate: v.quitDate || null },
            locale,
          );
          if (r.status === 'ok') {
            setDone({ reasons: v.reasons, quitDate: v.quitDate });
            window.scrollTo({ top: 0 });
          } else setError(f(r.status === 'rate-limited' ? 'tooManyRequests' : 'incomplete'));
        } catch {
          setError(f('networkError'));
        }
      },
      () => setError(f('incomplete')),
    ),
  );

  if (done) {
    const chosen = reasons.filter((r) => done.reasons.includes(r.key));
    return (
      <section className="survey-result" aria-live="polite">
        <ResultHeading>{t('motivation.thanksTitle')}</ResultHeading>
        <p>{t('motivation.yourReasons')}</p>
        <ul className={styles.reasons}>
          {chosen.map((r) => (
            <li key={r.key}>{r.label}</li>
          ))}
        </ul>
        <p className={styles.date}>
          {done.quitDate ? t('motivation.yourDate', { date: formatDay(locale, done.quitDate, 'full') }) : t('motivation.noDate', { days: MAX_QUIT_DATE_DAYS })}
        </p>
        <h3>{t('motivation.whatNext')}</h3>
        <p>{t('motivation.thanksText')}</p>
        <ol>
          <li>{t('motivation.next1')}</li>
          <li>{t('motivation.next2')}</li>
          <li>{t('motivation.next3')}</li>
        </ol>
        <p className="muted">{t('savedNote')}</p>
        <p className="actions">
          <ActionLinks
            links={[
              ['/quit-smoking', t('motivation.plan')],
              ['/survey/test', t('motivation.takeTest')],
              // The app only where a store page is configured; else the web's next step, the quit plan.
              appOffered ? ['/install', t('motivation.getApp')] : ['/account', t('motivation.makePlan')],
              ['/help', t('motivation.help')],
            ]}
          />
        </p>
      </section>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="form survey">
      {ruler('readiness')}
      {ruler('confidence')}
      <fieldset id="reasons-group" className="question" aria-describedby={errors.reasons ? 'reasons-error' : undefined}>
        <legend>{t('motivation.reasons')}</legend>
        {reasons.map((r) => (
          <label key={r.key} className="option">
            <input
              type="checkbox"
              value={r.key}
              {...form.register('reasons', {
                validate: (v) => (v?.length ? true : t('motivation.reasonsRequired')),
                onChange: () => void form.trigger('reasons'),
              })}
            />{' '}
            {r.label}
          </label>
        ))}
        {errors.reasons?.message ? (
          <p id="reasons-error" className="field-error">
            {errors.reasons.message}
          </p>
        ) : null}
      </fieldset>
      <fieldset className="question">
        <legend>{t('motivation.interests')}</legend>
        {interests.map((r) => (
          <label key={r.key} className="option">
            <input type="checkbox" value={r.key} {...form.register('interests')} /> {r.label}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor="quitDate">{t('motivation.quitDate')}</label>
        <input
          id="quitDate"
          type="date"
          min={today}
          max={last}
          aria-invalid={errors.quitDate ? true : undefined}
          aria-describedby={errors.quitDate ? 'quitDate-error quitDate-hint' : 'quitDate-hint'}
          {...quitDate}
          onBlur={afterPress(quitDate.onBlur)}
        />
        <p id="quitDate-hint" className="hint">
          {t('motivation.quitDateHint', { days: MAX_QUIT_DATE_DAYS })}
        </p>
        {errors.quitDate?.message ? (
          <p id="quitDate-error" className="field-error">
            {errors.quitDate.message}
          </p>
        ) : null}
      </div>
      <FormAlert
        message={error}
        errors={errors}
        fields={{ readiness: 'readiness-group', confidence: 'confidence-group', reasons: 'reasons-group', quitDate: 'quitDate' }}
      />
      <BusyButton type="submit" className="button button-primary" busy={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? f('submitting') : t('motivation.submit')}
      </BusyButton>
    </form>
  );
}
