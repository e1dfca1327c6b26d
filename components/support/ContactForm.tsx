'use client';

import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { emailField, maxLength, minLength, object, optional, requiredText, string, trim } from '@/lib/forms/schemas';
import { Field, FormAlert, bound } from '@/components/forms/Field';
import { TextareaField } from '@/components/forms/MoreFields';
import { BusyButton } from '@/components/forms/BusyButton';
import { useDebouncedSubmit } from '@/components/forms/useDebouncedSubmit';
import { useFocusOnMount } from '@/components/forms/ResultHeading';
import { sendSupportAction } from '@/lib/support/actions';
import { SUPPORT_LIMITS as L } from '@/lib/support/limits';
import { useStartFrom, type StartProps } from '@/components/forms/deferred';
import { OperatorAddress } from './OperatorAddress';

type Values = { email: string; name?: string; message: string };

/**
 * The contact form (CMS block `contact_form` on /help, first as ContactSlot's plain form): email, an optional name and the message,
 * checked on blur; sendSupportAction checks again, stores it and mails a receipt. Once sent, the form
 * gives way to what happens next: an answer by email to the address given.
 */
export function ContactForm({ operatorEmail, start }: { operatorEmail: string | null } & StartProps) {
  const t = useTranslations('Support');
  const f = useTranslations('Forms');
  const locale = useLocale();
  const [message, setMessage] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      object({
        email: emailField(f('required', { name: t('email') }), f('email')),
        name: optional(string().check(trim(), maxLength(L.name.max, f('maxLength', { name: t('name'), max: L.name.max })))),
        message: requiredText(f('required', { name: t('message') })).check(
          minLength(L.message.min, f('minLength', { name: t('message'), min: L.message.min })),
          maxLength(L.message.max, f('maxLength', { name: t('message'), max: L.message.max })),
        ),
      }),
    [f, t],
  );
  const form = useForm<Values>({ resolver: zodResolver(schema), mode: 'onBlur', defaultValues: { email: '', name: '', message: '' } });
  const submit = useDebouncedSubmit(
    form.handleSubmit(
      async (values) => {
        setMessage(null);
        try {
          const { status } = await sendSupportAction({ ...values, name: values.name || undefined, locale });
          if (status === 'sent') {
            setSentTo(values.email.trim().toLowerCase());
            form.reset();
          } else setMessage(status === 'rateLimited' ? f('tooManyRequests') : status === 'invalid' ? f('incomplete') : t('failed'));
        } catch {
          setMessage(f('networkError'));
        }
      },
      () => setMessage(f('incomplete')),
    ),
  );
  const formRef = useStartFrom(start, form);
  if (sentTo) return <Sent email={sentTo} onAnother={() => setSentTo(null)} />;
  return (
    <form ref={formRef} noValidate onSubmit={submit} className="form" data-testid="contact-form" data-ready>
      <Field id="contact-email" type="email" autoComplete="email" label={t('email')} maxLength={254} {...bound(form, 'email')} />
      <Field id="contact-name" autoComplete="name" label={t('name')} maxLength={L.name.max} {...bound(form, 'name')} />
      <TextareaField id="contact-message" label={t('message')} rows={6} maxLength={L.message.max} {...bound(form, 'message')} />
      <FormAlert message={message} errors={form.formState.errors} fields={{ email: 'contact-email', name: 'contact-name', message: 'contact-message' }} />
      <BusyButton type="submit" className="button button-primary" busy={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? f('submitting') : t('submit')}
      </BusyButton>
      <OperatorAddress email={operatorEmail} />
    </form>
  );
}

/** What happens next; keyboard focus moves to it, and a button brings the form back. */
function Sent({ email, onAnother }: { email: string; onAnother: () => void }) {
  const t = useTranslations('Support');
  const ref = useFocusOnMount<HTMLParagraphElement>();
  return (
    <div data-testid="contact-sent">
      <p ref={ref} tabIndex={-1} role="status" className="form-alert form-alert-success">
        {t('sent', { email })}
      </p>
      <button type="button" className="button" onClick={onAnother}>
        {t('another')}
      </button>
    </div>
  );
}
