/**
 * Firebase Auth error codes met in Sign-in and security (re-authentication, new password, new address,
 * linking a provider) → keys of the `Security.errors` messages. Client-safe; anything unknown is `unknown`.
 */
const map: Record<string, SecurityErrorKey> = {
  'auth/wrong-password': 'wrongPassword',
  'auth/invalid-credential': 'wrongPassword',
  'auth/invalid-login-credentials': 'wrongPassword',
  'auth/weak-password': 'weakPassword',
  'auth/password-does-not-meet-requirements': 'weakPassword',
  'auth/too-many-requests': 'tooManyAttempts',
  'auth/email-already-in-use': 'emailInUse',
  'auth/invalid-email': 'invalidEmail',
  'auth/invalid-new-email': 'invalidEmail',
  'auth/credential-already-in-use': 'credentialInUse',
  'auth/account-exists-with-different-credential': 'credentialInUse',
  'auth/provider-already-linked': 'alreadyLinked',
  'auth/popup-closed-by-user': 'popupClosed',
  'auth/cancelled-popup-request': 'popupClosed',
  'auth/popup-blocked': 'popupBlocked',
  'auth/requires-recent-login': 'recentLogin',
  'auth/user-token-expired': 'recentLogin',
  'auth/user-mismatch': 'mismatch',
  'auth/network-request-failed': 'network',
};

export type SecurityErrorKey =
  | 'wrongPassword'
  | 'weakPassword'
  | 'tooManyAttempts'
  | 'emailInUse'
  | 'invalidEmail'
  | 'credentialInUse'
  | 'alreadyLinked'
  | 'popupClosed'
  | 'popupBlocked'
  | 'recentLogin'
  | 'mismatch'
  | 'network'
  | 'unknown';

export function securityErrorKey(error: unknown): SecurityErrorKey {
  const code = typeof error === 'object' && error && 'code' in error ? String((error as { code: unknown }).code) : '';
  return map[code.toLowerCase()] ?? 'unknown';
}

/** A refusal of POST /api/me/security, its message already in the page's language. */
export class SecurityRefusal extends Error {
  constructor(
    message: string,
    public readonly status: number,
  ) {
    super(message);
    this.name = 'SecurityRefusal';
  }
}
