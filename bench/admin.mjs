// The bench's admin part: the bench seed in PostgreSQL (bench/seed.ts), the seeded admin's session,
// and the admin pages' time to the last byte.
import { spawnSync } from 'node:child_process';
import { bin, root } from '../scripts/serve.mjs';
import { median, percentile } from './measure.mjs';

// tsx runs with the react-server condition, as Next.js does for server code: `import 'server-only'`
// in lib/ resolves to its empty server build instead of throwing.
/** Fills the bench database (idempotent). Returns the seed's report, or null with the reason printed. */
export function seed({ databaseUrl, env }) {
  if (databaseUrl === 'off') {
    console.log('[bench] admin pages skipped: BENCH_DATABASE_URL=off');
    return null;
  }
  const r = spawnSync(bin('tsx'), ['--conditions=react-server', 'bench/seed.ts', databaseUrl], { cwd: root, env, encoding: 'utf8' });
  if (r.status !== 0) {
    const reason =
      /ECONNREFUSED|ENOTFOUND|timeout|password authentication failed|permission denied[^\n]*/i.exec(r.stderr)?.[0] ??
      r.stderr.trim().split('\n').slice(0, 3).join(' ');
    console.log(`[bench] admin pages skipped: no PostgreSQL at ${databaseUrl.replace(/:[^:@/]+@/, ':***@')} (${reason})`);
    return null;
  }
  const report = JSON.parse(r.stdout.trim().split('\n').pop());
  console.log('[bench] bench seed:', JSON.stringify(report.counts), 'ms:', JSON.stringify(report.ms));
  return report;
}

export const ADMIN = { email: 'admin@example.test', password: 'local-admin-password' };
export const MEMBER = { email: 'member@example.test', password: 'local-member-password' };

/** Signs a seeded account in at the emulator: its ID token and uid. */
async function signIn(emulatorHost, { email, password }) {
  const res = await fetch(`http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const { idToken, localId } = await res.json();
  if (!idToken) throw new Error(`the emulator did not sign in ${email}`);
  return { idToken, uid: localId };
}

/** A seeded account's session cookie: an ID token from the emulator, exchanged at POST /api/session. */
export async function sessionCookie({ app, site, emulatorHost }, account) {
  const { idToken } = await signIn(emulatorHost, account);
  const session = await fetch(`${app}/api/session`, { method: 'POST', headers: { Authorization: `Bearer ${idToken}`, Origin: site } });
  if (session.status !== 200) throw new Error(`POST /api/session answered ${session.status}`);
  return session.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** The seeded member's year of check-ins and five challenges (bench/seed-member.ts). Returns its report. */
async function seedMember({ databaseUrl, env, emulatorHost }) {
  const { uid } = await signIn(emulatorHost, MEMBER);
  const r = spawnSync(bin('tsx'), ['--conditions=react-server', 'bench/seed-member.ts', databaseUrl, uid], { cwd: root, env, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`bench/seed-member.ts: ${r.stderr.trim().split('\n').slice(0, 3).join(' ')}`);
  return JSON.parse(r.stdout.trim().split('\n').pop());
}

/** Time to the last byte of each page as the admin (or `account`), round-robin over the pages; median and p95. */
export async function adminTimes(pages, { app, site, emulatorHost, adminRequests, account = ADMIN }) {
  const cookie = await sessionCookie({ app, site, emulatorHost }, account);
  const get = async (path) => {
    const t0 = performance.now();
    const res = await fetch(app + path, { headers: { cookie }, redirect: 'manual' });
    const body = await res.text();
    const ms = performance.now() - t0;
    if (res.status !== 200 || !body.includes('<h1')) throw new Error(`${path} answered ${res.status}`);
    return ms;
  };
  for (const p of pages) await get(p.path); // warm-up: compiled route, pooled connection
  const times = Object.fromEntries(pages.map((p) => [p.path, []]));
  for (let i = 0; i < adminRequests; i++) for (const p of pages) times[p.path].push(await get(p.path));
  return pages.map((p) => ({
    page: p.label,
    path: p.path,
    reference: p.reference === true,
    medianMs: Math.round(median(times[p.path])),
    p95Ms: Math.round(percentile(times[p.path], 0.95)),
    requests: adminRequests,
  }));
}

/**
 * Every admin page of the route table, as the bench seed fills them, with a same-run reference: a page
 * that reads no table (a form). The dashboard and the funnel also over a year (366 days, the longest
 * period), where their cost used to grow with the events.
 */
export const adminPages = (campaignId) => [
  { label: 'reference: add account (no data)', path: '/admin/add-auth', reference: true },
  { label: 'dashboard', path: '/admin' },
  { label: 'dashboard, 90 days', path: '/admin?period=90' },
  { label: 'dashboard, a year', path: `/admin?period=custom&from=${yearAgo()}&to=${today()}` },
  { label: 'funnel, default period', path: '/admin/onboarding-funnel' },
  { label: 'funnel, iOS', path: '/admin/onboarding-funnel?platform=ios' },
  { label: 'funnel, a year', path: `/admin/onboarding-funnel?period=custom&from=${yearAgo()}&to=${today()}` },
  { label: "funnel, one user's events", path: '/admin/onboarding-funnel/bench-user-1' },
  { label: 'purchases', path: '/admin/purchases' },
  { label: 'purchases, filtered, page 20', path: '/admin/purchases?store=app-store&status=purchased&page=20' },
  { label: 'purchases, page 200', path: '/admin/purchases?page=200' },
  { label: 'campaign list', path: '/admin/code-campaigns' },
  { label: 'campaign, 100 000 codes', path: `/admin/code-campaigns/${campaignId}` },
  { label: 'email (100 000 subscribers)', path: '/admin/email' },
  { label: 'support inbox', path: '/admin/support' },
  { label: 'user roles', path: '/admin/user-roles' },
  { label: 'quit reasons', path: '/admin/quit-reasons' },
  { label: 'interests', path: '/admin/interests' },
  { label: 'motivation answers', path: '/admin/motivation' },
];
const today = () => new Date().toISOString().slice(0, 10);
const yearAgo = () => new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);

/** /account's time to the last byte for the seeded member, after seeding a year of check-ins and five challenges. */
export async function accountTime({ databaseUrl, env, app, site, emulatorHost, adminRequests }) {
  const member = await seedMember({ databaseUrl, env, emulatorHost });
  console.log('[bench] member seed:', JSON.stringify(member.counts));
  const [row] = await adminTimes([{ label: '/account, a year of check-ins, five challenges', path: '/account' }], {
    app,
    site,
    emulatorHost,
    adminRequests,
    account: MEMBER,
  });
  return row;
}
