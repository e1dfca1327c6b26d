'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { retryOutboxAction, sendNewsletterAction } from '@/lib/admin/actions';
import { FormAlert } from '@/components/forms/Field';
import { localeNames, locales } from '@/lib/i18n/locales';
import { useAdminAction } from './useAdminAction';

export function NewsletterForm() {
  const t = useTranslations('AdminUi');
  const f = useTranslations('Forms');
  const { pending, message, run } = useAdminAction();
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [chosen, setChosen] = useState<string[]>([...locales]);
  return (
    <form
      className="form card"
      onSubmit={(e) => {
        e.preventDefault();
        if (!window.confirm(t('email.confirmSend'))) return;
        run(() => sendNewsletterAction({ subject, body, locales: chosen }), (r) => t('email.sent', { count: Number(r.detail ?? 0) }));
      }}
    >
      <div className="field">
        <label htmlFor="nl-subject">{t('email.subject')}</label>
        <input id="nl-subject" value={subject} required minLength={3} maxLength={150} onChange={(e) => setSubject(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="nl-body">{t('email.body')}</label>
        <textarea id="nl-body" value={body} required minLength={10} rows={8} onChange={(e) => setBody(e.target.value)} />
      </div>
      <fieldset className="question">
        <legend>{t('email.languages')}</legend>
        {locales.map((l) => (
          <label key={l} className="option">
            <input type="checkbox" checked={chosen.includes(l)} onChange={(e) => setChosen(e.target.checked ? [...chosen, l] : chosen.filter((c) => c !== l))} /> {localeNames[l]}
          </label>
        ))}
      </fieldset>
      <FormAlert message={message?.text ?? null} tone={message?.tone ?? 'error'} />
      <button type="submit" className="button button-primary" disabled={pending}>{pending ? f('submitting') : t('email.send')}</button>
    </form>
  );
}

export function RetryButton() {
  const t = useTranslations('AdminUi');
  const { pending, message, run } = useAdminAction();
  return (
    <>
      <button type="button" className="button" disabled={pending} onClick={() => run(() => retryOutboxAction(), (r) => t('email.retried', { count: Number(r.detail ?? 0) }))}>
        {t('email.retry')}
      </button>
      <FormAlert message={message?.text ?? null} tone={message?.tone ?? 'error'} />
    </>
  );
}
