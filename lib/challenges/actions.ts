'use server';

import { db } from '@/lib/db';
import { liveAccount } from '@/lib/auth/live';
import { memberAction } from '@/lib/auth/member-action';
import { joinChallenge } from './index';
import { joinInput } from './schema';

/** Join from the invitation page: needs a live session; the name shown is the account's display name. */
export const joinChallengeAction = memberAction(
  joinInput,
  async ([token], { session }) => {
    const user = await liveAccount(session.uid).catch(() => null);
    const name = (user?.displayName || session.email?.split('@')[0] || 'Exhale').slice(0, 60);
    return { status: await joinChallenge(await db(), token, { uid: session.uid, name }) };
  },
  { invalid: { status: 'unknown' as const }, revalidate: ([, path]) => [path] },
);
