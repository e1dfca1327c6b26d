import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { UnsecuredJWT } from 'jose';
import { exchangeIdToken } from '@/lib/auth/exchange';
import { verifySession } from '@/lib/auth/session';
import { adminTeam, auditEntries, grantAdmin, rememberAdmin, revokeAdmin, RoleError, TEAM_PAGE_SIZE } from '@/lib/auth/roles';
import { openDb, type Db } from '@/lib/db';
import { auditLog } from '@/lib/auth/tables';

// Through the real parts: Google's Auth emulator and PGlite (real Postgres in WASM).
const host = process.env.FIREBASE_AUTH_EMULATOR_HOST!;
const KEY = 'integration-'.padEnd(40, 'x');
let app: App;
let auth: Auth;
let db: Db;
let close: () => Promise<void>;

async function signIn(email: string, password: string): Promise<string> {
  const res = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await res.json()) as { idToken: string };
  return body.idToken;
}

beforeAll(async () => {
  app = initializeApp({ projectId: 'demo-exhale' }, `it-${Date.now()}`);
  auth = getAuth(app);
  ({ db, close } = await openDb('memory://'));
});
afterAll(async () => {
  await close();
});

describe('token sync against the Auth emulator', () => {
  it('a real ID token gets a session; claims come from the user record', async () => {
    const email = `m${Date.now()}@example.test`;
    const user = await auth.createUser({ email, password: 'secret-123' });
    const r = await exchangeIdToken(await signIn(email, 'secret-123'), { auth, secrets: [KEY] });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(await verifySession(r.cookie, [KEY])).toMatchObject({ uid: user.uid, admin: false });

    await auth.setCustomUserClaims(user.uid, { admin: true });
    const again = await exchangeIdToken(await signIn(email, 'secret-123'), { auth, secrets: [KEY] });
    expect(again.ok && (await verifySession(again.cookie, [KEY]))?.admin).toBe(true);
  });

  it('a forged token for an unknown user gets no session', async () => {
    const now = Math.floor(Date.now() / 1000);
    const forged = new UnsecuredJWT({ user_id: 'nobody', email: 'x@evil.example', admin: true, auth_time: now, firebase: { sign_in_provider: 'password' } })
      .setIssuer('https://securetoken.google.com/demo-exhale')
      .setAudience('demo-exhale')
      .setSubject('nobody')
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .encode();
    const r = await exchangeIdToken(forged, { auth, secrets: [KEY] });
    expect(r).toMatchObject({ ok: false, status: 401 });
  });
});

describe('admin roles (lib/auth/roles.ts)', () => {
  it('grants and revokes the admin claim, revokes refresh tokens, and writes the audit log', async () => {
    const actor = await auth.createUser({ email: `a${Date.now()}@example.test` });
    await auth.setCustomUserClaims(actor.uid, { admin: true });
    const target = await auth.createUser({ email: `t${Date.now()}@example.test`, password: 'secret-123', emailVerified: true });
    await auth.setCustomUserClaims(target.uid, { beta: true });

    await grantAdmin({ uid: actor.uid, email: actor.email ?? null }, target.uid, { auth, db });
    expect((await auth.getUser(target.uid)).customClaims).toEqual({ beta: true, admin: true });

    const before = (await auth.getUser(target.uid)).tokensValidAfterTime;
    await new Promise((r) => setTimeout(r, 1100));
    await revokeAdmin({ uid: actor.uid, email: actor.email ?? null }, target.uid, { auth, db });
    const after = await auth.getUser(target.uid);
    expect(after.customClaims).toEqual({ beta: true });
    expect(Date.parse(after.tokensValidAfterTime!)).toBeGreaterThan(Date.parse(before ?? '0'));

    const log = await auditEntries(db, 10);
    expect(log.slice(0, 2).map((e) => [e.action, e.actorUid, e.targetUid])).toEqual([
      ['revoke-admin', actor.uid, target.uid],
      ['grant-admin', actor.uid, target.uid],
    ]);
  });

  it('refuses an unknown user and revoking oneself, and changes nothing', async () => {
    const actor = await auth.createUser({ email: `s${Date.now()}@example.test` });
    await auth.setCustomUserClaims(actor.uid, { admin: true });
    const count = (await auditEntries(db, 500)).length;
    await expect(grantAdmin({ uid: actor.uid, email: null }, 'no-such-uid', { auth, db })).rejects.toBeInstanceOf(RoleError);
    await expect(revokeAdmin({ uid: actor.uid, email: null }, actor.uid, { auth, db })).rejects.toThrow('self-revoke');
    expect((await auth.getUser(actor.uid)).customClaims).toEqual({ admin: true });
    expect((await auditEntries(db, 500)).length).toBe(count);
  });

  it('refuses admin rights to an address its owner never confirmed, unless an admin created the account here', async () => {
    const actor = await auth.createUser({ email: `v${Date.now()}@example.test` });
    await auth.setCustomUserClaims(actor.uid, { admin: true });
    const me = { uid: actor.uid, email: actor.email ?? null };
    // Someone registered a colleague's address with a password and never confirmed it.
    const squatter = await auth.createUser({ email: `colleague-${Date.now()}@example.test`, password: 'secret-123' });
    const count = (await auditEntries(db, 500)).length;
    await expect(grantAdmin(me, squatter.uid, { auth, db })).rejects.toMatchObject({ code: 'unverified' });
    expect((await auth.getUser(squatter.uid)).customClaims ?? {}).toEqual({});
    expect((await auditEntries(db, 500)).length).toBe(count);
    // Once its owner confirms the address, it can.
    await auth.updateUser(squatter.uid, { emailVerified: true });
    await grantAdmin(me, squatter.uid, { auth, db });
    expect((await auth.getUser(squatter.uid)).customClaims).toEqual({ admin: true });
    // An account an admin made on /admin/add-auth (audited as create-account) needs no confirmation yet.
    const added = await auth.createUser({ email: `added-${Date.now()}@example.test` });
    await db
      .insert(auditLog)
      .values({ actorUid: actor.uid, actorEmail: actor.email ?? null, targetUid: added.uid, targetEmail: added.email ?? null, action: 'create-account' });
    await grantAdmin(me, added.uid, { auth, db });
    expect((await auth.getUser(added.uid)).customClaims).toEqual({ admin: true });
  });

  it('two admins removing each other at once leave one of them an admin; the other is refused', async () => {
    const [a, b] = await Promise.all(['x', 'y'].map((k) => auth.createUser({ email: `${k}-${Date.now()}@example.test`, emailVerified: true })));
    for (const u of [a!, b!]) await grantAdmin({ uid: 'seed', email: null }, u.uid, { auth, db });
    const results = await Promise.allSettled([
      revokeAdmin({ uid: a!.uid, email: a!.email ?? null }, b!.uid, { auth, db }),
      revokeAdmin({ uid: b!.uid, email: b!.email ?? null }, a!.uid, { auth, db }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(RoleError);
    expect((refused.reason as RoleError).code).toBe('forbidden');
    const admins = [(await auth.getUser(a!.uid)).customClaims?.admin, (await auth.getUser(b!.uid)).customClaims?.admin].filter(Boolean);
    expect(admins).toHaveLength(1);
  });
});

describe('the admin list (admin_roles, paged, checked against the claims)', () => {
  it('lists admins granted in the app page by page, and drops those whose claim is gone', async () => {
    const { db: own, close: shut } = await openDb('memory://');
    try {
      const stamp = Date.now();
      const lead = await auth.createUser({ email: `lead-${stamp}@example.test` });
      await auth.setCustomUserClaims(lead.uid, { admin: true });
      const actor = { uid: lead.uid, email: lead.email ?? null };
      const made = await Promise.all(
        Array.from({ length: TEAM_PAGE_SIZE + 5 }, (_, i) =>
          auth.createUser({ email: `team${String(i).padStart(3, '0')}-${stamp}@example.test`, emailVerified: true }),
        ),
      );
      for (const u of made) await grantAdmin(actor, u.uid, { auth, db: own });
      const first = await adminTeam(own, auth, 1);
      expect(first).toMatchObject({ total: TEAM_PAGE_SIZE + 5, page: 1, pages: 2 });
      expect(first.admins).toHaveLength(TEAM_PAGE_SIZE);
      expect(first.admins[0]!.email).toBe(made[0]!.email);
      const second = await adminTeam(own, auth, 2);
      expect(second.admins.map((a) => a.email)).toEqual(made.slice(TEAM_PAGE_SIZE).map((u) => u.email));
      // A page past the end shows the last page; a revoked admin leaves the list.
      expect((await adminTeam(own, auth, 99)).page).toBe(2);
      await revokeAdmin(actor, made[0]!.uid, { auth, db: own });
      expect((await adminTeam(own, auth, 1)).admins.map((a) => a.uid)).not.toContain(made[0]!.uid);
      // The claim taken away outside the app (another tool, the console): gone on the next look.
      await auth.setCustomUserClaims(made[1]!.uid, {});
      const after = await adminTeam(own, auth, 1);
      expect(after.admins.map((a) => a.uid)).not.toContain(made[1]!.uid);
      expect(after.total).toBe(TEAM_PAGE_SIZE + 3);
      // A seeded admin appears once they are remembered (their first visit), without a duplicate.
      const seeded = await auth.createUser({ email: `seeded-${stamp}@example.test` });
      await auth.setCustomUserClaims(seeded.uid, { admin: true });
      await rememberAdmin(own, { uid: seeded.uid, email: seeded.email ?? null });
      await rememberAdmin(own, { uid: seeded.uid, email: seeded.email ?? null });
      expect((await adminTeam(own, auth, 1)).admins.filter((a) => a.uid === seeded.uid)).toHaveLength(1);
    } finally {
      await shut();
    }
  }, 60_000);
});
