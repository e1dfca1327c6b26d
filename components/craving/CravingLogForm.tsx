'use client';

import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { FormAlert } from '@/components/forms/Field';
import { BusyButton } from '@/components/forms/BusyButton';
import { CravingScale, TriggerTags, useJourneyProblem } from '@/components/journey/CravingFields';
import { logCravingAction } from '@/lib/journey/actions';
import { cravingInput } from '@/lib/journey/schema';
import { dayIn } from '@/lib/journey/time';
import styles from '@/components/journey/Journey.module.css';

/**
 * The end of "I have a craving now": how strong it was and what set it off, into the day's check-in
 * (logCravingAction). `day` is the member's today from their plan; without a plan, the browser's.
 */
export function CravingLogForm({ day }: { day: string | null }) {
  const t = useTranslations('Craving.log');
  const problem = useJourneyProblem(t('invalid'));
  const router = useRouter();
  const [craving, setCraving] = useState<number | null>(null);
  const [triggers, setTriggers] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; tone: 'error' | 'success' } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const today = day ?? dayIn(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
    const parsed = cravingInput.safeParse({ day: today, craving, triggers });
    if (!parsed.success) return setMessage({ text: t('invalid'), tone: 'error' });
    setBusy(true);
    const r = await logCravingAction(parsed.data).catch(() => ({ status: 'failed' as const }));
    setBusy(false);
    if (r.status === 'ok') {
      setMessage({ text: t('saved'), tone: 'success' });
      router.refresh();
    } else setMessage({ text: problem(r.status), tone: 'error' });
  };

  return (
    <form noValidate className={`form ${styles.form}`} onSubmit={submit} aria-labelledby="craving-log-title">
      <h2 id="craving-log-title">{t('title')}</h2>
      <p className={styles.note}>{t('intro')}</p>
      <CravingScale legend={t('strength')} value={craving} onChange={setCraving} />
      <TriggerTags legend={t('triggers')} value={triggers} onChange={setTriggers} />
      <FormAlert message={message?.text ?? null} tone={message?.tone} />
      <BusyButton type="submit" className="button button-primary" busy={busy}>
        {t('save')}
      </BusyButton>
    </form>
  );
}
