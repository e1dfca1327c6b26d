import 'server-only';
import { createHmac } from 'node:crypto';
import type { z } from 'zod';
import { db as database, onProcessDb, type Db } from '@/lib/db';
import { env } from '@/lib/env';
import type { CallContext } from '@/lib/api/callable';
import { liveAccount } from '@/lib/auth/live';
import { localePrefixes, type Locale } from '@/lib/i18n/locales';
import type { challenges } from './tables';
import { hashToken, isToken, newToken, safeEqual } from '@/lib/security/tokens';
import { cleanedName } from '@/lib/validation/names';
import {
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
import { OWNER_NAME_MAX, type ChallengeFields, type challengeCall } from './schema';

export { challengeCall, challengeFields, challengeIdInput, challengeWebInput, joinInput } from './schema';
export { challengeState, lastDay } from './counter';

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

/** The challenges a member owns or takes part in, each with its participants and, for its owner, the working invitation token. */
export async function memberChallenges(db: Db, uid: string, now = new Date()) {
  const rows = (await selectMemberChallenges(db, uid)).map((r) => r.challenge);
  const participants = await selectParticipantsOf(
    db,
    rows.map((c) => c.id),
  );
  return Promise.all(
    rows.map(async (challenge) => ({
      challenge,
      owner: challenge.uid === uid,
      participants: participants.filter((p) => p.challengeId === challenge.id).map(({ uid, name }) => ({ uid, name })),
      inviteToken: challenge.uid === uid ? await currentInvite(db, challenge.id, now) : null,
    })),
  );
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

// For pages and route handlers: on the process's database.
export const inviteOf = onProcessDb(viewInvite);
