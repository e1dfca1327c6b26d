'use client';

import type { FocusEvent, InputHTMLAttributes } from 'react';
import type { FieldError, FieldValues, Path, RegisterOptions, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';

// Messages appear on blur (spec §5). When the blur comes from pressing a button, say "Save", a message
// shown at once would push that button away from under the pointer before it is released, and the
// click would be lost; so while a mouse or pen is pressed, the field's blur check waits for its release.
let pressed = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pointerdown', () => (pressed = true), true);
  for (const type of ['pointerup', 'pointercancel']) window.addEventListener(type, () => (pressed = false), true);
}

/** A form field's message and registration, to spread onto a Field or CheckboxField: `{...bound(form, 'email')}`. */
export function bound<T extends FieldValues>(form: UseFormReturn<T>, name: Path<T>, options?: RegisterOptions<T, Path<T>>) {
  return { error: form.formState.errors[name] as FieldError | undefined, registration: form.register(name, options) };
}

/** A registration's onBlur that waits while a mouse or pen button is pressed (see above). */
export function afterPress<E extends HTMLElement = HTMLInputElement>(onBlur: UseFormRegisterReturn['onBlur']) {
  return (event: FocusEvent<E>) => {
    if (!pressed) return void onBlur(event);
    let done = false;
    const run = () => {
      if (done) return;
      done = true;
      // After the click that follows the release.
      setTimeout(() => void onBlur(event), 0);
    };
    for (const type of ['pointerup', 'pointercancel']) window.addEventListener(type, run, { once: true, capture: true });
  };
}

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
  fieldClassName,
  ...input
}: {
  id: string;
  label: string;
  error?: FieldError;
  registration?: UseFormRegisterReturn;
  hint?: string;
  fieldClassName?: string;
} & InputHTMLAttributes<HTMLInputElement>) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={fieldClassName ? `field ${fieldClassName}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
        {...registration}
        onBlur={registration ? afterPress<HTMLInputElement>(registration.onBlur) : input.onBlur}
      />
      {hint ? (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      ) : null}
      <FieldMessage id={id} error={error} />
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
      <input
        type="checkbox"
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...registration}
      />
      <label htmlFor={id}>{label}</label>
      <FieldMessage id={id} error={error} />
    </div>
  );
}

/** A field's message, `{id}-error`, which the field names in aria-describedby. */
export function FieldMessage({ id, error }: { id: string; error?: FieldError }) {
  return error?.message ? (
    <p id={`${id}-error`} className="field-error">
      {error.message}
    </p>
  ) : null;
}

/** The form-level message: "Sorry, not all fields are filled out correctly." or a service error. */
export function FormAlert({ message, tone = 'error' }: { message: string | null; tone?: 'error' | 'success' }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={message ? `form-alert form-alert-${tone}` : 'form-alert-empty'}>
      {message}
    </div>
  );
}
