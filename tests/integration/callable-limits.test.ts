import { beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './setup';
import { call } from './members';

// The callables' rate limits as the table (lib/compose/functions.ts) gives them, through the real route
// handler, the Auth emulator's ID tokens and the real in-memory limiters (not mocked here).
const { functions } = await import('@/lib/compose/functions');

let guesser = '';
let other = '';
beforeAll(async () => {
  guesser = (await signUp(`guesser-${Date.now()}@example.test`, 'limits-pass-1')).idToken;
  other = (await signUp(`other-${Date.now()}@example.test`, 'limits-pass-1')).idToken;
}, 60_000);

describe('callable rate limits come from the function table', () => {
  it('every function has its auth and at least the per-address limit; user functions also a per-user one', () => {
    for (const [name, fn] of Object.entries(functions)) {
      expect(
        fn.limits.some((l) => l.per === 'ip'),
        name,
      ).toBe(true);
      expect(
        fn.limits.some((l) => l.per === 'user'),
        name,
      ).toBe(fn.auth === 'user');
    }
  });

  it('redeemCode: 10 guesses per user in 10 minutes, then RESOURCE_EXHAUSTED; other functions and other users are not held back', async () => {
    const guesses = [];
    for (let i = 0; i < 10; i++) guesses.push(await call('redeemCode', guesser, { code: `NOPE-NOPE-${String(i).padStart(4, '0')}` }));
    expect(guesses.map((g) => g.status)).toEqual(Array(10).fill(404));
    const eleventh = await call('redeemCode', guesser, { code: 'NOPE-NOPE-0010' });
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.error?.status).toBe('RESOURCE_EXHAUSTED');
    // The same user may still use the functions without the code limit …
    expect((await call('recordOnboardingStep', guesser, { step: 'welcome', at: new Date().toISOString(), platform: 'ios' })).status).toBe(200);
    // … and another user may still guess.
    expect((await call('redeemCode', other, { code: 'NOPE-NOPE-0011' })).status).toBe(404);
  }, 60_000);

  it("createChallenge: 30 an hour per account, on the web form's own counter; certificates count apart", async () => {
    const maker = (await signUp(`maker-${Date.now()}@example.test`, 'limits-pass-1')).idToken;
    // Bad input spends none of the 30 (as on the web).
    for (let i = 0; i < 5; i++) expect((await call('createChallenge', maker, { days: 0, startsOn: 'soon', name: '' })).status).toBe(400);
    const made = [];
    for (let i = 0; i < 30; i++) made.push((await call('createChallenge', maker, { days: 7, startsOn: '2026-12-01', name: `Ana ${i}` })).status);
    expect(made).toEqual(Array(30).fill(200));
    const over = await call('createChallenge', maker, { days: 7, startsOn: '2026-12-01', name: 'Ana 30' });
    expect(over.status).toBe(429);
    expect(over.body.error?.status).toBe('RESOURCE_EXHAUSTED');
    const certificate = await call('createCertificate', maker, { name: 'Ana', since: '2026-01-01', milestone: '1-month', showDays: true, locale: 'en-US' });
    expect(certificate.status).toBe(200);
    expect((await call('createChallenge', other, { days: 7, startsOn: '2026-12-01', name: 'Bo' })).status).toBe(200);
    // The web's form counts on the same counter (tests/integration/account.test.ts).
  }, 60_000);
});
