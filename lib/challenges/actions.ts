'use server';

import { revalidatePath } from 'next/cache';
import { db } from '@/lib/db';
import { getSession } from '@/lib/auth/server';
import { adminAuth } from '@/lib/auth/firebase-admin';
import { joinChallenge } from './index';

/** Join from the invitation page: needs a session; the name shown is the account's display name. */
export async function joinChallengeAction(token: string, path: string) {
  const session = await getSession();
  if (!session) return { status: 'signed-out' as const };
  const user = await adminAuth().getUser(session.uid).catch(() => null);
  const name = (user?.displayName || session.email?.split('@')[0] || 'Exhale').slice(0, 60);
  const status = await joinChallenge(await db(), token, { uid: session.uid, name });
  if (status === 'ok') revalidatePath(path);
  return { status };
}
