'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { BREATHING } from '@/lib/journey/breathing';
import styles from './Craving.module.css';

const noSubscription = () => () => {};

/**
 * The NHS's calm breathing, guided: a circle that grows as you breathe in and shrinks as you breathe out
 * (static with reduced motion), the phase said in words (announced politely once a phase, not every
 * second), a count and the breath's number. Started and paused by a button. Rendered only once the
 * script runs: without it, the page's list of steps is the exercise.
 */
export function BreathingExercise() {
  const t = useTranslations('Craving.breathing');
  const scripted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [state, setState] = useState<'ready' | 'running' | 'paused' | 'done'>('ready');
  const [second, setSecond] = useState(0);
  const total = BREATHING.breaths * 2 * BREATHING.phaseSeconds;

  useEffect(() => {
    if (state !== 'running') return;
    const timer = setInterval(() => setSecond((s) => s + 1), 1000);
    return () => clearInterval(timer);
  }, [state]);
  if (state === 'running' && second >= total) setState('done');

  if (!scripted) return null;
  const phaseIndex = Math.floor(Math.min(second, total - 1) / BREATHING.phaseSeconds);
  const phase = phaseIndex % 2 === 0 ? 'in' : 'out';
  const active = state === 'running' || state === 'paused';
  const said = state === 'ready' ? t('ready') : state === 'done' ? t('done') : state === 'paused' ? t('paused') : phase === 'in' ? t('phaseIn') : t('phaseOut');
  const toggle = () => {
    if (state === 'done') setSecond(0);
    setState(state === 'running' ? 'paused' : 'running');
  };
  return (
    <div className={styles.exercise} data-testid="breathing">
      <div
        className={`${styles.circle} ${active ? (phase === 'in' ? styles.in : styles.out) : ''} ${state === 'paused' ? styles.paused : ''}`}
        data-phase={active ? phase : state}
        aria-hidden="true"
      >
        {active ? (second % BREATHING.phaseSeconds) + 1 : null}
      </div>
      <p className={styles.phase} aria-live="polite" data-testid="breathing-phase">
        {said}
      </p>
      {active ? (
        <p className={styles.progress} data-testid="breathing-progress">
          {t('progress', { breath: Math.floor(phaseIndex / 2) + 1, breaths: BREATHING.breaths })}
        </p>
      ) : null}
      <button type="button" className="button button-primary" onClick={toggle}>
        {state === 'running' ? t('pause') : state === 'paused' ? t('resume') : state === 'done' ? t('again') : t('start')}
      </button>
    </div>
  );
}
