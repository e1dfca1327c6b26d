/**
 * Field rules for the admin forms, on full zod, written once in each area's schema.ts and used twice:
 * by the form in the browser (with translated messages, `FormMessages`) and by the Server Action on
 * the server (without messages: its answer is only `invalid`). Client-safe.
 */
import { z } from 'zod';
import { isCleanText, isoDate } from '@/lib/validation/schema';
import { nameField } from '@/lib/validation/names';

// Zod compiles object parsers with `new Function` when it can, and probes for that on first use; the
// Content-Security-Policy forbids eval, so in the browser the probe would be a CSP violation.
z.config({ jitless: true });

/** Translated messages for a form's fields (components/admin/useFormMessages); absent on the server. */
export interface FormMessages {
  required: (name: string) => string;
  minLength: (name: string, min: number) => string;
  maxLength: (name: string, max: number) => string;
  number: (name: string) => string;
  range: (name: string, min: number, max: number) => string;
  email: () => string;
  invalid: () => string;
  /** A name with an invisible, control or direction-changing character (lib/validation/names). */
  nameCharacters: (name: string) => string;
}

/** `{ error }` for zod, or nothing (zod's own message) on the server. */
export const says = (message: string | undefined) => (message === undefined ? undefined : { error: message });

/**
 * Text a person typed: trimmed (unless `trim: false`), `min`–`max` characters, no control characters
 * (`multiline` allows tab and line breaks), no lone surrogates; very long input is refused unscanned.
 */
export function textField(o: { name: string; max: number; min?: number; multiline?: boolean; trim?: boolean }, m?: FormMessages) {
  const tooLong = says(m?.maxLength(o.name, o.max));
  const base = z.string().max(o.max * 2 + 1000, tooLong);
  let s = o.trim === false ? base : base.trim();
  if (o.min) s = s.min(1, says(m?.required(o.name)));
  if (o.min && o.min > 1) s = s.min(o.min, says(m?.minLength(o.name, o.min)));
  return s.max(o.max, tooLong).refine((v) => isCleanText(v, o.multiline), says(m?.invalid()) ?? { message: 'control characters are not allowed' });
}

/** A name a person chooses (textField's rules on its composed form, then lib/validation/names's characters refused). */
export const nameText = (o: { name: string; max: number; min?: number }, m?: FormMessages) => nameField(textField(o, m), says(m?.nameCharacters(o.name)));

/** A whole number `min`–`max`; in the browser an empty field (NaN) says "a number", a fraction or one out of range says the range. */
export function wholeNumber(o: { name: string; min: number; max: number }, m?: FormMessages) {
  const range = m?.range(o.name, o.min, o.max);
  return z
    .number(m ? { error: (issue) => (Number.isNaN(issue.input) ? m.number(o.name) : range) } : undefined)
    .int(says(range))
    .min(o.min, says(range))
    .max(o.max, says(range));
}

/** A real calendar date `YYYY-MM-DD` (lib/validation's isoDate); empty or malformed says "required". */
export const dateField = (o: { name: string }, m?: FormMessages) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, says(m?.required(o.name)))
    .pipe(isoDate);
