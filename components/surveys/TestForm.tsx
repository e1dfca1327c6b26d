'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { FormAlert } from '@/components/forms/Field';
import { useDebouncedSubmit } from '@/components/forms/useDebouncedSubmit';
import { QUESTIONS, type Band } from '@/lib/surveys/fagerstrom';
import { submitTestAction } from '@/lib/surveys/actions';

type Values = Record<string, string>;

/** The six Fagerström questions as radio groups; the result explains the score and what helps. */
export function TestForm() {
  const t = useTranslations('Survey');
  const f = useTranslations('Forms');
  const locale = useLocale();
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<{ score: number; band: Band } | null>(null);
  const form = useForm<Values>({ mode: 'onChange' });
  const { errors } = form.formState;

  const submit = useDebouncedSubmit(
    form.handleSubmit(
      async (values) => {
        setError(null);
        try {
          const answers = QUESTIONS.map((q) => Number(values[q.id]));
          const r = await submitTestAction(answers, locale);
          if (r.status === 'ok') {
            setResult({ score: r.score, band: r.band });
            window.scrollTo({ top: 0 });
          } else setError(f('incomplete'));
        } catch {
          setError(f('networkError'));
        }
      },
      () => setError(f('incomplete')),
    ),
  );

  if (result) {
    return (
      <section className="survey-result" aria-live="polite">
        <h2>{t('test.resultTitle', { score: result.score })}</h2>
        <p className="score-meter" aria-hidden="true">
          <span style={{ width: `${result.score * 10}%` }} />
        </p>
        <h3>{t(`test.bands.${result.band}.title`)}</h3>
        <p>{t(`test.bands.${result.band}.text`)}</p>
        <p className="muted">{t('savedNote')}</p>
        <p className="actions">
          <Link className="button button-primary" href="/survey/motivation">
            {t('test.next')}
          </Link>{' '}
          <button
            type="button"
            className="button"
            onClick={() => {
              form.reset();
              setResult(null);
            }}
          >
            {t('test.again')}
          </button>
        </p>
      </section>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="form survey">
      {QUESTIONS.map((q, i) => (
        <fieldset key={q.id} className="question" aria-describedby={errors[q.id] ? `${q.id}-error` : undefined}>
          <legend>
            {i + 1}. {t(`test.${q.id}.label`)}
          </legend>
          {q.points.map((_, option) => (
            <label key={option} className="option">
              <input type="radio" value={String(option)} {...form.register(q.id, { required: f('required', { name: t('test.answerName', { n: i + 1 }) }) })} />{' '}
              {t(`test.${q.id}.a${option}` as `test.q1.a0`)}
            </label>
          ))}
          {errors[q.id]?.message ? (
            <p id={`${q.id}-error`} className="field-error">
              {String(errors[q.id]?.message)}
            </p>
          ) : null}
        </fieldset>
      ))}
      <FormAlert message={error} />
      <button type="submit" className="button button-primary" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? f('submitting') : t('test.submit')}
      </button>
    </form>
  );
}
