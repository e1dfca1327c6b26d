'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/routing/navigation';
import { CheckboxField, Field, FormAlert } from '@/components/forms/Field';
import { useDeferredForm } from '@/components/forms/deferred';

const load = () => import('./SubscribeForm').then((m) => m.SubscribeForm);

/**
 * The footer's newsletter form, server-rendered as plain HTML. Its validation (react-hook-form + zod)
 * loads only when the visitor turns to the form (focus, pointer, submit: components/forms/deferred).
 * Not at idle: the footer is on every page, and its code (about 40 KB gzip, 30–50 ms of a phone's main
 * thread) would otherwise run on every visit, wanted or not.
 */
export function NewsletterSlot() {
  const t = useTranslations('Newsletter');
  const { Loaded, start, region, form } = useDeferredForm(load, { idle: false });
  if (Loaded) return <Loaded start={start} />;
  return (
    <section className="newsletter" aria-labelledby="newsletter-title" {...region}>
      <h2 id="newsletter-title">{t('title')}</h2>
      <p>{t('intro')}</p>
      <form {...form} className="form form-inline">
        <Field id="newsletter-email" name="email" type="email" autoComplete="email" label={t('email')} />
        <CheckboxField id="newsletter-consent" name="consent" label={t.rich('consent', { privacy: (c) => <Link href="/privacy">{c}</Link> })} />
        <FormAlert message={null} />
        <button type="submit" className="button button-primary">
          {t('submit')}
        </button>
      </form>
    </section>
  );
}
