'use client';

import type { TextareaHTMLAttributes } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { afterPress, FieldMessage } from './Field';

// Field kinds only some forms use (the admin area's): apart from Field.tsx, which every public page
// ships with the footer's newsletter form.

/** A labelled multi-line text field with its message; validated on blur like Field. */
export function TextareaField({
  id,
  label,
  error,
  registration,
  ...textarea
}: { id: string; label: string; error?: FieldError; registration: UseFormRegisterReturn } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...textarea}
        {...registration}
        onBlur={afterPress<HTMLTextAreaElement>(registration.onBlur)}
      />
      <FieldMessage id={id} error={error} />
    </div>
  );
}

/**
 * Checkboxes that fill one array field (e.g. the languages of a newsletter), in a fieldset with its
 * legend; the group's message is tied to the fieldset. Register with an onChange that triggers
 * validation, so the message follows each tick (spec §5: on dirty).
 */
export function CheckboxGroup({
  id,
  legend,
  options,
  error,
  registration,
}: {
  id: string;
  legend: string;
  options: ReadonlyArray<{ value: string; label: string; lang?: string }>;
  error?: FieldError;
  registration: UseFormRegisterReturn;
}) {
  return (
    <fieldset id={id} className="question" aria-describedby={error?.message ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      <div className="option-grid">
        {options.map((o) => (
          <label key={o.value} className="option" lang={o.lang}>
            <input type="checkbox" value={o.value} {...registration} /> {o.label}
          </label>
        ))}
      </div>
      <FieldMessage id={id} error={error} />
    </fieldset>
  );
}
