'use server';

import { db } from '@/lib/db';
import { adminAction } from '@/lib/auth/admin-action';
import { mailDeps } from './index';
import { retryFailed } from './queries';

/** Sends the outbox's failed messages again (audited with how many). */
export const retryOutboxAction = adminAction(
  null,
  async (_none, { audit }) => {
    const n = await retryFailed(await db(), await mailDeps());
    await audit('retry-outbox', {}, String(n));
    return { status: 'ok', detail: n };
  },
  ['/[locale]/admin/email', 'page'],
);
