'use client';

import { useCallback, useEffect, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { FormAlert } from '@/components/forms/Field';
import type { SubscribeStart } from './SubscribeForm';

type Form = ComponentType<{ start?: SubscribeStart }>;
let loaded: Promise<Form> | null = null;
const load = () => (loaded ??= import('./SubscribeForm').then((m) => m.SubscribeForm));

/**
 * The footer's newsletter form, server-rendered as plain HTML. Its validation (react-hook-form + zod)
 * is loaded only when the visitor turns to the form (focus, pointer, submit) or the browser is idle,
 * so public pages do not ship that code up front. Whatever was typed is handed over.
 */
export function NewsletterSlot() {
  const t = useTranslations('Newsletter');
  const [state, setState] = useState<{ Form: Form; start: SubscribeStart } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const submitted = useRef(false);

  const upgrade = useCallback(() => {
    void load().then((Form) => {
      const form = formRef.current;
      const email = (form?.elements.namedItem('email') as HTMLInputElement | null)?.value ?? '';
      const consent = (form?.elements.namedItem('consent') as HTMLInputElement | null)?.checked ?? false;
      const active = document.activeElement;
      const focusId = active && form?.contains(active) && active.id ? active.id : undefined;
      setState((s) => s ?? { Form, start: { email, consent, focusId, submit: submitted.current } });
    });
  }, []);

  useEffect(() => {
    const idle = window.requestIdleCallback ? window.requestIdleCallback(upgrade, { timeout: 4000 }) : window.setTimeout(upgrade, 2000);
    return () => (window.cancelIdleCallback ? window.cancelIdleCallback(idle) : window.clearTimeout(idle));
  }, [upgrade]);

  if (state) return <state.Form start={state.start} />;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submitted.current = true;
    upgrade();
  };
  return (
    <section className="newsletter" aria-labelledby="newsletter-title" onFocusCapture={upgrade} onPointerEnter={upgrade}>
      <h2 id="newsletter-title">{t('title')}</h2>
      <p>{t('intro')}</p>
      <form ref={formRef} noValidate onSubmit={onSubmit} className="form form-inline">
        <div className="field">
          <label htmlFor="newsletter-email">{t('email')}</label>
          <input id="newsletter-email" name="email" type="email" autoComplete="email" />
        </div>
        <div className="field field-checkbox">
          <input type="checkbox" id="newsletter-consent" name="consent" />
          <label htmlFor="newsletter-consent">{t.rich('consent', { privacy: (c) => <Link href="/privacy">{c}</Link> })}</label>
        </div>
        <FormAlert message={null} />
        <button type="submit" className="button button-primary">{t('submit')}</button>
      </form>
    </section>
  );
}
