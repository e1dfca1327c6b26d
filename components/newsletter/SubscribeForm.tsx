'use client';

import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { accepted, emailField, object } from '@/lib/forms/schemas';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { CheckboxField, Field, FormAlert } from '@/components/forms/Field';
import { useDebouncedSubmit } from '@/components/forms/useDebouncedSubmit';
import { useStartFrom, type StartProps } from '@/components/forms/deferred';
import { subscribeAction } from '@/lib/newsletter/actions';

/**
 * The newsletter sign-up in the footer: email and consent, then a confirmation email (double opt-in).
 * Loaded on demand by NewsletterSlot, which hands over what the visitor already did (components/forms/deferred).
 */
export function SubscribeForm({ start }: StartProps) {
  const t = useTranslations('Newsletter');
  const f = useTranslations('Forms');
  const locale = useLocale();
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
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
            setMessage({ tone: 'success', text: t('sent') });
            form.reset();
          } else setMessage({ tone: 'error', text: status === 'rateLimited' ? f('tooManyRequests') : status === 'invalid' ? f('incomplete') : t('failed') });
        } catch {
          setMessage({ tone: 'error', text: f('networkError') });
        }
      },
      () => setMessage({ tone: 'error', text: f('incomplete') }),
    ),
  );
  const formRef = useStartFrom(start, form);
  return (
    <section className="newsletter" aria-labelledby="newsletter-title" data-ready>
      <h2 id="newsletter-title">{t('title')}</h2>
      <p>{t('intro')}</p>
      <form ref={formRef} noValidate onSubmit={submit} className="form form-inline">
        <Field
          id="newsletter-email"
          type="email"
          autoComplete="email"
          label={t('email')}
          error={form.formState.errors.email}
          registration={form.register('email')}
        />
        <CheckboxField
          id="newsletter-consent"
          label={t.rich('consent', { privacy: (c) => <Link href="/privacy">{c}</Link> })}
          error={form.formState.errors.consent}
          registration={form.register('consent', { onChange: () => void form.trigger('consent') })}
        />
        <FormAlert message={message?.text ?? null} tone={message?.tone ?? 'error'} />
        <button type="submit" className="button button-primary" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? f('submitting') : t('submit')}
        </button>
      </form>
    </section>
  );
}
