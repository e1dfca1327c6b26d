'use client';

import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { FormAlert } from '@/components/forms/Field';
import { BusyButton } from '@/components/forms/BusyButton';
import { checkInAction } from '@/lib/journey/actions';
import { MOODS, checkInInput } from '@/lib/journey/schema';
import type { CheckIn } from '@/lib/journey';
import { CravingScale, TriggerTags, useJourneyProblem } from './CravingFields';
import styles from './Journey.module.css';

/**
 * The day's check-in (the app's `checkIn`): smoke-free or a slip (how many), the strongest craving,
 * what set it off, mood and a note. Checking in again the same day updates that day.
 */
export function CheckInForm({ day, existing, titled = true }: { day: string; existing: CheckIn | null; titled?: boolean }) {
  const t = useTranslations('Journey');
  const problem = useJourneyProblem(t('checkIn.invalid'));
  const router = useRouter();
  const [smokeFree, setSmokeFree] = useState<boolean | null>(existing ? existing.smokeFree : null);
  const [slips, setSlips] = useState(existing?.slips || 1);
  const [craving, setCraving] = useState<number | null>(existing?.craving ?? null);
  const [triggers, setTriggers] = useState<string[]>(existing?.triggers ?? []);
  const [mood, setMood] = useState<string>(existing?.mood ?? '');
  const [note, setNote] = useState(existing?.note ?? '');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; tone: 'error' | 'success' } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = checkInInput.safeParse({
      day,
      smokeFree,
      slips: smokeFree ? 0 : slips,
      craving,
      triggers,
      mood: mood || undefined,
      note: note || undefined,
    });
    if (!parsed.success) return setMessage({ text: t('checkIn.invalid'), tone: 'error' });
    setBusy(true);
    const r = await checkInAction(parsed.data).catch(() => ({ status: 'failed' as const }));
    setBusy(false);
    if (r.status === 'ok') {
      setMessage({ text: parsed.data.smokeFree ? t('checkIn.saved') : t('checkIn.slipNote'), tone: 'success' });
      router.refresh();
    } else setMessage({ text: problem(r.status), tone: 'error' });
  };

  return (
    <form noValidate className={`form ${styles.form}`} onSubmit={submit} aria-labelledby="check-in-title">
      {/* Untitled inside a disclosure whose summary carries the heading (same id). */}
      {titled ? <h3 id="check-in-title">{t('checkIn.title')}</h3> : null}
      {existing ? <p className={styles.note}>{t('checkIn.done')}</p> : null}
      <fieldset className={styles.choice}>
        <legend className="visually-hidden">{t('checkIn.title')}</legend>
        <label>
          <input type="radio" name="smoke-free" checked={smokeFree === true} onChange={() => setSmokeFree(true)} /> {t('checkIn.smokeFree')}
        </label>
        <label>
          <input type="radio" name="smoke-free" checked={smokeFree === false} onChange={() => setSmokeFree(false)} /> {t('checkIn.slipped')}
        </label>
      </fieldset>
      {smokeFree === false ? (
        <div className="field">
          <label htmlFor="check-in-slips">{t('checkIn.howMany')}</label>
          <input id="check-in-slips" type="number" inputMode="numeric" min={1} max={100} value={slips} onChange={(e) => setSlips(Number(e.target.value))} />
        </div>
      ) : null}
      <CravingScale legend={t('checkIn.craving')} value={craving} onChange={setCraving} />
      <TriggerTags legend={t('checkIn.triggers')} value={triggers} onChange={setTriggers} />
      <fieldset className={styles.tags}>
        <legend>{t('checkIn.mood')}</legend>
        {MOODS.map((id) => (
          <label key={id}>
            <input type="radio" name="mood" checked={mood === id} onChange={() => setMood(id)} /> {t(`moods.${id}`)}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor="check-in-note">{t('checkIn.note')}</label>
        <textarea id="check-in-note" maxLength={500} rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
      </div>
      <FormAlert message={message?.text ?? null} tone={message?.tone} />
      <BusyButton type="submit" className="button button-primary" busy={busy}>
        {existing ? t('checkIn.update') : t('checkIn.save')}
      </BusyButton>
    </form>
  );
}
