'use client';

import type { InputHTMLAttributes } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

/**
 * A labelled input with its message: aria-invalid and aria-describedby tie the two together. Without a
 * react-hook-form registration it is a plain input named after its id (a deferred form's first render).
 */
export function Field({
  id,
  label,
  error,
  registration,
  hint,
  ...input
}: { id: string; label: string; error?: FieldError; registration?: UseFormRegisterReturn; hint?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} {...registration} />
      {hint ? (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      ) : null}
      {error?.message ? (
        <p id={`${id}-error`} className="field-error">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}

/** A checkbox with its label and message; validated as soon as it changes (spec §5: on dirty). */
export function CheckboxField({
  id,
  name = id,
  label,
  error,
  registration,
}: {
  id: string;
  name?: string;
  label: React.ReactNode;
  error?: FieldError;
  registration?: UseFormRegisterReturn;
}) {
  return (
    <div className="field field-checkbox">
      <input type="checkbox" id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...registration} />
      <label htmlFor={id}>{label}</label>
      {error?.message ? (
        <p id={`${id}-error`} className="field-error">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}

/** The form-level message: "Sorry, not all fields are filled out correctly." or a service error. */
export function FormAlert({ message, tone = 'error' }: { message: string | null; tone?: 'error' | 'success' }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={message ? `form-alert form-alert-${tone}` : 'form-alert-empty'}>
      {message}
    </div>
  );
}
