import 'server-only';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Auth } from 'firebase-admin/auth';
import type { Db } from '@/lib/db';
import { adminRoles, auditLog } from './tables';
import { revokeSessions } from './live';

export interface Actor {
  uid: string;
  email: string | null;
}

export class RoleError extends Error {
  constructor(public readonly code: 'not-found' | 'self-revoke' | 'forbidden' | 'unverified') {
    super(code);
    this.name = 'RoleError';
  }
}

type Deps = { auth: Pick<Auth, 'getUser' | 'setCustomUserClaims' | 'revokeRefreshTokens'>; db: Db; now?: Date };

/** Admins listed per page on /admin/user-roles. */
export const TEAM_PAGE_SIZE = 50;

async function target(deps: Deps, uid: string) {
  try {
    return await deps.auth.getUser(uid);
  } catch {
    throw new RoleError('not-found');
  }
}

/**
 * Whether an account may be made an admin: its owner has confirmed its address, or an admin created it
 * on /admin/add-auth (audited as create-account; its owner sets the password from the emailed link).
 * Anyone can register any address without confirming it, so an unconfirmed self-made account under a
 * colleague's address must not become an admin when someone looks that address up.
 */
async function mayBecomeAdmin(db: Db, user: { uid: string; emailVerified: boolean }): Promise<boolean> {
  if (user.emailVerified) return true;
  const made = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'create-account'), eq(auditLog.targetUid, user.uid)))
    .limit(1);
  return made.length > 0;
}

/** Writes a change of someone's rights to the audit log: who did it, to whom, and when. */
async function auditRights(deps: Deps, actor: Actor, user: { uid: string; email?: string | null }, action: 'grant-admin' | 'revoke-admin') {
  await deps.db.insert(auditLog).values({
    actorUid: actor.uid,
    actorEmail: actor.email,
    targetUid: user.uid,
    targetEmail: user.email ?? null,
    action,
    ...(deps.now ? { at: deps.now } : {}),
  });
}

/** Grants the admin claim (other claims kept) and writes the audit log; 'unverified': see mayBecomeAdmin. */
export async function grantAdmin(actor: Actor, targetUid: string, deps: Deps): Promise<void> {
  const user = await target(deps, targetUid);
  if (!(await mayBecomeAdmin(deps.db, user))) throw new RoleError('unverified');
  await deps.auth.setCustomUserClaims(user.uid, { ...(user.customClaims ?? {}), admin: true });
  await rememberAdmin(deps.db, { uid: user.uid, email: user.email ?? null });
  await auditRights(deps, actor, user, 'grant-admin');
}

/**
 * Revokes the admin claim, ends the user's sessions (refresh tokens revoked, the cached record
 * forgotten) so the change takes effect now (the server-side checks refuse cookies issued before),
 * and writes the audit log. An admin cannot revoke themself, so the team can never lock itself out by
 * accident; and revocations run one at a time (a database lock), each first checking at the identity
 * provider that its actor is still an admin, so two admins removing each other at once leave one
 * ('forbidden' for the second).
 */
export async function revokeAdmin(actor: Actor, targetUid: string, deps: Deps): Promise<void> {
  if (actor.uid === targetUid) throw new RoleError('self-revoke');
  const user = await target(deps, targetUid);
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('exhale:admin-roles'))`);
    const me = await deps.auth.getUser(actor.uid).catch(() => null);
    if (me?.customClaims?.admin !== true) throw new RoleError('forbidden');
    const claims = { ...(user.customClaims ?? {}) };
    delete claims.admin;
    await deps.auth.setCustomUserClaims(user.uid, claims);
    await tx.delete(adminRoles).where(eq(adminRoles.uid, user.uid));
  });
  await revokeSessions(user.uid, deps.auth);
  await auditRights(deps, actor, user, 'revoke-admin');
}

/** The newest audit entries first. */
export async function auditEntries(db: Db, limit = 50) {
  return db
    .select()
    .from(auditLog)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(Math.min(Math.max(limit, 1), 500));
}

/** Puts an admin on the team list (idempotent; keeps the address current). */
export async function rememberAdmin(db: Db, admin: Actor): Promise<void> {
  await db
    .insert(adminRoles)
    .values({ uid: admin.uid, email: admin.email })
    .onConflictDoUpdate({ target: adminRoles.uid, set: { email: admin.email } });
}

export interface TeamPage {
  admins: Array<{ uid: string; email: string | null; since: Date }>;
  total: number;
  page: number;
  pages: number;
}

/**
 * One page of the admin list, ordered by address, from the admin_roles table (the identity provider
 * has no query by claim). The page's accounts are looked up in one batch (`getUsers`, ≤ 100): an
 * account whose claim was taken away outside the app, or that no longer exists, leaves the list.
 */
export async function adminTeam(db: Db, auth: Pick<Auth, 'getUsers'>, page = 1): Promise<TeamPage> {
  const [{ n }] = (await db.select({ n: count() }).from(adminRoles)) as [{ n: number }];
  const pages = Math.max(1, Math.ceil(n / TEAM_PAGE_SIZE));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pages);
  const rows = await db
    .select()
    .from(adminRoles)
    .orderBy(asc(adminRoles.email), asc(adminRoles.uid))
    .limit(TEAM_PAGE_SIZE)
    .offset((current - 1) * TEAM_PAGE_SIZE);
  if (rows.length === 0) return { admins: [], total: n, page: current, pages };
  const found = await auth.getUsers(rows.map((r) => ({ uid: r.uid })));
  const byUid = new Map(found.users.map((u) => [u.uid, u]));
  const gone = rows.filter((r) => byUid.get(r.uid)?.customClaims?.admin !== true).map((r) => r.uid);
  if (gone.length > 0) await db.delete(adminRoles).where(inArray(adminRoles.uid, gone));
  const admins = rows.filter((r) => !gone.includes(r.uid)).map((r) => ({ uid: r.uid, email: byUid.get(r.uid)?.email ?? r.email, since: r.since }));
  return { admins, total: n - gone.length, page: current, pages };
}
