'use server';

import { db } from '@/lib/db';
import { createLimit, memberAction } from '@/lib/auth/member-action';
import { perAccount, WRITE_LIMITS } from '@/lib/security/write-limits';
import {
  deleteChallenge,
  joinChallenge,
  leaveChallenge,
  memberName,
  removeParticipant,
  renewChallengeInvite,
  revokeChallengeInvites,
  startChallenge,
} from './index';
import { challengeIdInput, challengeWebInput, joinInput, removeParticipantInput } from './schema';

// /account and the invitation pages are rendered per request: the client refreshes them after an
// action; nothing static needs revalidating.

/** Join from the invitation page: needs a live session; the name shown is the account's display name. */
export const joinChallengeAction = memberAction(
  joinInput,
  async ([token], { session }) => {
    const name = await memberName(session.uid, session.email);
    return { status: await joinChallenge(await db(), token, { uid: session.uid, name }) };
  },
  { invalid: { status: 'unknown' as const }, revalidate: ([, path]) => [path], perAccount: perAccount(WRITE_LIMITS.joins) },
);

/** Start a challenge from /account (the same function as the app's `createChallenge`); the answer names its invitation page. 30 an hour per member. */
export const createChallengeAction = memberAction(
  challengeWebInput,
  async ([input, locale], { session }) => {
    const name = await memberName(session.uid, session.email);
    const { challengeId, invitePath } = await startChallenge({ uid: session.uid, name }, input, locale);
    return { status: 'ok' as const, challengeId, invitePath };
  },
  { perAccount: createLimit('challenge') },
);

/** The owner withdraws the challenge's invitation links (renewing and withdrawing: 20 an hour per member). */
export const revokeInvitesAction = memberAction(
  challengeIdInput,
  async ([challengeId], { session }) => ({
    status: await revokeChallengeInvites(await db(), challengeId, session.uid),
  }),
  { perAccount: perAccount(WRITE_LIMITS.inviteLinks) },
);

/** The owner makes a new invitation link (the old ones stop working); on the same count as withdrawing. */
export const renewInviteAction = memberAction(
  challengeIdInput,
  async ([challengeId], { session }) => {
    const r = await renewChallengeInvite(await db(), challengeId, session.uid);
    return r.status === 'ok' ? { status: 'ok' as const } : r;
  },
  { perAccount: perAccount(WRITE_LIMITS.inviteLinks) },
);

const members = perAccount(WRITE_LIMITS.challengeMembers);

/** A participant leaves a challenge from /account ('owner': the owner deletes instead). Leaving, removing and deleting: 30 an hour per member. */
export const leaveChallengeAction = memberAction(
  challengeIdInput,
  async ([challengeId], { session }) => ({ status: await leaveChallenge(await db(), challengeId, session.uid) }),
  { perAccount: members },
);

/** The owner removes a participant (named by the handle only the owner's page shows); anyone else: 'not-found'. */
export const removeParticipantAction = memberAction(
  removeParticipantInput,
  async ([challengeId, ref], { session }) => ({ status: await removeParticipant(await db(), challengeId, session.uid, ref) }),
  { perAccount: members },
);

/** The owner deletes their challenge for everyone. */
export const deleteChallengeAction = memberAction(
  challengeIdInput,
  async ([challengeId], { session }) => ({ status: await deleteChallenge(await db(), challengeId, session.uid) }),
  { perAccount: members },
);
