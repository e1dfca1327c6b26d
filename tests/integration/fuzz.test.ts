import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import fc from 'fast-check';
import './setup'; // a data folder of its own, the session secret, the seeded database

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

const state = vi.hoisted(() => {
  process.env.STORYBLOK_WEBHOOK_SECRET = 'fuzz-webhook-secret-0123456789';
  return { cookie: undefined as string | undefined, calls: 0 };
});
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (name === 'token' && state.cookie ? { name, value: state.cookie } : undefined),
    getAll: () => (state.cookie ? [{ name: 'token', value: state.cookie }] : []),
    has: (name: string) => name === 'token' && !!state.cookie,
    set: () => {},
    delete: () => {},
  }),
  // A new client address for each call (198.51.100.0/24), so per-address limits do not stop the fuzzing.
  headers: async () => new Headers({ 'x-forwarded-for': '203.0.113.7', 'x-exhale-peer-address': `198.51.100.${(state.calls = (state.calls + 1) % 250)}` }),
  draftMode: async () => ({ isEnabled: false, enable: () => {}, disable: () => {} }),
}));
vi.mock('next/cache', () => ({ revalidatePath: () => {}, revalidateTag: () => {}, updateTag: () => {}, refresh: () => {}, unstable_cache: (f: unknown) => f }));
vi.mock('rate-limiter-flexible', () => {
  class Unlimited {
    consume = async () => ({ remainingPoints: 1, msBeforeNext: 0, consumedPoints: 0, isFirstInDuration: true });
    get = async () => null;
    delete = async () => true;
    penalty = async () => ({});
    reward = async () => ({});
  }
  return { RateLimiterMemory: Unlimited, RateLimiterRes: class {} };
});

const root = join(import.meta.dirname, '../..');
const RUNS = Number(process.env.FUZZ_RUNS) || 80;
const host = process.env.FIREBASE_AUTH_EMULATOR_HOST!;
const SECRET = 'local-app-server-secret-0123456789';

const { NextRequest } = await import('next/server');
const { adminAuth } = await import('@/lib/auth/firebase-admin');
const { signSession } = await import('@/lib/auth/session');
const { db } = await import('@/lib/db');
const schema = await import('@/lib/compose/all-tables');
const { functions } = await import('@/lib/compose/functions');
const { sql, getTableName, is } = await import('drizzle-orm');
const { PgTable } = await import('drizzle-orm/pg-core');

// ---------------------------------------------------------------- generators of bad values
const CONTROL = fc.constantFrom('\u0000', '\u0001', '\u0007', '\u0008', '\u000b', '\u000c', '\u001b', '\u001f', '\u007f');
const short = fc.string({ maxLength: 12 });
/** Strings no text field may accept: control characters, lone surrogates, far too long. */
const badText = fc.oneof(
  // Inside the text: at its edge a whitespace control character (\v, \f) is trimmed away, leaving good text.
  fc.tuple(short, CONTROL, short).map(([a, c, b]) => `x${a}${c}${b}x`),
  fc.tuple(short, fc.constantFrom('\ud800', '\udfff', '\ud83d'), short).map(([a, s, b]) => `${a}${s}${b}`),
  fc.constantFrom('x'.repeat(100_001), 'é'.repeat(60_000), '\u0000'.repeat(1000)),
);
const IMPOSSIBLE_DATES = [
  '2026-99-99',
  '2026-02-31',
  '2025-02-29',
  '2026-04-31',
  '2026-00-10',
  '2026-13-01',
  '0000-00-00',
  '0000-01-01',
  '10000-01-01',
  '275760-09-14',
  '+275760-09-14',
  '2026-1-1',
  '2026-01-01x',
];
const IMPOSSIBLE_TIMES = [
  '2026-02-31T00:00:00Z',
  '2026-99-99T99:99:99Z',
  '0000-00-00T00:00:00Z',
  '0000-01-01T00:00:00Z',
  '+275761-01-01T00:00:00Z',
  '2026-01-01T24:61:00Z',
  '2026-01-01T00:00:00+99:99',
];
const badNumber = fc.oneof(
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1e20, -1e20, 2 ** 53 + 2, -1, 0.5, 1e308, Number.MIN_VALUE),
  fc.double({ noInteger: true }),
);
const numericText = fc.constantFrom('1', '99999999999999999999', '1e400', 'NaN', '0x10');
/** Anything a Server Action's arguments can decode to, or a JSON body can carry. */
const junk = fc.anything({
  maxDepth: 3,
  withBigInt: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withSparseArray: true,
  withTypedArray: true,
  withBoxedValues: true,
  stringUnit: 'binary',
});
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}T/;

/** A value certainly wrong where `valid` is expected. */
function badFor(valid: unknown): fc.Arbitrary<unknown> {
  if (typeof valid === 'string') {
    if (DATE.test(valid)) return fc.oneof(fc.constantFrom(...IMPOSSIBLE_DATES), badText, badNumber);
    if (DATETIME.test(valid)) return fc.oneof(fc.constantFrom(...IMPOSSIBLE_TIMES, ...IMPOSSIBLE_DATES), badText, badNumber);
    return fc.oneof(badText, badNumber, fc.constant(null), fc.constant({}), fc.constant([]));
  }
  if (typeof valid === 'number') return fc.oneof(badNumber, numericText, badText, fc.constant(null), fc.boolean(), fc.constant([]));
  if (typeof valid === 'boolean') return fc.oneof(fc.constantFrom('true', 1, 0, null, 'yes', [], {}), badText);
  if (valid === null) return fc.oneof(badText, badNumber, fc.constant({}), fc.constant([]), fc.boolean());
  if (Array.isArray(valid))
    return fc.oneof(
      badText,
      badNumber,
      fc.constant(null),
      fc.constant({}),
      fc.array(badText, { minLength: 1, maxLength: 3 }),
      fc.constant(Array.from({ length: 10_000 }, () => 'x')),
    );
  if (valid instanceof FormData) return fc.oneof(badText, badNumber, fc.constant(null), fc.constant({}));
  return fc.oneof(badText, badNumber, fc.constant(null), fc.constant([]));
}

type Path = Array<string | number>;
/** A form a form-action receives, written as an object so that its fields can be mutated. */
const form = (fields: Record<string, string>) => ({ [FORM]: fields });
const FORM = '__form__';
const toForm = (v: unknown): unknown => {
  if (Array.isArray(v)) return v.map(toForm);
  if (v && typeof v === 'object' && FORM in v) {
    const f = new FormData();
    const fields = (v as Record<string, unknown>)[FORM];
    if (fields && typeof fields === 'object') for (const [k, x] of Object.entries(fields)) f.append(k, safeString(x));
    return f;
  }
  return v;
};
function safeString(v: unknown): string {
  try {
    return typeof v === 'string' ? v : (JSON.stringify(v, (_k, x) => (typeof x === 'bigint' ? `${x}n` : x)) ?? 'undefined');
  } catch {
    return '[unprintable]';
  }
}
function leafPaths(value: unknown, at: Path = []): Path[] {
  if (value && typeof value === 'object' && !Array.isArray(value))
    return [at, ...Object.entries(value).flatMap(([k, v]) => leafPaths(v, [...at, k]))].filter((p) => p.length);
  if (Array.isArray(value) && at.length === 0) return value.flatMap((v, i) => leafPaths(v, [i]));
  if (Array.isArray(value) && value.every((v) => typeof v === 'number')) return [at, ...value.map((_, i) => [...at, i])];
  return [at];
}
const getAt = (v: unknown, p: Path) => p.reduce<unknown>((o, k) => (o as Record<string | number, unknown>)[k], v);
function setAt(v: unknown, p: Path, x: unknown) {
  const parent = getAt(v, p.slice(0, -1)) as Record<string | number, unknown>;
  parent[p.at(-1)!] = x;
}

/** A valid example with one to three of its fields replaced by values wrong for them. */
function mutated(valid: unknown): fc.Arbitrary<unknown> {
  const paths = leafPaths(valid);
  return fc.subarray(paths, { minLength: 1, maxLength: Math.min(3, paths.length) }).chain((chosen) =>
    fc.tuple(...chosen.map((p) => badFor(getAt(valid, p)))).map((values) => {
      const copy = structuredClone(valid);
      chosen
        .map((p, i) => [p, values[i]] as const)
        .sort((a, b) => b[0].length - a[0].length)
        .forEach(([p, x]) => setAt(copy, p, x));
      return copy;
    }),
  );
}
/**
 * The issue's own findings, always tried first: each date field impossible (`2026-99-99`,
 * `2026-02-31`, `0000-00-00`), each text field with a NUL, each number field huge.
 */
function issueExamples(valid: unknown): unknown[] {
  return leafPaths(valid).flatMap((p) => {
    const v = getAt(valid, p);
    const values =
      typeof v === 'string'
        ? DATE.test(v)
          ? ['2026-99-99', '2026-02-31', '0000-00-00']
          : DATETIME.test(v)
            ? ['2026-02-31T10:00:00Z']
            : [`${v}\u0000`]
        : typeof v === 'number'
          ? [1e20]
          : [];
    return values.map((x) => {
      const copy = structuredClone(valid);
      setAt(copy, p, x);
      return copy;
    });
  });
}
const input = (valid: unknown) => fc.oneof({ weight: 4, arbitrary: mutated(valid) }, { weight: 1, arbitrary: junk });

/** Query strings and path values with odd encodings. */
const badParam = fc.oneof(
  badText,
  fc.constantFrom(
    '%ZZ',
    '%',
    '%00',
    '%C0%AF',
    '%E0%A4%A',
    '..%2F..%2F',
    '\\',
    "' or 1=1 --",
    '99999999999999999999',
    '-1',
    '0',
    '1e400',
    ...IMPOSSIBLE_DATES,
    '------------------------------------',
    '00000000-0000-0000-0000-00000000000g',
  ),
);
const rawQueryKey = fc.constantFrom(
  'from',
  'to',
  'page',
  'uid',
  'store',
  'status',
  'product',
  'sort',
  'locale',
  'lang',
  'platform',
  'code',
  'q',
  'redirect',
  'slug',
  'secret',
  'mode',
  'oobCode',
  'apiKey',
  'outbox',
  '_storyblok',
  'x',
);
const rawQueryValue = fc.oneof(
  fc.constantFrom(
    '%ZZ',
    '%',
    '%00',
    '%C0%AF',
    '%E0%A4%A',
    '%uD800',
    '0000-00-00',
    '2026-02-31',
    '2026-99-99',
    '99999999999999999999',
    '-5',
    '1.5',
    'NaN',
    '%FF%FE',
    'a%00b',
    '%2e%2e%2f',
  ),
  short.map(encodeURIComponent),
  fc.constant('x'.repeat(10_000)),
);
/** A query string as a client could type it, percent-encoding malformed or not. */
const rawQuery = fc.array(fc.tuple(rawQueryKey, rawQueryValue), { maxLength: 6 }).map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));
const rawBody = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"data":',
    'null',
    '[]',
    '"x"',
    '{"data":{"a":1}',
    '\u0000',
    '{"data":"\\u0000"}',
    '{"data":1e400}',
    '{"__proto__":{"x":1},"data":{}}',
    'x'.repeat(200_000),
  ),
  junk.map(safeString),
  fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.from(b).toString('latin1')),
);

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
type Who = 'anonymous' | 'member' | 'admin';
const cookies: Record<Who, string | undefined> = { anonymous: undefined, member: undefined, admin: undefined };
let idToken = '';
const fx = { certId: '', inviteToken: '', campaignId: '', listItemId: 0, memberUid: '' };
let tried = 0;
const found: string[] = [];
const accepted: string[] = [];

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

beforeAll(async () => {
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
}, 120_000);

/** A Next redirect or notFound thrown by a handler or action is an answer (3xx/404), not a failure. */
const isNextAnswer = (e: unknown) =>
  typeof (e as { digest?: unknown })?.digest === 'string' && /^(NEXT_REDIRECT|NEXT_HTTP_ERROR_FALLBACK;4\d\d)/.test((e as { digest: string }).digest);

const short1 = (v: unknown) => (typeof v === 'string' ? JSON.stringify(v) : safeString(v)).slice(0, 240);

/**
 * Runs one target; records a 5xx or throw, and (`mustRefuse`) an input the target accepted (2xx), and
 * afterwards any change in the database or the accounts.
 */
async function fuzz(
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
        tried++;
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
const validCall: Record<string, Record<string, unknown>> = {
  recordOnboardingStep: { step: 'welcome', at: '2026-05-01T10:00:00Z', platform: 'ios' },
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
  createCertificate: { name: 'Ana', since: '2025-01-01', milestone: '1-week', showDays: true, locale: 'de-DE' },
};

async function call(name: string, body: string, who: Who | 'secret') {
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
const jsonBody = (data: unknown) => {
  try {
    return JSON.stringify({ data }, (_k, x) => (typeof x === 'bigint' ? Number(x) : typeof x === 'number' && !Number.isFinite(x) ? `\u0000${x}` : x)) ?? '{}';
  } catch {
    return '{"data":null}';
  }
};

describe('fuzz: no 5xx, nothing written, for bad input at every boundary', () => {
  it('every callable, as anonymous caller, member and app server', async () => {
    found.length = 0;
    expect(Object.keys(validCall).sort(), 'every callable needs a valid example here').toEqual(Object.keys(functions).sort());
    for (const name of Object.keys(functions)) {
      for (const who of ['anonymous', 'member', 'secret'] as const) {
        await fuzz(
          `callable ${name} (${who})`,
          input(validCall[name]).map(jsonBody),
          (body) => call(name, body as string, who),
          RUNS,
          true,
          issueExamples(validCall[name]).map(jsonBody),
        );
      }
      await fuzz(
        `callable ${name} (raw bodies)`,
        rawBody,
        (body) => call(name, body as string, functions[name]!.auth === 'secret' ? 'secret' : 'member'),
        Math.ceil(RUNS / 2),
        true,
      );
    }
    await fuzz('callable (unknown names)', fc.tuple(badParam, rawBody), (x) => call(...(x as [string, string]), 'secret'), Math.ceil(RUNS / 4));
    expect(found).toEqual([]);
  }, 600_000);

  it('every Server Action, as anonymous caller, member and admin', async () => {
    found.length = 0;
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const f of readdirSync(dir)) {
        const p = join(dir, f);
        if (statSync(p).isDirectory()) walk(p);
        else if (/\.tsx?$/.test(f) && /^\s*['"]use server['"]/.test(readFileSync(p, 'utf8'))) files.push(relative(root, p));
      }
    };
    for (const dir of ['app', 'lib', 'components']) walk(join(root, dir));
    const validArgs: Record<string, unknown[]> = {
      updateCertificateAction: [fx.certId, { name: 'Ana', since: '2025-01-01', milestone: '1-month', showDays: false }],
      setAdminAction: [{ uid: fx.memberUid, admin: true }],
      addAccountAction: [{ email: 'fuzz-new@example.test', password: 'a-password-1', admin: true, locale: 'en-US' }],
      saveListItemAction: [{ kind: 'quit-reasons', key: 'fuzz-key', labels: { 'en-US': 'Fuzz', 'de-DE': 'Fuzz' }, active: true }],
      moveListItemAction: [{ kind: 'quit-reasons', id: fx.listItemId, direction: 'down' }],
      createCampaignAction: [
        {
          name: 'Fuzz campaign',
          grantDays: 30,
          validFrom: '2026-01-01',
          validUntil: '2027-01-01',
          count: 2,
          prefix: 'FZ',
          codeLength: 8,
          key: crypto.randomUUID(),
        },
      ],
      setCampaignActiveAction: [{ id: fx.campaignId, active: false }],
      sendNewsletterAction: [{ subject: 'Hello', body: 'A newsletter body.\nWith lines.', locales: ['en-US'], key: crypto.randomUUID() }],
      previewNewsletterAction: [{ subject: 'Hello', body: 'A **newsletter** body.\nWith [a link](https://exhale.example/).', locales: ['de-DE'] }],
      controlSendAction: [{ id: '00000000-0000-4000-8000-000000000000', action: 'pause' }],
      submitTestAction: [[1, 0, 1, 2, 0, 1], 'en-US'],
      testFormAction: [null, form({ q1: '1', q2: '0', q3: '1', q4: '2', q5: '0', q6: '1', locale: 'en-US' })],
      submitMotivationAction: [{ readiness: 5, confidence: 6, reasons: ['health'], interests: [], quitDate: null }, 'de-DE'],
      joinChallengeAction: [fx.inviteToken, `/de/challenge-invite/${fx.inviteToken}`],
      createChallengeAction: [{ days: 21, startsOn: '2026-12-01' }, 'de-DE'],
      createCertificateAction: [{ name: 'Ana', since: '2025-01-01', milestone: '1-month', showDays: false }, 'de-DE'],
      revokeInvitesAction: ['00000000-0000-4000-8000-000000000000'],
      renewInviteAction: ['00000000-0000-4000-8000-000000000000'],
      subscribeNewsletterAction: ['de-DE'],
      confirmAddressAction: ['fr-FR'],
      confirmNewAddressAction: ['it-IT'],
      subscribeAction: [{ email: 'fuzz-sub@example.test', consent: true, locale: 'en-US' }],
      deleteAccountAction: [{ confirm: true }],
      unsubscribeAction: [form({ token: 'A'.repeat(43), locale: 'de-DE' })],
      confirmSubscriptionAction: [form({ token: 'A'.repeat(43), locale: 'fr-FR' })],
    };
    // Actions without input: nothing to parse; as admin they do their (audited) work.
    const noInput = new Set(['retryOutboxAction', 'unsubscribeNewsletterAction']);
    const d = await db();
    const reason = (await d.select({ key: schema.quitReasons.key }).from(schema.quitReasons).limit(1))[0]!.key;
    (validArgs.submitMotivationAction![0] as { reasons: string[] }).reasons = [reason];
    let actions = 0;
    for (const file of files) {
      const mod = (await import(`@/${file.replace(/\.tsx?$/, '')}`)) as Record<string, unknown>;
      for (const [name, fn] of Object.entries(mod)) {
        if (typeof fn !== 'function') continue;
        actions++;
        const valid = validArgs[name];
        const arb = valid
          ? fc.oneof({ weight: 4, arbitrary: mutated(valid) }, { weight: 1, arbitrary: fc.array(junk, { maxLength: 3 }) })
          : fc.array(junk, { maxLength: 3 });
        if (!valid && !noInput.has(name)) found.push(`${file}#${name}: no valid example in the fuzz test`);
        for (const who of ['anonymous', 'member', 'admin'] as const) {
          if (noInput.has(name) && who === 'admin') continue;
          await fuzz(
            `action ${name} (${who})`,
            arb,
            async (args) => {
              state.cookie = cookies[who];
              const result = (await (fn as (...a: unknown[]) => Promise<unknown>)(...(toForm(args) as unknown[]))) as { status?: unknown } | undefined;
              return ['ok', 'sent', 'deleted'].includes(result?.status as string) ? 200 : 400;
            },
            RUNS,
            !noInput.has(name),
            valid ? issueExamples(valid) : [],
          );
        }
      }
    }
    state.cookie = undefined;
    expect(actions).toBeGreaterThanOrEqual(14);
    expect(found).toEqual([]);
  }, 600_000);

  it('every route handler, with odd queries, params, bodies and headers', async () => {
    found.length = 0;
    const routes: string[] = [];
    const walk = (dir: string) => {
      for (const f of readdirSync(dir)) {
        const p = join(dir, f);
        if (statSync(p).isDirectory()) walk(p);
        else if (f === 'route.ts') routes.push(relative(root, p));
      }
    };
    walk(join(root, 'app/api'));
    const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
    let handlers = 0;
    for (const file of routes) {
      const mod = (await import(`@/${file.replace(/\.ts$/, '')}`)) as Record<string, unknown>;
      const segments = [...file.matchAll(/\[(\w+)\]/g)].map((m) => m[1]!);
      for (const method of methods) {
        const handler = mod[method] as
          ((req: InstanceType<typeof NextRequest>, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>) | undefined;
        if (!handler) continue;
        handlers++;
        const request = fc.record({
          query: rawQuery,
          params: fc.tuple(...segments.map(() => fc.oneof(badParam, fc.constantFrom(fx.campaignId, fx.inviteToken, 'recordPurchase')))),
          body: rawBody,
          auth: fc.constantFrom('', `Bearer ${idToken}`, 'Bearer x.y.z', 'Basic Zm9vOmJhcg==', `Bearer ${'a'.repeat(5000)}`),
          signature: fc.constantFrom('', 'deadbeef', 'x'.repeat(1000)),
        });
        for (const who of ['anonymous', 'member', 'admin'] as const) {
          const plain = { query: '', params: segments.map(() => 'x'), body: '{}', auth: '', signature: '' };
          const examples = [
            ...[
              'from=0000-00-00',
              'to=2026-02-31',
              'page=99999999999999999999',
              'uid=%00',
              'product=%5C',
              'from=2026-99-99&to=0000-00-00&page=99999999999999999999&uid=%00&status=x&store=x&sort=x',
            ].map((query) => ({ ...plain, query })),
            ...(segments.length
              ? [
                  { ...plain, params: segments.map(() => '-'.repeat(36)) },
                  { ...plain, params: segments.map(() => '\u0000') },
                ]
              : []),
          ];
          await fuzz(
            `route ${method} ${file} (${who})`,
            request,
            async (r) => {
              const { query, body, auth, signature } = r as { query: string; params: string[]; body: string; auth: string; signature: string };
              // Path values arrive decoded from a URL, which cannot carry lone surrogates.
              const params = (r as { params: string[] }).params.map((p) => p.toWellFormed());
              state.cookie = cookies[who];
              const path = file
                .replace(/^app/, '')
                .replace(/\/route\.ts$/, '')
                .replace(/\[(\w+)\]/g, (_m, k: string) => encodeURIComponent(params[segments.indexOf(k)] ?? 'x'));
              let url: string;
              try {
                url = new URL(`http://localhost${path}?${query}`).toString();
              } catch {
                url = `http://localhost${path}`;
              }
              const headers = new Headers({ 'content-type': 'application/json', origin: 'http://localhost', 'x-forwarded-for': '203.0.113.9' });
              if (auth) headers.set('authorization', auth);
              if (signature) headers.set('webhook-signature', signature);
              if (cookies[who]) headers.set('cookie', `token=${cookies[who]}`);
              const req = new NextRequest(url, { method, headers, ...(method === 'GET' ? {} : { body }) });
              const res = await handler(req, { params: Promise.resolve(Object.fromEntries(segments.map((s, i) => [s, params[i]!]))) });
              await res.text();
              return res.status;
            },
            Math.ceil(RUNS / 2),
            false,
            examples,
          );
        }
      }
    }
    state.cookie = undefined;
    expect(handlers).toBeGreaterThanOrEqual(15);
    expect(found).toEqual([]);
  }, 600_000);

  it("the admin pages' searchParams and params, through the parsers and queries the pages use", async () => {
    found.length = 0;
    const { purchaseSearch, purchasePage } = await import('@/lib/purchases');
    const { motivationSearch, motivationReport } = await import('@/lib/surveys/report');
    const { funnelSearch, funnel } = await import('@/lib/funnel');
    const { emailSearch, subscriberPage } = await import('@/lib/newsletter');
    const { outboxPage } = await import('@/lib/email');
    const { campaignDetail, findCode } = await import('@/lib/campaigns');
    const { searchText } = await import('@/lib/http/search-params');
    const d = await db();
    const value = fc.oneof(badParam, numericText, fc.constantFrom(...IMPOSSIBLE_DATES, '2026-01-01', 'ios', 'price', 'de-DE', 'active'), short);
    const search = fc.dictionary(rawQueryKey, fc.oneof(value, fc.array(value, { minLength: 1, maxLength: 3 })), { maxKeys: 6 });
    const issue = [
      { from: '0000-00-00' },
      { page: '99999999999999999999' },
      { uid: '\u0000' },
      { to: '2026-02-31', from: '2026-99-99' },
      { product: '\\' },
      { page: ['2', '3'], uid: ['a', 'b'] },
    ];
    const pages: Record<string, (raw: Record<string, string | string[]>) => Promise<unknown>> = {
      purchases: (raw) => purchasePage(d, purchaseSearch(raw)),
      motivation: (raw) => {
        const s = motivationSearch(raw);
        return motivationReport(d, { from: s.from, to: s.to, locale: s.lang });
      },
      'onboarding-funnel': (raw) => funnel(d, funnelSearch(raw)),
      email: (raw) => {
        const s = emailSearch(raw);
        return Promise.all([subscriberPage(d, { status: s.status, locale: s.locale, page: s.page }), outboxPage(d, s.outbox)]);
      },
      'code-campaigns/[id]': async (raw) => {
        const id = String(raw.x ?? fx.campaignId);
        if (await campaignDetail(d, id)) await findCode(d, id, searchText(raw, 'code', 40));
      },
    };
    for (const [page, load] of Object.entries(pages)) {
      await fuzz(`admin page ${page}`, search, async (raw) => (await load(raw as Record<string, string | string[]>), 200), RUNS, false, issue);
    }
    expect(found).toEqual([]);
  }, 600_000);

  afterAll(() => {
    console.log(`fuzz: ${tried} generated inputs tried`);
  });
});
