'use server';

import { z } from 'zod';
import { cookies } from 'next/headers';
import { db } from '@/lib/db';
import { adminAuth } from '@/lib/auth/firebase-admin';
import { forgetAccount, revokeSessions } from '@/lib/auth/live';
import { memberAction } from '@/lib/auth/member-action';
import { SESSION_COOKIE } from '@/lib/auth/session';
import { deleteAccount, personOf } from './index';
import { deleteAccountInput } from '@/lib/deletion/schema';

export type DeleteResult = { status: 'deleted' | 'unconfirmed' | 'signed-out' | 'failed' };

/**
 * "Delete my account": checks the live session on the server, ends every session of the account
 * first (refresh tokens revoked), deletes everything, signs out.
 */
export const deleteAccountAction: (input: { confirm: unknown }) => Promise<DeleteResult> = memberAction(
  z.tuple([deleteAccountInput]),
  async (_input, { session }): Promise<DeleteResult> => {
    try {
      await deleteAccount(await personOf(session.uid), { db: await db(), auth: adminAuth(), revoke: (uid) => revokeSessions(uid) });
    } catch (error) {
      console.error('Deleting an account failed (it can be retried):', error);
      return { status: 'failed' };
    } finally {
      forgetAccount(session.uid);
    }
    (await cookies()).delete(SESSION_COOKIE);
    return { status: 'deleted' };
  },
  { invalid: { status: 'unconfirmed' as const } },
);
