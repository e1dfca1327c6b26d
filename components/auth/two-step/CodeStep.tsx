'use client';

import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Field, FormAlert } from '@/components/forms/Field';
import { BusyButton } from '@/components/forms/BusyButton';
import { CODE_PATTERN } from '@/lib/auth/second-factor';

/** A step's heading that takes the focus when the step appears, so keyboard and screen-reader users land on it. */
export function StepHeading({ children, level = 2 }: { children: ReactNode; level?: 2 | 3 }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const Tag = level === 2 ? 'h2' : 'h3';
  return (
    <Tag ref={ref} tabIndex={-1} className="step-heading">
      {children}
    </Tag>
  );
}

/**
 * Entering the six-digit code of a text message: one-time-code autofill, a numeric keyboard, "send a
 * new code" and a way back. `onSubmit` throws what Firebase threw; the caller turns it into `error`.
 */
export function CodeStep({
  title,
  intro,
  submitLabel,
  busy,
  error,
  notice,
  onSubmit,
  onResend,
  onCancel,
  level,
}: {
  title: string;
  intro: string;
  submitLabel: string;
  busy: boolean;
  error: string | null;
  notice?: string | null;
  onSubmit: (code: string) => void;
  onResend: () => void;
  onCancel: () => void;
  level?: 2 | 3;
}) {
  const t = useTranslations('TwoStep');
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const clean = code.replace(/\s/g, '');
    if (!CODE_PATTERN.test(clean)) return setInvalid(true);
    setInvalid(false);
    onSubmit(clean);
  };
  return (
    <div className="two-step-step" data-step="code">
      <StepHeading level={level}>{title}</StepHeading>
      <p>{intro}</p>
      <form noValidate className="form" onSubmit={submit} aria-busy={busy}>
        <Field
          id="two-step-code"
          label={t('code')}
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={12}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={invalid ? { type: 'pattern', message: t('codeFormat', { name: t('code') }) } : undefined}
        />
        {notice ? <p role="status">{notice}</p> : null}
        <FormAlert message={error} />
        <BusyButton type="submit" className="button button-primary" busy={busy}>
          {submitLabel}
        </BusyButton>
      </form>
      <p className="auth-links">
        <BusyButton type="button" className="button-link" busy={busy} onClick={onResend}>
          {t('resend')}
        </BusyButton>{' '}
        <button type="button" className="button-link" onClick={onCancel}>
          {t('cancel')}
        </button>
      </p>
    </div>
  );
}
