'use client';

import { useActionState, useEffect, useRef, useState, useSyncExternalStore, type FormEvent, type KeyboardEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/lib/routing/navigation';
import { FormAlert } from '@/components/forms/Field';
import { QUESTIONS } from '@/lib/surveys/fagerstrom';
import { testFormAction } from '@/lib/surveys/actions';
import styles from './TestForm.module.css';

/** Results that call for nicotine replacement or medication: they lead to a quitline and the evidence. */
const SUPPORTED_BANDS = new Set(['medium', 'high', 'veryHigh']);
/** Hartmann-Boyce et al., "Nicotine replacement therapy versus control for smoking cessation", Cochrane 2018. */
const NRT_SOURCE_URL = 'https://doi.org/10.1002/14651858.CD000146.pub5';
import { ResultHeading } from '@/components/forms/ResultHeading';
import { BusyButton } from '@/components/forms/BusyButton';

const LAST = QUESTIONS.length - 1;
const noSubscription = () => () => {};
const isClient = () => true;
const isServer = () => false;

/**
 * The six Fagerström questions in one plain HTML form that posts to its Server Action (the page comes
 * back with the result). It shows one question per step with its progress ("3 of 6"), Back and Next;
 * Enter on an answer goes on, and focus moves to the new question's heading. The server renders that
 * first step, so nothing moves when the script arrives; in a browser without JavaScript the stylesheet
 * (`scripting: none`) shows every question and the submit button instead.
 */
export function TestForm() {
  const t = useTranslations('Survey');
  const f = useTranslations('Forms');
  const locale = useLocale();
  const [state, action, pending] = useActionState(testFormAction, null);
  const [step, setStep] = useState(0);
  // Back and Next need the script: until it has run they are shown but disabled (not dead buttons).
  const hydrated = useSyncExternalStore(noSubscription, isClient, isServer);
  const [unanswered, setUnanswered] = useState<string | null>(null);
  const [focusQuestion, setFocusQuestion] = useState(false);
  const heading = useRef<Array<HTMLHeadingElement | null>>([]);
  useEffect(() => {
    if (focusQuestion) heading.current[step]?.focus();
  }, [step, focusQuestion]);
  // Unanswered questions the server named (a submit before every step was answered): back to the first.
  const [handled, setHandled] = useState(state);
  if (state !== handled) {
    setHandled(state);
    const first = state?.status === 'invalid' ? QUESTIONS.findIndex((q) => state.missing.includes(q.id)) : -1;
    if (first >= 0) {
      setStep(first);
      setFocusQuestion(true);
    }
  }

  const missing = new Set(unanswered ? [unanswered] : state?.status === 'invalid' ? state.missing : []);
  const answers = state?.status === 'invalid' ? state.answers : [];

  const answered = (form: HTMLFormElement, id: string) => new FormData(form).get(id) !== null;
  const go = (to: number) => {
    setFocusQuestion(true);
    setUnanswered(null);
    setStep(to);
  };
  const next = (form: HTMLFormElement) => {
    const id = QUESTIONS[step]!.id;
    if (!answered(form, id)) {
      setUnanswered(id);
      return;
    }
    go(step + 1);
  };
  // A submit before the last question (e.g. implicit submission) moves on instead.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (step < LAST) {
      event.preventDefault();
      next(event.currentTarget);
    }
  };
  // Enter on an answer: the next question, or on the last one the result.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    if (event.key !== 'Enter' || target.type !== 'radio') return;
    if (pending) return event.preventDefault();
    event.preventDefault();
    if (step < LAST) next(event.currentTarget);
    else event.currentTarget.requestSubmit();
  };

  if (state?.status === 'ok') {
    return (
      <section className="survey-result" aria-live="polite">
        <ResultHeading>{t('test.resultTitle', { score: state.score })}</ResultHeading>
        {/* Coloured by what the result means: calm for low, amber for medium, red only for high. */}
        <p className="score-meter" data-band={state.band} aria-hidden="true">
          <span style={{ width: `${state.score * 10}%` }} />
        </p>
        <h3>{t(`test.bands.${state.band}.title`)}</h3>
        <p>{t(`test.bands.${state.band}.text`)}</p>
        {SUPPORTED_BANDS.has(state.band) ? (
          <p data-testid="test-support">
            {t.rich('test.support', { quitline: (chunks) => <Link href={{ pathname: '/help', hash: 'quitlines' }}>{chunks}</Link> })}{' '}
            <small>
              <a href={NRT_SOURCE_URL} rel="noopener noreferrer" target="_blank">
                {t('test.nrtSource')}
              </a>
            </small>
          </p>
        ) : null}
        <p className="muted">{t('savedNote')}</p>
        <p className="actions">
          <Link className="button button-primary" href="/survey/motivation">
            {t('test.next')}
          </Link>{' '}
          {/* A full page load: a fresh form, with or without JavaScript. */}
          <a className="button" href="">
            {t('test.again')}
          </a>
        </p>
      </section>
    );
  }

  return (
    <form action={action} onSubmit={onSubmit} onKeyDown={onKeyDown} className={`form survey ${styles.form}`} data-stepping>
      <input type="hidden" name="locale" value={locale} />
      <p className={styles.progress} aria-live="polite" aria-atomic="true">
        <span>{t('test.progress', { n: step + 1, total: QUESTIONS.length })}</span>
        <span className={styles.bar} aria-hidden="true">
          <span style={{ width: `${((step + 1) / QUESTIONS.length) * 100}%` }} />
        </span>
      </p>
      {QUESTIONS.map((q, i) => (
        <fieldset key={q.id} className="question" hidden={i !== step} aria-describedby={missing.has(q.id) ? `${q.id}-error` : undefined}>
          <legend>
            <h2 className={styles.heading} tabIndex={-1} ref={(el) => void (heading.current[i] = el)}>
              <span className={styles.count}>{t('test.progress', { n: i + 1, total: QUESTIONS.length })}</span> {t(`test.${q.id}.label`)}
            </h2>
          </legend>
          {q.points.map((_, option) => (
            <label key={option} className="option">
              <input
                type="radio"
                name={q.id}
                value={String(option)}
                defaultChecked={answers[i] === option}
                onChange={() => unanswered === q.id && setUnanswered(null)}
              />{' '}
              {t(`test.${q.id}.a${option}` as `test.q1.a0`)}
            </label>
          ))}
          {missing.has(q.id) ? (
            <p id={`${q.id}-error`} className="field-error">
              {t('test.answerRequired', { n: i + 1 })}
            </p>
          ) : null}
        </fieldset>
      ))}
      <FormAlert message={state?.status === 'rate-limited' ? f('tooManyRequests') : state?.status === 'invalid' && !unanswered ? f('incomplete') : null} />
      <p className="actions">
        {step > 0 ? (
          <button type="button" className={`button ${styles.scripted}`} disabled={!hydrated} onClick={() => go(step - 1)}>
            {t('test.back')}
          </button>
        ) : null}
        {step < LAST ? (
          <button
            key="next"
            type="button"
            className={`button button-primary ${styles.scripted}`}
            disabled={!hydrated}
            onClick={(e) => next(e.currentTarget.form!)}
          >
            {t('test.nextQuestion')}
          </button>
        ) : null}
        {/* Before the last step only a browser without JavaScript shows it (and then it is the only way on). */}
        <BusyButton key="submit" type="submit" className={`button button-primary ${step < LAST ? styles.unscripted : ''}`} busy={pending}>
          {pending ? f('submitting') : t('test.submit')}
        </BusyButton>
      </p>
    </form>
  );
}
