'use server';

import { cookies } from 'next/headers';
import { db } from '@/lib/db';
import { adminAuth } from '@/lib/auth/firebase-admin';
import { getSession } from '@/lib/auth/server';
import { SESSION_COOKIE } from '@/lib/auth/session';
import { deleteAccount } from './index';

export type DeleteResult = { status: 'deleted' | 'unconfirmed' | 'signed-out' | 'failed' };

/** "Delete my account": checks the session on the server, deletes everything, signs out. */
export async function deleteAccountAction(input: { confirm: unknown }): Promise<DeleteResult> {
  if ((input as { confirm?: unknown } | null | undefined)?.confirm !== true) return { status: 'unconfirmed' };
  const session = await getSession();
  if (!session) return { status: 'signed-out' };
  try {
    await deleteAccount({ uid: session.uid, email: session.email }, { db: await db(), auth: adminAuth() });
  } catch (error) {
    console.error('Deleting an account failed (it can be retried):', error);
    return { status: 'failed' };
  }
  (await cookies()).delete(SESSION_COOKIE);
  return { status: 'deleted' };
}
