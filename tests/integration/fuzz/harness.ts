import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { safeString } from './generators';

import { state } from './mocks';

/**
 * The fuzz test of issue #13: every route handler (app/api/**\/route.ts), every Server Action (every
 * export of a 'use server' module) and every callable (`/api/fn/{name}` through its route handler) gets
 * generated bad input — wrong types, huge numbers, impossible dates, NUL and control characters, lone
 * surrogates, very long strings, malformed JSON, odd percent-encoding — as an anonymous caller, a
 * signed-in member and an admin (callables: also with the app-server secret). It asserts that nothing
 * answers 5xx (a route handler's status, a callable's HTTP status, a Server Action that throws, which
 * Next answers with 500) and that no row of any table and no account changed.
 *
 * Real parts: the route modules and actions themselves, PGlite, the Auth emulator. Stubbed: Next's
 * request scope (cookies/headers/draftMode, revalidation), and the rate limiters, which would
 * otherwise answer 429 after 60–120 calls and stop the fuzz from reaching the parsers.
 *
 * Most inputs are a valid example with one to three fields replaced by a value that is wrong for that
 * field (so the parsers are reached with everything else valid); the rest is arbitrary junk.
 * FUZZ_RUNS sets the runs per target and identity (default 80).
 */
//
// This module is the fuzz tests' harness (the two fuzz-*.test.ts files stub the request scope with
// ./mocks.ts): the database and accounts checksum, the fixtures, the runner, the callables' valid
// examples. The app's modules it imports get the test file's mocks (vi.mock is hoisted above imports).
process.env.STORYBLOK_WEBHOOK_SECRET = 'fuzz-webhook-secret-0123456789';

export const root = join(import.meta.dirname, '../../..');
export const RUNS = Number(process.env.FUZZ_RUNS) || 80;
const host = process.env.FIREBASE_AUTH_EMULATOR_HOST!;
const SECRET = 'local-app-server-secret-0123456789';

import { NextRequest } from 'next/server';
import { adminAuth } from '@/lib/auth/firebase-admin';
import { signSession } from '@/lib/auth/session';
import { db } from '@/lib/db';
import * as schema from '@/lib/compose/all-tables';
import { functions } from '@/lib/compose/functions';
import { sql, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';

// ---------------------------------------------------------------- the state that must not change
async function checksum() {
  const d = await db();
  const tables = Object.values(schema as Record<string, unknown>).filter((t) => is(t, PgTable)) as Array<InstanceType<typeof PgTable>>;
  const out: Record<string, string> = {};
  for (const t of tables) {
    const name = getTableName(t);
    const rows = await d.execute(sql.raw(`select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from "${name}" t`));
    const r = ((rows as unknown as { rows?: unknown[] }).rows ?? (rows as unknown as unknown[]))[0] as { n: number; h: string };
    out[name] = `${r.n}:${r.h}`;
  }
  const users = await adminAuth().listUsers(1000);
  out['(accounts)'] = users.users
    .map((u) => `${u.uid}:${u.email}:${u.disabled}:${JSON.stringify(u.customClaims ?? {})}:${u.tokensValidAfterTime}`)
    .sort()
    .join('|');
  return out;
}

// ---------------------------------------------------------------- identities and fixtures
export type Who = 'anonymous' | 'member' | 'admin';
export const cookies: Record<Who, string | undefined> = { anonymous: undefined, member: undefined, admin: undefined };
export let idToken = '';
export const fx = { certId: '', inviteToken: '', campaignId: '', listItemId: 0, memberUid: '' };
/** How many generated inputs this file tried. */
export const tried = { n: 0 };
export const found: string[] = [];
export const accepted: string[] = [];

/**
 * Makes the account, then signs in to it: the emulator stamps a new account's validSince after the
 * sign-up's own sign-in time, so across a second boundary the sign-up's token counts as revoked.
 */
async function signUp(email: string, password: string) {
  const identity = (endpoint: string) =>
    fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:${endpoint}?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    });
  await identity('signUp');
  return (await (await identity('signInWithPassword')).json()) as { idToken: string; localId: string };
}

/** The accounts, session cookies and rows the valid examples name (run once per test file). */
export async function prepareFixtures() {
  const auth = adminAuth();
  const stamp = Date.now();
  const secret = [process.env.SESSION_SECRET!];
  const member = await signUp(`fuzz-member-${stamp}@example.test`, 'fuzz-pass-1');
  idToken = member.idToken;
  fx.memberUid = member.localId;
  await auth.updateUser(member.localId, { emailVerified: true }); // confirmed: setAdminAction's valid example may grant it
  const admin = await auth.createUser({ email: `fuzz-admin-${stamp}@example.test` });
  await auth.setCustomUserClaims(admin.uid, { admin: true });
  // Issued a moment after the accounts' tokensValidAfterTime (their creation), as a real sign-in is.
  cookies.member = await signSession({ uid: member.localId, email: `fuzz-member-${stamp}@example.test`, admin: false }, secret, Date.now() + 2_000);
  cookies.admin = await signSession({ uid: admin.uid, email: admin.email!, admin: true }, secret, Date.now() + 2_000);

  const d = await db();
  const { createCertificate } = await import('@/lib/certificates');
  const { createChallenge } = await import('@/lib/challenges');
  const { createCampaign } = await import('@/lib/campaigns');
  fx.certId = (await createCertificate(d, member.localId, { name: 'Fuzz', since: '2025-01-01', milestone: '1-week', showDays: true })).id;
  fx.inviteToken = (await createChallenge(d, { uid: admin.uid, name: 'Owner' }, { days: 21, startsOn: '2026-12-01' })).inviteToken;
  fx.campaignId = (
    await createCampaign(d, { name: 'Fuzz', grantDays: 7, validFrom: new Date(), validUntil: new Date(Date.now() + 86_400_000), count: 2 })
  ).campaign.id;
  fx.listItemId = (await d.select({ id: schema.quitReasons.id }).from(schema.quitReasons).limit(1))[0]!.id;
}

/** A Next redirect or notFound thrown by a handler or action is an answer (3xx/404), not a failure. */
export const isNextAnswer = (e: unknown) =>
  typeof (e as { digest?: unknown })?.digest === 'string' && /^(NEXT_REDIRECT|NEXT_HTTP_ERROR_FALLBACK;4\d\d)/.test((e as { digest: string }).digest);

const short1 = (v: unknown) => (typeof v === 'string' ? JSON.stringify(v) : safeString(v)).slice(0, 240);

/**
 * Runs one target; records a 5xx or throw, and (`mustRefuse`) an input the target accepted (2xx), and
 * afterwards any change in the database or the accounts.
 */
export async function fuzz(
  target: string,
  arb: fc.Arbitrary<unknown>,
  run: (x: unknown) => Promise<number>,
  runs = RUNS,
  mustRefuse = false,
  examples: unknown[] = [],
) {
  const before = await checksum();
  let failure: string | undefined;
  // A failure the server only logs (a callable's internal error, a CSV export that broke off after
  // its 200) counts as a 5xx too.
  const logged: string[] = [];
  const spy = vi
    .spyOn(console, 'error')
    .mockImplementation((...args: unknown[]) => void logged.push(args.map((a) => (a instanceof Error ? a.message : String(a))).join(' ')));
  await fc
    .assert(
      fc.asyncProperty(arb, async (x) => {
        tried.n++;
        logged.length = 0;
        let status: number;
        try {
          status = await run(x);
        } catch (error) {
          if (isNextAnswer(error)) return;
          failure ??= `${target} threw for ${short1(x)}: ${(error as Error)?.message?.slice(0, 200)}`;
          throw error;
        }
        if (status >= 500) failure ??= `${target} answered ${status} for ${short1(x)}`;
        expect(status, `${target} for ${short1(x)}`).toBeLessThan(500);
        if (logged.length) failure ??= `${target} logged an error for ${short1(x)}: ${logged[0]!.slice(0, 200)}`;
        expect(logged, `${target} for ${short1(x)}`).toEqual([]);
        if (mustRefuse && status < 400 && accepted.length < 20) accepted.push(`${target} accepted ${short1(x)}`);
      }),
      { numRuns: runs, endOnFailure: true, examples: examples.map((e) => [e] as [unknown]) },
    )
    .catch((error) => {
      found.push(failure ?? `${target}: ${(error as Error).message.slice(0, 300)}`);
    })
    .finally(() => spy.mockRestore());
  const after = await checksum();
  const changed = Object.keys(after).filter((k) => after[k] !== before[k]);
  if (changed.length) found.push(`${target} changed ${changed.join(', ')}`);
  found.push(...accepted.splice(0));
}

// ---------------------------------------------------------------- callables
export const validCall: Record<string, Record<string, unknown>> = {
  recordOnboardingStep: { step: 'welcome', at: new Date().toISOString(), platform: 'ios' },
  recordPurchase: {
    store: 'app-store',
    transactionId: 'tx-fuzz',
    uid: null,
    product: 'premium.yearly',
    priceMicros: 29_990_000,
    currency: 'EUR',
    status: 'purchased',
    purchasedAt: '2026-05-01T10:00:00Z',
    expiresAt: '2027-05-01T10:00:00Z',
  },
  redeemCode: { code: 'ZZZZ-ZZZZ-ZZZZ' },
  createChallenge: { days: 21, startsOn: '2026-12-01', name: 'Ana', locale: 'de-DE' },
  // A challenge the member is not in: each answers not-found and changes nothing.
  getChallenge: { id: '00000000-0000-4000-8000-000000000000' },
  leaveChallenge: { id: '00000000-0000-4000-8000-000000000000' },
  removeParticipant: { id: '00000000-0000-4000-8000-000000000000', participant: 'A'.repeat(22) },
  deleteChallenge: { id: '00000000-0000-4000-8000-000000000000' },
  createCertificate: { name: 'Ana', since: '2025-01-01', milestone: '1-week', showDays: true, locale: 'de-DE' },
  setQuitPlan: { quitDate: '2026-01-01', cigarettesPerDay: 20, packPrice: 8.5, packSize: 20, currency: 'EUR', timeZone: 'Europe/Berlin', reasons: ['health'] },
  getQuitPlan: {},
  checkIn: { day: new Date().toISOString().slice(0, 10), smokeFree: true, slips: 0, craving: 3, triggers: ['coffee'] },
  listCheckIns: { from: '2026-01-01', to: '2026-06-30' },
  setReminders: {
    kinds: { 'quit-eve': true, 'quit-morning': true, milestone: false, 'weekly-summary': true, 'check-in': true },
    checkInHour: 20,
    locale: 'de-DE',
  },
  getReminders: {},
};

export async function call(name: string, body: string, who: Who | 'secret') {
  const { POST } = await import('@/app/api/fn/[name]/route');
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (who === 'secret') headers['x-exhale-secret'] = SECRET;
  if (who === 'member' || who === 'admin') headers.authorization = `Bearer ${idToken}`;
  const res = await POST(new NextRequest(`http://localhost/api/fn/${encodeURIComponent(name.toWellFormed())}`, { method: 'POST', body, headers }), {
    params: Promise.resolve({ name }),
  });
  await res.text();
  return res.status;
}

/**
 * The JSON an app would send. NaN and the infinities become a string with a NUL (bad for every field):
 * JSON.stringify would make them null, a valid value of a nullable field (expiresAt), not a bad one.
 */
export const jsonBody = (data: unknown) => {
  try {
    return JSON.stringify({ data }, (_k, x) => (typeof x === 'bigint' ? Number(x) : typeof x === 'number' && !Number.isFinite(x) ? `\u0000${x}` : x)) ?? '{}';
  } catch {
    return '{"data":null}';
  }
};

/** The files under `dir` (recursively) that `keep` accepts, relative to the project. */
export function sourceFiles(dir: string, keep: (name: string, path: string) => boolean): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return sourceFiles(p, keep);
    return keep(f, p) ? [relative(root, p)] : [];
  });
}

/** Registers the fixtures (before the file's tests) and the count of tried inputs (after them). */
export function withFuzzFixtures() {
  beforeAll(prepareFixtures, 120_000);
  afterAll(() => console.log(`fuzz: ${tried.n} generated inputs tried`));
}

export { db, functions, NextRequest, readFileSync, schema, state };
