'use server';

import { z } from 'zod';
import { db } from '@/lib/db';
import { memberAction } from '@/lib/auth/member-action';
import { WRITE_LIMITS, perAccount as limitedTo } from '@/lib/security/write-limits';
import { savePrefs } from './queries';
import { remindersInput } from './schema';

// /account is rendered per request: the form refreshes it after an action; nothing static is revalidated.
const perAccount = limitedTo(WRITE_LIMITS.reminders);

/** The member's reminders from /account: the app's `setReminders` (same schema, same function, one write allowance). */
export const saveRemindersAction = memberAction(
  z.tuple([remindersInput]),
  async ([input], { session }) => {
    const reminders = await savePrefs(await db(), session.uid, input);
    return { status: 'ok' as const, reminders };
  },
  { perAccount },
);
