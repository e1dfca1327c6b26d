/**
 * Two-step verification (multi-factor sign-in), the parts server and browser share: whether an ID
 * token's sign-in used a second factor, how a phone number is shown, and what a number must look like.
 */

/**
 * The claim of the custom token a browser signs in with again after its member changed their second
 * factors (lib/auth/two-step.ts): every session of the account ends then, this browser's included,
 * and the new one keeps whether the change was proven with a second factor. Only our server can
 * mint custom tokens, so the claim cannot be forged.
 */
export const TWO_STEP_CLAIM = 'exhale_two_step';

/** The decoded ID token's word on it: `firebase.sign_in_second_factor` (a factor was used), or our claim. */
export function usedSecondFactor(decoded: { firebase?: { sign_in_second_factor?: unknown }; [claim: string]: unknown }): boolean {
  const factor = decoded.firebase?.sign_in_second_factor;
  return (typeof factor === 'string' && factor.length > 0) || decoded[TWO_STEP_CLAIM] === true;
}

/**
 * The last digits of a phone number, all that the page shows of it: from the whole number (the
 * server's user record) or a masked one (a sign-in's hint, `+*******6789`); '' when there are too few.
 */
export function phoneEnding(phone: string | null | undefined, digits = 4): string {
  const only = (phone ?? '').replace(/\D/g, '');
  return only.length >= digits ? only.slice(-digits) : '';
}

/** Limits of what a member types (a number in international form, and a name for it). */
export const PHONE_PATTERN = /^\+[1-9]\d{6,14}$/;
export const FACTOR_NAME_MAX = 60;
export const CODE_PATTERN = /^\d{6}$/;

/** The number as typed, in E.164 (`+4915112345678`), or null when it cannot be one. Spaces, dashes, dots and brackets are dropped. */
export function normalizePhone(input: string): string | null {
  const trimmed = input.trim();
  if (trimmed.length > 40) return null;
  const compact = trimmed.replace(/^00/, '+').replace(/[\s().\-/]/g, '');
  return PHONE_PATTERN.test(compact) ? compact : null;
}
