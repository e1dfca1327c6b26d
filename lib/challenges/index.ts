import 'server-only';
import type { z } from 'zod';
import { db as database, type Db } from '@/lib/db';
import { env } from '@/lib/env';
import type { CallContext } from '@/lib/api/callable';
import { localePrefixes } from '@/lib/i18n/locales';
import type { challenges } from '@/lib/db/schema';
import { hashToken, isToken, newToken } from '@/lib/security/tokens';
import { insertChallenge, insertInvite, insertParticipant, revokeOwnInvite, selectChallenge, selectInvite, selectParticipants } from './queries';
import type { challengeCall } from './schema';

export { challengeCall, joinInput } from './schema';

export const INVITE_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface Member {
  uid: string;
  name: string;
}

/** Creates a challenge with its owner as first participant, and an invitation link token. */
export async function createChallenge(db: Db, owner: Member, input: { days: number; startsOn: string }, now = new Date()) {
  const challenge = await insertChallenge(db, { uid: owner.uid, ownerName: owner.name, days: input.days, startsOn: input.startsOn });
  await insertParticipant(db, { challengeId: challenge.id, uid: owner.uid, name: owner.name });
  const token = newToken();
  await insertInvite(db, { tokenHash: hashToken(token), challengeId: challenge.id, uid: owner.uid, expiresAt: new Date(now.getTime() + INVITE_TTL_MS) });
  return { challengeId: challenge.id, inviteToken: token };
}

export type InviteView =
  | { status: 'unknown' }
  | { status: 'expired' | 'revoked' | 'ok'; challenge: typeof challenges.$inferSelect; participants: Array<{ uid: string; name: string }> };

/** What an invitation link shows: the challenge, who invited, who takes part, or why it no longer works. */
export async function viewInvite(db: Db, token: string, now = new Date()): Promise<InviteView> {
  if (!isToken(token)) return { status: 'unknown' };
  const invite = await selectInvite(db, hashToken(token));
  if (!invite) return { status: 'unknown' };
  const challenge = await selectChallenge(db, invite.challengeId);
  if (!challenge) return { status: 'unknown' };
  const participants = await selectParticipants(db, challenge.id);
  const status = invite.revokedAt ? 'revoked' : invite.expiresAt <= now ? 'expired' : 'ok';
  return { status, challenge, participants };
}

/** Joins through a valid invitation; joining twice is harmless. */
export async function joinChallenge(db: Db, token: string, member: Member, now = new Date()): Promise<InviteView['status']> {
  const view = await viewInvite(db, token, now);
  if (view.status !== 'ok') return view.status;
  await insertParticipant(db, { challengeId: view.challenge.id, uid: member.uid, name: member.name });
  return 'ok';
}

/** The owner revokes an invitation link. */
export async function revokeInvite(db: Db, token: string, ownerUid: string, now = new Date()): Promise<boolean> {
  return revokeOwnInvite(db, hashToken(token), ownerUid, now);
}

/** The `createChallenge` callable (a signed-in app user): the challenge and its invite link. */
export async function createChallengeCall(data: z.output<typeof challengeCall>, ctx: CallContext) {
  const { challengeId, inviteToken } = await createChallenge(await database(), { uid: ctx.uid!, name: data.name }, data);
  const inviteUrl = new URL(`${localePrefixes[data.locale]}/challenge-invite/${inviteToken}`, env().SITE_URL).toString();
  return { challengeId, inviteUrl };
}
