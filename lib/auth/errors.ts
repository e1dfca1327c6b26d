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
