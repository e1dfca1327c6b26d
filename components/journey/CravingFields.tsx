'use client';

import { useTranslations } from 'next-intl';
import { TRIGGERS } from '@/lib/journey/schema';
import styles from './Journey.module.css';

/** A craving's strength, 0 to 10, as radio buttons of at least 44 × 44 px (the check-in and "I have a craving now"). */
export function CravingScale({ legend, value, onChange }: { legend: string; value: number | null; onChange: (n: number) => void }) {
  return (
    <fieldset className={styles.scale}>
      <legend>{legend}</legend>
      {Array.from({ length: 11 }, (_, n) => (
        <label key={n}>
          <input type="radio" name="craving" value={n} checked={value === n} onChange={() => onChange(n)} />
          <span>{n}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** What set a craving off: the journey's trigger registry (lib/journey TRIGGERS), labelled from Journey.triggers. */
export function TriggerTags({ legend, value, onChange }: { legend: string; value: string[]; onChange: (list: string[]) => void }) {
  const t = useTranslations('Journey');
  const toggle = (id: string) => onChange(value.includes(id) ? value.filter((x) => x !== id) : [...value, id]);
  return (
    <fieldset className={styles.tags}>
      <legend>{legend}</legend>
      {TRIGGERS.map((id) => (
        <label key={id}>
          <input type="checkbox" name="triggers" value={id} checked={value.includes(id)} onChange={() => toggle(id)} /> {t(`triggers.${id}`)}
        </label>
      ))}
    </fieldset>
  );
}

/** What a journey write that did not succeed says, by its status (`invalid` is the form's own message). */
export function useJourneyProblem(invalid: string) {
  const t = useTranslations('Journey');
  const a = useTranslations('Account');
  const f = useTranslations('Forms');
  return (status: string) =>
    status === 'future'
      ? t('checkIn.future')
      : status === 'before-account'
        ? t('checkIn.beforeAccount')
        : status === 'signed-out'
          ? a('signedOut')
          : status === 'rate-limited'
            ? f('tooManyRequests')
            : status === 'invalid'
              ? invalid
              : a('failed');
}
