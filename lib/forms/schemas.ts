/**
 * Schemas for client forms, on zod/mini: the same validation core as the server's zod, but a few KB
 * in the browser instead of zod's whole chained API. Messages come in already translated.
 */
import { boolean, config, email, maxLength, minLength, pipe, refine, string, trim } from 'zod/mini';

// Zod compiles object parsers with `new Function` when it can, and probes for that on first use; our
// Content-Security-Policy forbids eval, so the probe would show up as a CSP violation in the browser's
// console (and fail Lighthouse's best practices). Jitless mode skips the probe, with the same results.
config({ jitless: true });

export { array, boolean, gte, int, literal, lte, maxLength, minLength, object, optional, refine, regex, string, toUpperCase, trim, union } from 'zod/mini';
export { enum as oneOf } from 'zod/mini';
export type { infer as Infer } from 'zod/mini';

/** A text field that must not be empty once trimmed. */
export const requiredText = (required: string) => string().check(trim(), minLength(1, required));

/** An email address: required, then well-formed and at most 254 characters (longer is no address: RFC 5321). */
export const EMAIL_MAX = 254;
export const emailField = (required: string, invalid: string) => pipe(requiredText(required), email(invalid).check(maxLength(EMAIL_MAX, invalid)));

/** A checkbox that must be ticked (consent, terms, confirmation). */
export const accepted = (required: string) => boolean().check(refine((v) => v, required));
