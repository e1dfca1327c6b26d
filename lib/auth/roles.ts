import 'server-only';
import { desc } from 'drizzle-orm';
import type { Auth } from 'firebase-admin/auth';
import type { Db } from '@/lib/db';
import { auditLog } from '@/lib/db/schema';
import { revokeSessions } from './live';

export interface Actor {
  uid: string;
  email: string | null;
}

export class RoleError extends Error {
  constructor(public readonly code: 'not-found' | 'self-revoke') {
    super(code);
    this.name = 'RoleError';
  }
}

type Deps = { auth: Pick<Auth, 'getUser' | 'setCustomUserClaims' | 'revokeRefreshTokens'>; db: Db; now?: Date };

async function target(deps: Deps, uid: string) {
  try {
    return await deps.auth.getUser(uid);
  } catch {
    throw new RoleError('not-found');
  }
}

/** Grants the admin claim (other claims kept) and writes the audit log. */
export async function grantAdmin(actor: Actor, targetUid: string, deps: Deps): Promise<void> {
  const user = await target(deps, targetUid);
  await deps.auth.setCustomUserClaims(user.uid, { ...(user.customClaims ?? {}), admin: true });
  await deps.db.insert(auditLog).values({
    actorUid: actor.uid,
    actorEmail: actor.email,
    targetUid: user.uid,
    targetEmail: user.email ?? null,
    action: 'grant-admin',
    ...(deps.now ? { at: deps.now } : {}),
  });
}

/**
 * Revokes the admin claim, ends the user's sessions (refresh tokens revoked, the cached record
 * forgotten) so the change takes effect now (the server-side checks refuse cookies issued before),
 * and writes the audit log. An admin
 * cannot revoke themself, so the team can never lock itself out by accident.
 */
export async function revokeAdmin(actor: Actor, targetUid: string, deps: Deps): Promise<void> {
  if (actor.uid === targetUid) throw new RoleError('self-revoke');
  const user = await target(deps, targetUid);
  const claims = { ...(user.customClaims ?? {}) };
  delete claims.admin;
  await deps.auth.setCustomUserClaims(user.uid, claims);
  await revokeSessions(user.uid, deps.auth);
  await deps.db.insert(auditLog).values({
    actorUid: actor.uid,
    actorEmail: actor.email,
    targetUid: user.uid,
    targetEmail: user.email ?? null,
    action: 'revoke-admin',
    ...(deps.now ? { at: deps.now } : {}),
  });
}

/** The newest audit entries first. */
export async function auditEntries(db: Db, limit = 50) {
  return db
    .select()
    .from(auditLog)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(Math.min(Math.max(limit, 1), 500));
}
