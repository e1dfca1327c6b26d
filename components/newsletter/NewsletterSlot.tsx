'use client';

import { useCallback, useEffect, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { FormAlert } from '@/components/forms/Field';
import type { SubscribeStart } from './SubscribeForm';

type Form = ComponentType<{ start?: () => SubscribeStart }>;
let loaded: Promise<Form> | null = null;
const load = () => (loaded ??= import('./SubscribeForm').then((m) => m.SubscribeForm));

/**
 * The footer's newsletter form, server-rendered as plain HTML. Its validation (react-hook-form + zod)
 * is loaded only when the visitor turns to the form (focus, pointer, submit) or the browser is idle,
 * so public pages do not ship that code up front. Whatever was typed, ticked or focused is handed
 * over at the moment the real form takes this one's place.
 */
export function NewsletterSlot() {
  const t = useTranslations('Newsletter');
  const [Form, setForm] = useState<Form | null>(null);
  // The server-rendered form: kept after it is replaced, since its detached inputs still hold their values.
  const staticForm = useRef<HTMLFormElement | null>(null);
  const focused = useRef<string | undefined>(undefined);
  const submitted = useRef(false);

  const upgrade = useCallback(() => {
    void load().then((loadedForm) => setForm(() => loadedForm));
  }, []);

  useEffect(() => {
    const idle = window.requestIdleCallback ? window.requestIdleCallback(upgrade, { timeout: 4000 }) : window.setTimeout(upgrade, 2000);
    return () => (window.cancelIdleCallback ? window.cancelIdleCallback(idle) : window.clearTimeout(idle));
  }, [upgrade]);

  // Read by the real form in the commit that replaces this one, so nothing done in between is lost.
  const start = useCallback(() => ({ ...readFrom(staticForm.current), focusId: focused.current, submit: submitted.current }), []);
  if (Form) return <Form start={start} />;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submitted.current = true;
    upgrade();
  };
  return (
    <section
      className="newsletter"
      aria-labelledby="newsletter-title"
      onFocusCapture={(e) => {
        focused.current = e.target.id || undefined;
        upgrade();
      }}
      onBlurCapture={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) focused.current = undefined;
      }}
      onPointerEnter={upgrade}
    >
      <h2 id="newsletter-title">{t('title')}</h2>
      <p>{t('intro')}</p>
      <form
        ref={(el) => {
          if (el) staticForm.current = el;
        }}
        noValidate
        onSubmit={onSubmit}
        className="form form-inline"
      >
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

/** What the visitor put into the server-rendered form. */
function readFrom(el: HTMLFormElement | null) {
  return {
    email: (el?.elements.namedItem('email') as HTMLInputElement | null)?.value ?? '',
    consent: (el?.elements.namedItem('consent') as HTMLInputElement | null)?.checked ?? false,
  };
}
