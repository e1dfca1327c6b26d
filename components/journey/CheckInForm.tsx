'use client';

import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { FormAlert } from '@/components/forms/Field';
import { BusyButton } from '@/components/forms/BusyButton';
import { checkInAction } from '@/lib/journey/actions';
import { MOODS, TRIGGERS, checkInInput } from '@/lib/journey/schema';
import type { CheckIn } from '@/lib/journey';
import styles from './Journey.module.css';

/**
 * The day's check-in (the app's `checkIn`): smoke-free or a slip (how many), the strongest craving,
 * what set it off, mood and a note. Checking in again the same day updates that day.
 */
export function CheckInForm({ day, existing }: { day: string; existing: CheckIn | null }) {
  const t = useTranslations('Journey');
  const a = useTranslations('Account');
  const f = useTranslations('Forms');
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
    const error = (text: string) => setMessage({ text, tone: 'error' });
    if (r.status === 'ok') {
      setMessage({ text: parsed.data.smokeFree ? t('checkIn.saved') : t('checkIn.slipNote'), tone: 'success' });
      router.refresh();
    } else if (r.status === 'future') error(t('checkIn.future'));
    else if (r.status === 'before-account') error(t('checkIn.beforeAccount'));
    else if (r.status === 'signed-out') error(a('signedOut'));
    else if (r.status === 'rate-limited') error(f('tooManyRequests'));
    else if (r.status === 'invalid') error(t('checkIn.invalid'));
    else error(a('failed'));
  };

  const toggle = (id: string) => setTriggers((list) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]));
  return (
    <form noValidate className={`form ${styles.form}`} onSubmit={submit} aria-labelledby="check-in-title">
      <h3 id="check-in-title">{t('checkIn.title')}</h3>
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
      <fieldset className={styles.scale}>
        <legend>{t('checkIn.craving')}</legend>
        {Array.from({ length: 11 }, (_, n) => (
          <label key={n}>
            <input type="radio" name="craving" value={n} checked={craving === n} onChange={() => setCraving(n)} />
            <span>{n}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.tags}>
        <legend>{t('checkIn.triggers')}</legend>
        {TRIGGERS.map((id) => (
          <label key={id}>
            <input type="checkbox" checked={triggers.includes(id)} onChange={() => toggle(id)} /> {t(`triggers.${id}`)}
          </label>
        ))}
      </fieldset>
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
