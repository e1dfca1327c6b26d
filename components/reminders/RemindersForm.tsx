'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { FormAlert } from '@/components/forms/Field';
import { useSaveAction } from '@/components/forms/useSaveAction';
import { BusyButton } from '@/components/forms/BusyButton';
import { saveRemindersAction } from '@/lib/reminders/actions';
import { CHECK_IN_HOURS, REMINDER_KINDS, remindersInput, type ReminderKind } from '@/lib/reminders/schema';
import type { Locale } from '@/lib/i18n/locales';
import styles from '@/components/journey/Journey.module.css';

const HOURS = Array.from({ length: CHECK_IN_HOURS.max - CHECK_IN_HOURS.min + 1 }, (_, i) => CHECK_IN_HOURS.min + i);

/**
 * The reminders' switches and the check-in hour (the app's `setReminders`): checked with the same
 * schema, saved by saveRemindersAction with the page's language as the emails' language.
 */
export function RemindersForm({ locale, initial }: { locale: Locale; initial: { kinds: Record<ReminderKind, boolean>; checkInHour: number } }) {
  const t = useTranslations('Reminders');
  const [kinds, setKinds] = useState(initial.kinds);
  const [checkInHour, setHour] = useState(initial.checkInHour);
  const { busy, message, save } = useSaveAction(remindersInput, saveRemindersAction, { saved: t('saved'), invalid: t('invalid') });
  const hour = (h: number) => new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(Date.UTC(2000, 0, 1, h));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save({ kinds, checkInHour, locale });
  };

  return (
    <form noValidate className={`form ${styles.form}`} onSubmit={submit} aria-labelledby="reminders-title">
      {REMINDER_KINDS.map((kind) => (
        <div key={kind} className="field field-checkbox">
          <input
            type="checkbox"
            role="switch"
            id={`reminder-${kind}`}
            checked={kinds[kind]}
            onChange={(e) => setKinds((k) => ({ ...k, [kind]: e.target.checked }))}
          />
          <label htmlFor={`reminder-${kind}`}>{t(`kinds.${kind}`)}</label>
        </div>
      ))}
      <div className="field">
        <label htmlFor="reminder-check-in-hour">{t('checkInHour')}</label>
        <select id="reminder-check-in-hour" value={checkInHour} onChange={(e) => setHour(Number(e.target.value))}>
          {HOURS.map((h) => (
            <option key={h} value={h}>
              {hour(h)}
            </option>
          ))}
        </select>
      </div>
      <FormAlert message={message?.text ?? null} tone={message?.tone} />
      <BusyButton type="submit" className="button button-primary" busy={busy}>
        {busy ? t('saving') : t('save')}
      </BusyButton>
    </form>
  );
}
