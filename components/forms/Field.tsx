'use client';

import { useEffect, useRef, type FocusEvent, type InputHTMLAttributes } from 'react';
import type { FieldError, FieldErrors, FieldValues, Path, RegisterOptions, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';

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
export function FieldMessage({ id, error }: { id: string; error?: Pick<FieldError, 'message'> }) {
  return error?.message ? (
    <p id={`${id}-error`} className="field-error">
      {error.message}
    </p>
  ) : null;
}

/**
 * The form-level message: "Sorry, not all fields are filled out correctly." or a service error.
 *
 * Given the form's field `errors`, the message is not a second copy of the fields' own: while a field
 * shows its error, a short form says the sentence only to screen readers (the fields' messages are not
 * announced by themselves), and a long form (`fields`: each field's name and element id, in the form's
 * order) makes it a summary that links to every invalid field and takes the focus. A message about
 * input the browser found fine (the server's, say) stays a visible box.
 */
export function FormAlert({
  message,
  tone = 'error',
  errors,
  fields,
}: {
  message: string | null;
  tone?: 'error' | 'success';
  errors?: Partial<Record<string, FieldError | undefined>> | FieldErrors;
  fields?: Record<string, string>;
}) {
  const summary = useRef<HTMLDivElement>(null);
  const invalid = errors ? Object.keys(errors).filter((name) => (errors as Record<string, FieldError | undefined>)[name]?.message) : [];
  // While a field shows its error the form cannot be sent, so the form's error is about the fields.
  const incomplete = tone === 'error' && Boolean(message) && invalid.length > 0;
  const listed = fields && incomplete ? Object.keys(fields).filter((name) => invalid.includes(name)) : [];
  // A long form's summary takes the focus when it appears, as a new message after pressing submit.
  const shown = listed.length > 0;
  useEffect(() => {
    if (shown) summary.current?.focus();
  }, [shown, message]);
  if (incomplete && listed.length) {
    return (
      <div role="alert" ref={summary} tabIndex={-1} className="form-alert form-alert-error error-summary">
        <p>{message}</p>
        <ul>
          {listed.map((name) => (
            <li key={name}>
              <a
                href={`#${fields![name]}`}
                onClick={(event) => {
                  // A group (a fieldset) is focused at its first control.
                  const element = document.getElementById(fields![name]!);
                  const target = element?.matches('input, select, textarea') ? element : element?.querySelector<HTMLElement>('input, select, textarea');
                  if (!target) return;
                  event.preventDefault();
                  target.focus();
                  target.scrollIntoView?.({ block: 'center' });
                }}
              >
                {(errors as Record<string, FieldError | undefined>)[name]!.message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (incomplete) {
    return (
      <div role="alert" className="visually-hidden">
        {message}
      </div>
    );
  }
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={message ? `form-alert form-alert-${tone}` : 'form-alert-empty'}>
      {message}
    </div>
  );
}
