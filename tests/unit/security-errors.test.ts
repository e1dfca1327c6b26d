import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales } from '@/lib/i18n/locales';
import { securityErrorKey } from '@/lib/auth/security-errors';

// What Sign-in and security says when Firebase refuses a change: each code the forms meet has its own
// message, in every language; an unknown code gets the general one, never the raw code.
const messages = (locale: string) =>
  JSON.parse(readFileSync(join(process.cwd(), 'messages', `${locale}.json`), 'utf8')).Security.errors as Record<string, string>;

describe('Sign-in and security errors', () => {
  const cases: Array<[string, string]> = [
    ['auth/wrong-password', 'wrongPassword'],
    ['auth/invalid-credential', 'wrongPassword'],
    ['auth/weak-password', 'weakPassword'],
    ['auth/password-does-not-meet-requirements', 'weakPassword'],
    ['auth/too-many-requests', 'tooManyAttempts'],
    ['auth/requires-recent-login', 'recentLogin'],
    ['auth/credential-already-in-use', 'credentialInUse'],
    ['auth/email-already-in-use', 'emailInUse'],
    ['auth/popup-closed-by-user', 'popupClosed'],
    ['auth/no-such-code', 'unknown'],
  ];

  it.each(cases)('%s → %s', (code, key) => {
    expect(securityErrorKey(Object.assign(new Error('x'), { code }))).toBe(key);
  });

  it.each(locales)('%s has a message of its own for each', (locale) => {
    const english = messages('en-US');
    const own = messages(locale);
    for (const [, key] of cases) {
      expect(own[key], key).toBeTruthy();
      if (locale !== 'en-US') expect(own[key], key).not.toBe(english[key]);
    }
    expect(securityErrorKey('not an error')).toBe('unknown');
  });
});
