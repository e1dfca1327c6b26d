'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { afterPress, FormAlert } from '@/components/forms/Field';
import { useDebouncedSubmit } from '@/components/forms/useDebouncedSubmit';
import { submitMotivationAction } from '@/lib/surveys/actions';
import { MAX_QUIT_DATE_DAYS } from '@/lib/surveys/schema';

type Option = { key: string; label: string };
type Values = { readiness: string; confidence: string; reasons: string[]; interests: string[]; quitDate: string };

/** Readiness and confidence rulers, reasons, interests and a quit date; then next steps. */
export function MotivationForm({ reasons, interests }: { reasons: Option[]; interests: Option[] }) {
  const t = useTranslations('Survey');
  const f = useTranslations('Forms');
  const locale = useLocale();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  // Spec §5: messages on blur, for checkboxes as soon as they change.
  const form = useForm<Values>({
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues: { readiness: '5', confidence: '5', reasons: [], interests: [], quitDate: '' },
  });
  const { errors } = form.formState;
  const today = new Date().toISOString().slice(0, 10);
  const last = new Date(Date.now() + MAX_QUIT_DATE_DAYS * 86_400_000).toISOString().slice(0, 10);
  const quitDate = form.register('quitDate', {
    validate: (v) => !v || (v >= today && v <= last) || t('motivation.quitDateRange', { days: MAX_QUIT_DATE_DAYS }),
  });
  const readiness = form.watch('readiness');
  const confidence = form.watch('confidence');

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
            setDone(true);
            window.scrollTo({ top: 0 });
          } else setError(f('incomplete'));
        } catch {
          setError(f('networkError'));
        }
      },
      () => setError(f('incomplete')),
    ),
  );

  if (done) {
    return (
      <section className="survey-result" aria-live="polite">
        <h2>{t('motivation.thanksTitle')}</h2>
        <p>{t('motivation.thanksText')}</p>
        <ol>
          <li>{t('motivation.next1')}</li>
          <li>{t('motivation.next2')}</li>
          <li>{t('motivation.next3')}</li>
        </ol>
        <p className="muted">{t('savedNote')}</p>
        <p>
          <Link className="button button-primary" href="/quit-smoking">
            {t('motivation.plan')}
          </Link>
        </p>
      </section>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="form survey">
      <div className="field">
        <label htmlFor="readiness">{t('motivation.readiness')}</label>
        <input id="readiness" type="range" min={0} max={10} step={1} aria-describedby="readiness-hint" {...form.register('readiness')} />
        <output htmlFor="readiness">{readiness}</output>
        <p id="readiness-hint" className="hint">
          {t('motivation.rulerHint')}
        </p>
      </div>
      <div className="field">
        <label htmlFor="confidence">{t('motivation.confidence')}</label>
        <input id="confidence" type="range" min={0} max={10} step={1} aria-describedby="confidence-hint" {...form.register('confidence')} />
        <output htmlFor="confidence">{confidence}</output>
        <p id="confidence-hint" className="hint">
          {t('motivation.rulerHint')}
        </p>
      </div>
      <fieldset className="question" aria-describedby={errors.reasons ? 'reasons-error' : undefined}>
        <legend>{t('motivation.reasons')}</legend>
        {reasons.map((r) => (
          <label key={r.key} className="option">
            <input
              type="checkbox"
              value={r.key}
              {...form.register('reasons', {
                validate: (v) => (v?.length ? true : f('required', { name: t('motivation.reasonsName') })),
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
      <FormAlert message={error} />
      <button type="submit" className="button button-primary" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? f('submitting') : t('motivation.submit')}
      </button>
    </form>
  );
}
