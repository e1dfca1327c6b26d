'use server';

import { revalidatePath } from 'next/cache';
import { db } from '@/lib/db';
import { liveSession } from '@/lib/auth/server';
import { liveAccount } from '@/lib/auth/live';
import { z } from 'zod';
import { isToken } from '@/lib/security/tokens';
import { text } from '@/lib/validation/schema';
import { joinChallenge } from './index';

/** The invitation token, and the page to refresh: the invitation's own page (ends with the token). */
const joinInput = z
  .tuple([z.string().refine(isToken), text({ min: 2, max: 300, trim: false }).regex(/^\/[A-Za-z0-9/_-]+$/)])
  .refine(([token, path]) => path.endsWith(`/${token}`));

/** Join from the invitation page: needs a live session; the name shown is the account's display name. */
export async function joinChallengeAction(token: string, path: string) {
  const parsed = joinInput.safeParse([token, path]);
  if (!parsed.success) return { status: 'unknown' as const };
  const session = await liveSession();
  if (!session) return { status: 'signed-out' as const };
  const user = await liveAccount(session.uid).catch(() => null);
  const name = (user?.displayName || session.email?.split('@')[0] || 'Exhale').slice(0, 60);
  const status = await joinChallenge(await db(), token, { uid: session.uid, name });
  if (status === 'ok') revalidatePath(path);
  return { status };
}
