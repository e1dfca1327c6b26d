import 'server-only';
import { createHmac } from 'node:crypto';
import type { z } from 'zod';
import { db as database, onProcessDb, type Db } from '@/lib/db';
import { env } from '@/lib/env';
import { CallableError, type CallContext } from '@/lib/api/callable';
import { liveAccount } from '@/lib/auth/live';
import { localePrefixes, type Locale } from '@/lib/i18n/locales';
import type { challenges } from './tables';
import { hashToken, isToken, newToken, safeEqual } from '@/lib/security/tokens';
import { cleanedName } from '@/lib/validation/names';
import {
  deleteOwnChallenge,
  deleteParticipant,
  insertChallenge,
  insertInvite,
  insertParticipant,
  revokeOpenInvites,
  revokeOwnInvite,
  selectChallenge,
  selectInvite,
  selectMemberChallenges,
  selectOpenInvites,
  selectParticipants,
  selectParticipantsOf,
} from './queries';
import { OWNER_NAME_MAX, type ChallengeFields, type challengeCall, type challengeIdData, type removeParticipantData } from './schema';
import { participantRef, togetherOf, type Together } from './together';
import { lastDay } from './counter';

export {
  challengeCall,
  challengeFields,
  challengeIdData,
  challengeIdInput,
  challengeWebInput,
  joinInput,
  removeParticipantData,
  removeParticipantInput,
} from './schema';
export { challengeState, lastDay } from './counter';
export { participantDay, type ParticipantToday, type TodayState, type Together } from './together';

export const INVITE_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface Member {
  uid: string;
  name: string;
}

type Challenge = typeof challenges.$inferSelect;

/**
 * An invitation token its owner's page can show again without storing it: an HMAC of the challenge
 * and the link's expiry under the site's first session key (only its hash is stored, like every
 * token). Without a session key (some tests) the token is random and cannot be shown again.
 */
function derivedToken(challengeId: string, expiresAt: Date): string | null {
  const key = env().SESSION_SECRET?.[0];
  return key ? createHmac('sha256', key).update(`challenge-invite:${challengeId}:${expiresAt.getTime()}`).digest('base64url') : null;
}

async function openInvite(db: Db, challengeId: string, ownerUid: string, now: Date): Promise<string> {
  const expiresAt = new Date(now.getTime() + INVITE_TTL_MS);
  const token = derivedToken(challengeId, expiresAt) ?? newToken();
  await insertInvite(db, { tokenHash: hashToken(token), challengeId, uid: ownerUid, expiresAt });
  return token;
}

/** Creates a challenge with its owner as first participant, and an invitation link token. */
export async function createChallenge(db: Db, owner: Member, input: { days: number; startsOn: string }, now = new Date()) {
  const challenge = await insertChallenge(db, { uid: owner.uid, ownerName: owner.name, days: input.days, startsOn: input.startsOn });
  await insertParticipant(db, { challengeId: challenge.id, uid: owner.uid, name: owner.name });
  const token = await openInvite(db, challenge.id, owner.uid, now);
  return { challengeId: challenge.id, inviteToken: token };
}

/** The invitation page of a token, in a language: its path on this site and its full address. */
export function invitePage(token: string, locale: Locale) {
  const path = `${localePrefixes[locale]}/challenge-invite/${token}`;
  return { path, url: new URL(path, env().SITE_URL).toString() };
}

/**
 * The one way a challenge is started, from the web (/account) and from the app (`createChallenge`):
 * the challenge, its owner as first participant, and its invitation page in the owner's language.
 */
export async function startChallenge(owner: Member, input: ChallengeFields, locale: Locale, db?: Db) {
  const { challengeId, inviteToken } = await createChallenge(db ?? (await database()), owner, input);
  const page = invitePage(inviteToken, locale);
  return { challengeId, inviteToken, invitePath: page.path, inviteUrl: page.url };
}

/**
 * The name a member shows to the others: the account's display name (composed, without invisible or
 * direction-changing characters: lib/validation/names), else an initial ("A."). Never the email address
 * or a part of it: the other participants see this name.
 */
export async function memberName(uid: string, email: string | null): Promise<string> {
  const user = await liveAccount(uid).catch(() => null);
  // Cut to the column's length, then cleaned again (a cut may leave a joiner at the end).
  const chosen = cleanedName(
    Array.from(cleanedName(user?.displayName ?? ''))
      .slice(0, OWNER_NAME_MAX)
      .join(''),
  );
  const initial = /^[\p{L}\p{N}]/u.exec(email ?? '')?.[0]?.toUpperCase();
  return chosen || (initial ? `${initial}.` : 'Exhale');
}

export type InviteView =
  { status: 'unknown' } | { status: 'expired' | 'revoked' | 'ok'; challenge: Challenge; participants: Array<{ uid: string; name: string }>; expiresAt: Date };

/** What an invitation link shows: the challenge, who invited, who takes part, or why it no longer works. */
export async function viewInvite(db: Db, token: string, now = new Date()): Promise<InviteView> {
  if (!isToken(token)) return { status: 'unknown' };
  const invite = await selectInvite(db, hashToken(token));
  if (!invite) return { status: 'unknown' };
  const challenge = await selectChallenge(db, invite.challengeId);
  if (!challenge) return { status: 'unknown' };
  const participants = await selectParticipants(db, challenge.id);
  const status = invite.revokedAt ? 'revoked' : invite.expiresAt <= now ? 'expired' : 'ok';
  return { status, challenge, participants, expiresAt: invite.expiresAt };
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

/** The newest working invitation of a challenge whose token can be shown again, or null. */
async function currentInvite(db: Db, challengeId: string, now: Date): Promise<string | null> {
  for (const invite of await selectOpenInvites(db, challengeId, now)) {
    const token = derivedToken(challengeId, invite.expiresAt);
    if (token && safeEqual(hashToken(token), invite.tokenHash)) return token;
  }
  return null;
}

/**
 * The challenges a member owns or takes part in, each with today in it (the participants by the name
 * each chose and their check-in state: lib/challenges/together.ts) and, for its owner, the working
 * invitation token.
 */
export async function memberChallenges(db: Db, uid: string, now = new Date()) {
  const rows = (await selectMemberChallenges(db, uid)).map((r) => r.challenge);
  const participants = await selectParticipantsOf(
    db,
    rows.map((c) => c.id),
  );
  const together = await togetherOf(db, rows, participants, uid, now);
  return Promise.all(
    rows.map(async (challenge) => ({
      challenge,
      owner: challenge.uid === uid,
      ...together.get(challenge.id)!,
      inviteToken: challenge.uid === uid ? await currentInvite(db, challenge.id, now) : null,
    })),
  );
}

/** One challenge as a participant sees it (what the app's `getChallenge` answers); null for anyone not in it. */
export async function challengeTogether(db: Db, challengeId: string, uid: string, now = new Date()): Promise<ChallengeView | null> {
  const challenge = await selectChallenge(db, challengeId);
  const rows = challenge ? await selectParticipantsOf(db, [challenge.id]) : [];
  if (!challenge || !rows.some((r) => r.uid === uid)) return null;
  const { id, ownerName, days, startsOn } = challenge;
  const together = (await togetherOf(db, [challenge], rows, uid, now)).get(id)!;
  return { challenge: { id, ownerName, days, startsOn, lastDay: lastDay(startsOn, days), owner: challenge.uid === uid }, ...together };
}
export type ChallengeView = Together & {
  challenge: { id: string; ownerName: string; days: number; startsOn: string; lastDay: string; owner: boolean };
};

/**
 * A participant leaves a challenge: they no longer see it nor are shown in it. The owner cannot leave
 * (their challenge would have nobody to run it): they delete it. Someone who left may join again
 * through a working invitation link.
 */
export async function leaveChallenge(db: Db, challengeId: string, uid: string): Promise<'ok' | 'owner' | 'not-found'> {
  const challenge = await selectChallenge(db, challengeId);
  if (!challenge) return 'not-found';
  if (challenge.uid === uid) return 'owner';
  return (await deleteParticipant(db, challengeId, uid)) ? 'ok' : 'not-found';
}

/**
 * The owner removes a participant (by the handle only the owner is shown). The challenge's invitation
 * link is renewed at once, so the person removed cannot come back with the link they had; the owner
 * shares the new one. 'stale': that participant is no longer in it; anyone but the owner: 'not-found'.
 */
export async function removeParticipant(db: Db, challengeId: string, ownerUid: string, ref: string, now = new Date()) {
  const challenge = await selectChallenge(db, challengeId);
  if (!challenge || challenge.uid !== ownerUid) return 'not-found' as const;
  const target = (await selectParticipants(db, challengeId)).find((p) => safeEqual(participantRef(challengeId, p.uid), ref));
  if (!target) return 'stale' as const;
  if (target.uid === ownerUid) return 'owner' as const;
  await deleteParticipant(db, challengeId, target.uid);
  await renewChallengeInvite(db, challengeId, ownerUid, now);
  return 'ok' as const;
}

/** The owner deletes their challenge for everyone (its participants and invitation links with it). */
export async function deleteChallenge(db: Db, challengeId: string, ownerUid: string): Promise<'ok' | 'not-found'> {
  return (await deleteOwnChallenge(db, challengeId, ownerUid)) ? 'ok' : 'not-found';
}

/** The owner withdraws every working invitation of a challenge (links already shared stop working). */
export async function revokeChallengeInvites(db: Db, challengeId: string, ownerUid: string, now = new Date()): Promise<'ok' | 'not-found'> {
  const challenge = await selectChallenge(db, challengeId);
  if (!challenge || challenge.uid !== ownerUid) return 'not-found';
  await revokeOpenInvites(db, challengeId, ownerUid, now);
  return 'ok';
}

/** The owner gets a new invitation link (older ones are withdrawn). */
export async function renewChallengeInvite(
  db: Db,
  challengeId: string,
  ownerUid: string,
  now = new Date(),
): Promise<{ status: 'ok'; token: string } | { status: 'not-found' }> {
  const challenge = await selectChallenge(db, challengeId);
  if (!challenge || challenge.uid !== ownerUid) return { status: 'not-found' };
  await revokeOpenInvites(db, challengeId, ownerUid, now);
  return { status: 'ok', token: await openInvite(db, challengeId, ownerUid, now) };
}

/** The `createChallenge` callable (a signed-in app user): the challenge and its invite link. */
export async function createChallengeCall({ name, locale, ...input }: z.output<typeof challengeCall>, ctx: CallContext) {
  const { challengeId, inviteUrl } = await startChallenge({ uid: ctx.uid!, name }, input, locale);
  return { challengeId, inviteUrl };
}

// The app's callables (lib/compose/functions.ts): the same functions as /account's buttons.
const notIn = () => new CallableError('not-found', 'id: no such challenge of yours.');

export async function getChallengeCall({ id }: z.output<typeof challengeIdData>, ctx: CallContext) {
  const view = await challengeTogether(await database(), id, ctx.uid!);
  if (!view) throw notIn();
  return view;
}

export async function leaveChallengeCall({ id }: z.output<typeof challengeIdData>, ctx: CallContext) {
  const status = await leaveChallenge(await database(), id, ctx.uid!);
  if (status === 'owner') throw new CallableError('failed-precondition', 'id: the owner cannot leave their own challenge; deleteChallenge ends it.');
  if (status !== 'ok') throw notIn();
  return { left: true };
}

export async function removeParticipantCall({ id, participant }: z.output<typeof removeParticipantData>, ctx: CallContext) {
  const status = await removeParticipant(await database(), id, ctx.uid!, participant);
  if (status === 'not-found') throw notIn();
  if (status !== 'ok') throw new CallableError('not-found', 'participant: no such participant to remove.');
  return { removed: true };
}

export async function deleteChallengeCall({ id }: z.output<typeof challengeIdData>, ctx: CallContext) {
  if ((await deleteChallenge(await database(), id, ctx.uid!)) !== 'ok') throw notIn();
  return { deleted: true };
}

// For pages and route handlers: on the process's database.
export const inviteOf = onProcessDb(viewInvite);
