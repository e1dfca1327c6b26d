'use server';

import { cookies } from 'next/headers';
import { db } from '@/lib/db';
import { adminAuth } from '@/lib/auth/firebase-admin';
import { liveSession } from '@/lib/auth/server';
import { forgetAccount, revokeSessions } from '@/lib/auth/live';
import { SESSION_COOKIE } from '@/lib/auth/session';
import { deleteAccount } from './index';

export type DeleteResult = { status: 'deleted' | 'unconfirmed' | 'signed-out' | 'failed' };

/**
 * "Delete my account": checks the live session on the server, ends every session of the account
 * first (refresh tokens revoked), deletes everything, signs out.
 */
export async function deleteAccountAction(input: { confirm: unknown }): Promise<DeleteResult> {
  if ((input as { confirm?: unknown } | null | undefined)?.confirm !== true) return { status: 'unconfirmed' };
  const session = await liveSession();
  if (!session) return { status: 'signed-out' };
  try {
    await deleteAccount({ uid: session.uid, email: session.email }, { db: await db(), auth: adminAuth(), revoke: (uid) => revokeSessions(uid) });
  } catch (error) {
    console.error('Deleting an account failed (it can be retried):', error);
    return { status: 'failed' };
  } finally {
    forgetAccount(session.uid);
  }
  (await cookies()).delete(SESSION_COOKIE);
  return { status: 'deleted' };
}
