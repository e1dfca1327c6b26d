'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { accepted, emailField, object } from '@/lib/forms/schemas';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/lib/routing/navigation';
import { CheckboxField, Field, FormAlert, bound } from '@/components/forms/Field';
import { useDebouncedSubmit } from '@/components/forms/useDebouncedSubmit';
import { useStartFrom, type StartProps } from '@/components/forms/deferred';
import { subscribeAction } from '@/lib/newsletter/actions';
import { BusyButton } from '@/components/forms/BusyButton';
import { useFocusOnMount } from '@/components/forms/ResultHeading';

/**
 * The newsletter sign-up in the footer: email and consent, then a confirmation email (double opt-in).
 * Loaded on demand by NewsletterSlot, which hands over what the visitor already did (components/forms/deferred).
 */
export function SubscribeForm({ start }: StartProps) {
  const t = useTranslations('Newsletter');
  const f = useTranslations('Forms');
  const locale = useLocale();
  const [message, setMessage] = useState<string | null>(null);
  /** Once the confirmation email is on its way the form gives way to that news, so pressing the button again cannot replace it with errors. */
  const [sent, setSent] = useState(false);
  const schema = useMemo(
    () =>
      object({
        email: emailField(f('required', { name: t('email') }), f('email')),
        consent: accepted(t('consentRequired')),
      }),
    [f, t],
  );
  const form = useForm<{ email: string; consent: boolean }>({ resolver: zodResolver(schema), mode: 'onBlur', defaultValues: { email: '', consent: false } });
  const submit = useDebouncedSubmit(
    form.handleSubmit(
      async (values) => {
        setMessage(null);
        try {
          const { status } = await subscribeAction({ ...values, locale });
          if (status === 'sent') {
            form.reset();
            setSent(true);
          } else setMessage(status === 'rateLimited' ? f('tooManyRequests') : status === 'invalid' ? f('incomplete') : t('failed'));
        } catch {
          setMessage(f('networkError'));
        }
      },
      () => setMessage(f('incomplete')),
    ),
  );
  const formRef = useStartFrom(start, form);
  const { setFocus } = form;
  const again = useRef(false);
  useEffect(() => {
    if (!sent && again.current) setFocus('email');
  }, [sent, setFocus]);
  if (sent)
    return (
      <Sent
        onAnother={() => {
          again.current = true;
          setSent(false);
        }}
      />
    );
  return (
    <section className="newsletter" aria-labelledby="newsletter-title" data-ready>
      <h2 id="newsletter-title">{t('title')}</h2>
      <p>{t('intro')}</p>
      <form ref={formRef} noValidate onSubmit={submit} className="form form-inline">
        <Field id="newsletter-email" type="email" autoComplete="email" label={t('email')} {...bound(form, 'email')} />
        <CheckboxField
          id="newsletter-consent"
          label={t.rich('consent', { privacy: (c) => <Link href="/privacy">{c}</Link> })}
          {...bound(form, 'consent', { onChange: () => void form.trigger('consent') })}
        />
        <FormAlert errors={form.formState.errors} message={message} />
        <BusyButton type="submit" className="button button-primary" busy={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? f('submitting') : t('submit')}
        </BusyButton>
      </form>
    </section>
  );
}

/** The news that the confirmation email is sent; keyboard focus moves to it, and a button brings the form back for another address. */
function Sent({ onAnother }: { onAnother: () => void }) {
  const t = useTranslations('Newsletter');
  const ref = useFocusOnMount<HTMLParagraphElement>();
  return (
    <section className="newsletter" aria-labelledby="newsletter-title" data-ready>
      <h2 id="newsletter-title">{t('title')}</h2>
      <p ref={ref} tabIndex={-1} role="status" className="form-alert form-alert-success">
        {t('sent')}
      </p>
      <button type="button" className="button" onClick={onAnother}>
        {t('another')}
      </button>
    </section>
  );
}
