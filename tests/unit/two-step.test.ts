import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { authErrorKey, twoStepErrorKey, TWO_STEP_ERROR_CODES, wantsFreshRecaptcha } from '@/lib/auth/errors';
import { normalizePhone, phoneEnding, usedSecondFactor, TWO_STEP_CLAIM } from '@/lib/auth/second-factor';
import { signSession, verifySession } from '@/lib/auth/session';
import { adminSecondFactorRequired } from '@/lib/env';
import { locales } from '@/lib/i18n/locales';
import { smsCodesIn } from '../../scripts/emulator.mjs';

const err = (code: string) => Object.assign(new Error(code), { code });
const messages = Object.fromEntries(
  locales.map((l) => [
    l,
    JSON.parse(readFileSync(new URL(`../../messages/${l}.json`, import.meta.url), 'utf8')) as { TwoStep: { errors: Record<string, string> } },
  ]),
);

describe('two-step errors (lib/auth/errors.ts)', () => {
  it('names each error of the code step by what the member can do about it', () => {
    expect(twoStepErrorKey(err('auth/invalid-verification-code'))).toBe('wrongCode');
    expect(twoStepErrorKey(err('auth/code-expired'))).toBe('codeExpired');
    expect(twoStepErrorKey(err('auth/too-many-requests'))).toBe('tooManyRequests');
    expect(twoStepErrorKey(err('auth/missing-recaptcha-token'))).toBe('recaptcha');
    expect(twoStepErrorKey(err('auth/user-mismatch'))).toBe('userMismatch');
    expect(twoStepErrorKey(err('auth/requires-recent-login'))).toBe('recentLogin');
    expect(twoStepErrorKey(err('auth/second-factor-already-in-use'))).toBe('phoneExists');
    expect(twoStepErrorKey(err('auth/invalid-multi-factor-session'))).toBe('sessionExpired');
  });

  it('never shows a raw code: anything else, or no error object, is "unknown"', () => {
    for (const e of [err('auth/brand-new'), new Error('x'), null, 'auth/code-expired', { code: 42 }]) expect(twoStepErrorKey(e)).toBe('unknown');
  });

  it('has a message for every key it can answer, in all 9 languages', () => {
    const keys = new Set([...TWO_STEP_ERROR_CODES.map((c) => twoStepErrorKey(err(c))), 'unknown']);
    for (const locale of locales) for (const key of keys) expect(messages[locale]!.TwoStep.errors[key], `${locale} ${key}`).toMatch(/\S/);
  });

  it('leaves the sign-in form to start the code step: auth/multi-factor-auth-required is no longer a dead end', () => {
    expect(authErrorKey(err('auth/multi-factor-auth-required'))).toBe('mfa');
    expect(messages['en-US']!.TwoStep.errors).toBeDefined();
    const en = JSON.parse(readFileSync(new URL('../../messages/en-US.json', import.meta.url), 'utf8')) as { Auth: { errors: { mfa: string } } };
    expect(en.Auth.errors.mfa).not.toMatch(/does not support/);
  });

  it('asks for a fresh reCAPTCHA only for the service’s reCAPTCHA answers', () => {
    expect(wantsFreshRecaptcha(err('auth/missing-recaptcha-token'))).toBe(true);
    expect(wantsFreshRecaptcha(err('auth/invalid-recaptcha-token'))).toBe(true);
    expect(wantsFreshRecaptcha(err('auth/invalid-verification-code'))).toBe(false);
  });
});

describe('phone numbers (lib/auth/second-factor.ts)', () => {
  it('takes international numbers as people type them and gives E.164', () => {
    expect(normalizePhone('+49 151 2345-6789')).toBe('+4915123456789');
    expect(normalizePhone('0044 (7700) 900.123')).toBe('+447700900123');
    expect(normalizePhone(' +1 555 010 0199 ')).toBe('+15550100199');
  });

  it('refuses what cannot be one: no country code, letters, too short or too long', () => {
    for (const bad of ['0151 23456789', '+49 abc', '+12', '+0 555 0100', '+1234567890123456', '', '+'.padEnd(60, '1')])
      expect(normalizePhone(bad), bad).toBeNull();
  });

  it('shows only the last 4 digits, of a whole number or of the masked one a sign-in hints at', () => {
    expect(phoneEnding('+4915123456789')).toBe('6789');
    expect(phoneEnding('+*******6789')).toBe('6789');
    expect(phoneEnding('+***89')).toBe('');
    expect(phoneEnding(null)).toBe('');
  });
});

describe('whether a session used a second factor', () => {
  it('reads the ID token’s sign_in_second_factor, or our own claim after a change', () => {
    expect(usedSecondFactor({ firebase: { sign_in_second_factor: 'phone' } })).toBe(true);
    expect(usedSecondFactor({ firebase: {} })).toBe(false);
    expect(usedSecondFactor({ [TWO_STEP_CLAIM]: true })).toBe(true);
    expect(usedSecondFactor({ [TWO_STEP_CLAIM]: 'yes' })).toBe(false);
  });

  it('is kept in the session cookie, and a cookie without it has none', async () => {
    const key = ['k'.repeat(40)];
    expect((await verifySession(await signSession({ uid: 'u', email: null, admin: true, secondFactor: true }, key), key))?.secondFactor).toBe(true);
    expect((await verifySession(await signSession({ uid: 'u', email: null, admin: true }, key), key))?.secondFactor).toBe(false);
  });

  it('is required of admins when ADMIN_REQUIRE_SECOND_FACTOR says so: by default in production, not in embedded mode', () => {
    const required = (source: Record<string, string>) => adminSecondFactorRequired(source as unknown as NodeJS.ProcessEnv);
    expect(required({ EXHALE_MODE: 'embedded' })).toBe(false);
    expect(required({ EXHALE_MODE: 'production' })).toBe(true);
    expect(required({ EXHALE_MODE: 'embedded', ADMIN_REQUIRE_SECOND_FACTOR: 'true' })).toBe(true);
    expect(required({ EXHALE_MODE: 'production', ADMIN_REQUIRE_SECOND_FACTOR: 'false' })).toBe(false);
  });
});

describe('the codes the Auth emulator prints instead of sending a text (scripts/emulator.mjs)', () => {
  it('finds enrolment and sign-in codes with their numbers', () => {
    const out = 'i  auth: To enroll MFA with +15550100199, use the code 123456.\n✔  auth: To sign in with MFA using +4915123456789, use the code 654321.\n';
    expect(smsCodesIn(out).map(({ phone, code }) => [phone, code])).toEqual([
      ['+15550100199', '123456'],
      ['+4915123456789', '654321'],
    ]);
    expect(smsCodesIn('To reset the password for a@b.c, follow this link: http://x')).toEqual([]);
  });
});
