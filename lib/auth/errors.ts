/**
 * Firebase Auth error codes (spec §8 and the usual ones) → keys of the `Auth.errors` messages.
 * No raw code ever reaches the screen: anything unknown is `unknown`.
 */
const map: Record<string, string> = {
  'auth/password-does-not-meet-requirements': 'passwordPolicy',
  'auth/weak-password': 'weakPassword',
  'auth/missing-recaptcha-token': 'recaptcha',
  'auth/invalid-recaptcha-token': 'recaptcha',
  'auth/multi-factor-auth-required': 'mfa',
  'auth/user-mismatch': 'userMismatch',
  'auth/popup-blocked': 'popupBlocked',
  'auth/popup-closed-by-user': 'popupClosed',
  'auth/cancelled-popup-request': 'cancelledPopup',
  'auth/unauthorized-domain': 'unauthorizedDomain',
  'auth/network-request-failed': 'network',
  'auth/invalid-api-key': 'invalidApiKey',
  'auth/api-key-not-valid.-please-pass-a-valid-api-key.': 'invalidApiKey',
  'auth/wrong-password': 'wrongPassword',
  'auth/invalid-credential': 'wrongPassword',
  'auth/invalid-login-credentials': 'wrongPassword',
  'auth/user-not-found': 'userNotFound',
  'auth/email-already-in-use': 'emailInUse',
  'auth/too-many-requests': 'tooManyRequests',
  'auth/user-disabled': 'userDisabled',
  'auth/expired-action-code': 'expiredCode',
  'auth/invalid-action-code': 'expiredCode',
  'auth/invalid-email': 'invalidEmail',
  'auth/account-exists-with-different-credential': 'differentCredential',
  'auth/operation-not-allowed': 'operationNotAllowed',
  'exhale/session': 'session',
};

export type AuthErrorKey =
  | 'passwordPolicy'
  | 'weakPassword'
  | 'recaptcha'
  | 'mfa'
  | 'userMismatch'
  | 'popupBlocked'
  | 'popupClosed'
  | 'cancelledPopup'
  | 'unauthorizedDomain'
  | 'network'
  | 'invalidApiKey'
  | 'wrongPassword'
  | 'userNotFound'
  | 'emailInUse'
  | 'tooManyRequests'
  | 'userDisabled'
  | 'expiredCode'
  | 'invalidEmail'
  | 'differentCredential'
  | 'operationNotAllowed'
  | 'session'
  | 'unknown';

export function authErrorKey(error: unknown): AuthErrorKey {
  const code = typeof error === 'object' && error && 'code' in error ? String((error as { code: unknown }).code) : '';
  return (map[code.toLowerCase()] as AuthErrorKey | undefined) ?? 'unknown';
}

export const AUTH_ERROR_CODES = Object.keys(map);

/** Firebase Auth error codes of two-step verification (sign-in, enrolling, removing) → keys of `TwoStep.errors`. */
const twoStepMap: Record<string, TwoStepErrorKey> = {
  'auth/invalid-verification-code': 'wrongCode',
  'auth/missing-verification-code': 'wrongCode',
  'auth/code-expired': 'codeExpired',
  'auth/invalid-verification-id': 'codeExpired',
  'auth/missing-verification-id': 'codeExpired',
  'auth/too-many-requests': 'tooManyRequests',
  'auth/quota-exceeded': 'tooManyRequests',
  'auth/missing-recaptcha-token': 'recaptcha',
  'auth/invalid-recaptcha-token': 'recaptcha',
  'auth/captcha-check-failed': 'recaptcha',
  'auth/user-mismatch': 'userMismatch',
  'auth/invalid-phone-number': 'invalidPhone',
  'auth/missing-phone-number': 'invalidPhone',
  'auth/second-factor-already-in-use': 'phoneExists',
  'auth/maximum-second-factor-count-exceeded': 'tooManyFactors',
  'auth/unverified-email': 'unverifiedEmail',
  'auth/requires-recent-login': 'recentLogin',
  'auth/unsupported-first-factor': 'recentLogin',
  'auth/user-token-expired': 'recentLogin',
  'auth/invalid-multi-factor-session': 'sessionExpired',
  'auth/missing-multi-factor-session': 'sessionExpired',
  'auth/multi-factor-info-not-found': 'sessionExpired',
  'auth/missing-multi-factor-info': 'sessionExpired',
  'auth/network-request-failed': 'network',
  'auth/operation-not-allowed': 'notEnabled',
  'auth/wrong-password': 'wrongPassword',
  'auth/invalid-credential': 'wrongPassword',
  'auth/invalid-login-credentials': 'wrongPassword',
  'auth/popup-closed-by-user': 'popupClosed',
  'auth/popup-blocked': 'popupBlocked',
  'auth/user-disabled': 'userDisabled',
  'exhale/session': 'session',
};

export type TwoStepErrorKey =
  | 'wrongCode'
  | 'codeExpired'
  | 'tooManyRequests'
  | 'recaptcha'
  | 'userMismatch'
  | 'invalidPhone'
  | 'phoneExists'
  | 'tooManyFactors'
  | 'unverifiedEmail'
  | 'recentLogin'
  | 'sessionExpired'
  | 'network'
  | 'notEnabled'
  | 'wrongPassword'
  | 'popupClosed'
  | 'popupBlocked'
  | 'userDisabled'
  | 'session'
  | 'unknown';

export function twoStepErrorKey(error: unknown): TwoStepErrorKey {
  const code = typeof error === 'object' && error && 'code' in error ? String((error as { code: unknown }).code) : '';
  return twoStepMap[code.toLowerCase()] ?? 'unknown';
}

export const TWO_STEP_ERROR_CODES = Object.keys(twoStepMap);

/** A code the service answers when it wants a fresh reCAPTCHA: sending is retried once with a new verifier. */
export function wantsFreshRecaptcha(error: unknown): boolean {
  const code = typeof error === 'object' && error && 'code' in error ? String((error as { code: unknown }).code) : '';
  return code === 'auth/missing-recaptcha-token' || code === 'auth/invalid-recaptcha-token';
}
