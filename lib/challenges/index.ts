import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { challengeInvites, challengeParticipants, challenges } from '@/lib/db/schema';
import { hashToken, isToken, newToken } from '@/lib/security/tokens';

export const INVITE_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface Member {
  uid: string;
  name: string;
}

/** Creates a challenge with its owner as first participant, and an invitation link token. */
export async function createChallenge(db: Db, owner: Member, input: { days: number; startsOn: string }, now = new Date()) {
  const [challenge] = await db.insert(challenges).values({ uid: owner.uid, ownerName: owner.name, days: input.days, startsOn: input.startsOn }).returning();
  await db.insert(challengeParticipants).values({ challengeId: challenge!.id, uid: owner.uid, name: owner.name });
  const token = newToken();
  await db.insert(challengeInvites).values({ tokenHash: hashToken(token), challengeId: challenge!.id, uid: owner.uid, expiresAt: new Date(now.getTime() + INVITE_TTL_MS) });
  return { challengeId: challenge!.id, inviteToken: token };
}

export type InviteView =
  | { status: 'unknown' }
  | { status: 'expired' | 'revoked' | 'ok'; challenge: typeof challenges.$inferSelect; participants: Array<{ uid: string; name: string }> };

/** What an invitation link shows: the challenge, who invited, who takes part, or why it no longer works. */
export async function viewInvite(db: Db, token: string, now = new Date()): Promise<InviteView> {
  if (!isToken(token)) return { status: 'unknown' };
  const [invite] = await db.select().from(challengeInvites).where(eq(challengeInvites.tokenHash, hashToken(token)));
  if (!invite) return { status: 'unknown' };
  const [challenge] = await db.select().from(challenges).where(eq(challenges.id, invite.challengeId));
  if (!challenge) return { status: 'unknown' };
  const participants = await db
    .select({ uid: challengeParticipants.uid, name: challengeParticipants.name })
    .from(challengeParticipants)
    .where(eq(challengeParticipants.challengeId, challenge.id))
    .orderBy(asc(challengeParticipants.joinedAt));
  const status = invite.revokedAt ? 'revoked' : invite.expiresAt <= now ? 'expired' : 'ok';
  return { status, challenge, participants };
}

/** Joins through a valid invitation; joining twice is harmless. */
export async function joinChallenge(db: Db, token: string, member: Member, now = new Date()): Promise<InviteView['status']> {
  const view = await viewInvite(db, token, now);
  if (view.status !== 'ok') return view.status;
  await db.insert(challengeParticipants).values({ challengeId: view.challenge.id, uid: member.uid, name: member.name }).onConflictDoNothing();
  return 'ok';
}

/** The owner revokes an invitation link. */
export async function revokeInvite(db: Db, token: string, ownerUid: string, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(challengeInvites)
    .set({ revokedAt: now })
    .where(and(eq(challengeInvites.tokenHash, hashToken(token)), eq(challengeInvites.uid, ownerUid)))
    .returning({ h: challengeInvites.tokenHash });
  return rows.length > 0;
}
