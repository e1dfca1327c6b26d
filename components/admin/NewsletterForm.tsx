'use client';

import { useMemo, useRef, useState } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { retryOutboxAction } from '@/lib/email/actions';
import { previewNewsletterAction, sendNewsletterAction } from '@/lib/newsletter/actions';
import { Field, FormAlert, bound } from '@/components/forms/Field';
import { CheckboxGroup, TextareaField } from '@/components/forms/MoreFields';
import { useDebouncedSubmit } from '@/components/forms/useDebouncedSubmit';
import { localeNames, locales, type Locale } from '@/lib/i18n/locales';
import { NEWSLETTER_LIMITS as L, newsletterInput } from '@/lib/newsletter/schema';
import { ConfirmDialog } from './ConfirmDialog';
import { useAdminAction } from './useAdminAction';
import { useFormMessages } from './useFormMessages';
import styles from './NewsletterForm.module.css';
import { BusyButton } from '@/components/forms/BusyButton';

type Values = { subject: string; body: string; locales: Locale[] };

/**
 * A newsletter to the chosen languages' subscribers, written in Markdown. Checked in the browser
 * (messages on blur, in the page's language), previewed as the first chosen language's subscribers
 * will see it (rendered on the server, shown in a sandboxed frame that runs nothing), confirmed, and
 * checked again by sendNewsletterAction on the server, which queues it as a job (its progress is
 * listed on the page). With no active subscriber at all, sending is unavailable and the form says why.
 */
export function NewsletterForm({ activeSubscribers }: { activeSubscribers: number }) {
  const t = useTranslations('AdminUi');
  const f = useTranslations('Forms');
  const { pending, message, run, setMessage } = useAdminAction();
  const m = useFormMessages();
  const schema = useMemo(
    () => newsletterInput({ ...m, names: { subject: t('email.subject'), body: t('email.body') }, chooseLanguage: t('email.chooseLanguage') }),
    [m, t],
  );
  const form = useForm<Values>({ resolver: zodResolver(schema), mode: 'onBlur', defaultValues: { subject: '', body: '', locales: [...locales] } });
  const errors = form.formState.errors;
  const [asking, setAsking] = useState<Values | null>(null);
  // One key per newsletter as confirmed: sending the same text again after an error (a lost answer)
  // reuses it, so it goes out once; edited text, or anything after a successful send, gets a new one.
  const attempt = useRef<{ text: string; key: string } | null>(null);
  const sendButton = useRef<HTMLButtonElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const showPreview = async () => {
    if (!(await form.trigger())) return setMessage({ tone: 'error', text: f('incomplete') });
    run(
      () => previewNewsletterAction(form.getValues()),
      (r) => {
        setPreview(String(r.detail ?? ''));
        return t('email.previewTitle');
      },
    );
  };
  const submit = useDebouncedSubmit(
    form.handleSubmit(
      (v) => setAsking(v),
      () => setMessage({ tone: 'error', text: f('incomplete') }),
    ),
  );
  return (
    <form noValidate className="form card" onSubmit={submit}>
      <Field id="nl-subject" label={t('email.subject')} maxLength={L.subject.max} {...bound(form, 'subject')} />
      <TextareaField
        id="nl-body"
        label={t('email.body')}
        rows={8}
        {...bound(form, 'body')}
        aria-describedby={errors.body ? 'nl-body-error nl-body-hint' : 'nl-body-hint'}
      />
      <p id="nl-body-hint" className={styles.hint}>
        {t('email.bodyHint')}
      </p>
      <CheckboxGroup
        id="nl-locales"
        legend={t('email.languages')}
        options={locales.map((l) => ({ value: l, label: localeNames[l], lang: l }))}
        error={errors.locales as FieldError | undefined}
        registration={form.register('locales', { onChange: () => void form.trigger('locales') })}
      />
      <FormAlert
        errors={errors}
        fields={{ subject: 'nl-subject', body: 'nl-body', locales: 'nl-locales' }}
        message={message?.text ?? null}
        tone={message?.tone ?? 'error'}
      />
      <div className={styles.buttons}>
        <BusyButton type="button" className="button" busy={pending} onClick={() => void showPreview()}>
          {t('email.preview')}
        </BusyButton>
        <BusyButton
          ref={sendButton}
          type="submit"
          className="button button-primary"
          busy={pending}
          disabled={activeSubscribers === 0}
          aria-describedby={activeSubscribers === 0 ? 'nl-nobody' : undefined}
        >
          {pending ? f('submitting') : t('email.send')}
        </BusyButton>
      </div>
      {activeSubscribers === 0 ? (
        <p id="nl-nobody" className={styles.hint}>
          {t('email.noActiveSubscribers')}
        </p>
      ) : null}
      {preview ? <iframe className={styles.preview} title={t('email.previewTitle')} srcDoc={preview} sandbox="" /> : null}
      <ConfirmDialog
        open={asking !== null}
        title={t('email.send')}
        text={t('email.confirmSend')}
        confirmLabel={t('email.send')}
        returnFocus={sendButton}
        onClose={() => setAsking(null)}
        onConfirm={() => {
          const v = asking;
          if (!v) return;
          const text = JSON.stringify(v);
          if (attempt.current?.text !== text) attempt.current = { text, key: crypto.randomUUID() };
          const { key } = attempt.current;
          run(
            () => sendNewsletterAction({ ...v, key }),
            (r) => {
              attempt.current = null;
              return t('email.queued', { count: Number(r.detail ?? 0) });
            },
          );
        }}
      />
    </form>
  );
}

export function RetryButton() {
  const t = useTranslations('AdminUi');
  const { pending, message, run } = useAdminAction();
  return (
    <>
      <BusyButton
        type="button"
        className="button"
        busy={pending}
        onClick={() =>
          run(
            () => retryOutboxAction(),
            (r) => t('email.retried', { count: Number(r.detail ?? 0) }),
          )
        }
      >
        {t('email.retry')}
      </BusyButton>
      <FormAlert message={message?.text ?? null} tone={message?.tone ?? 'error'} />
    </>
  );
}
