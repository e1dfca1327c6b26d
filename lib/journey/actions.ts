'use server';

import { z } from 'zod';
import { db } from '@/lib/db';
import { memberAction } from '@/lib/auth/member-action';
import { accountCreatedAt, checkInFor, logCraving } from './index';
import { savePlan } from './queries';
import { WRITE_LIMITS, perAccount as limitedTo } from '@/lib/security/write-limits';
import { checkInInput, cravingInput, quitPlanInput } from './schema';

// /account is rendered per request: the form refreshes it after an action; nothing static is revalidated.
const perAccount = limitedTo(WRITE_LIMITS.journey);

/** Sets the member's quit plan from /account: the app's `setQuitPlan` (same schema, same function, one write allowance). */
export const savePlanAction = memberAction(
  z.tuple([quitPlanInput]),
  async ([plan], { session }) => {
    await savePlan(await db(), session.uid, plan);
    return { status: 'ok' as const };
  },
  { perAccount },
);

/** The day's check-in from /account: the app's `checkIn`; `future` or `before-account` for a day the member cannot have had. */
export const checkInAction = memberAction(
  z.tuple([checkInInput]),
  async ([input], { session }) => {
    const r = await checkInFor(await db(), session.uid, input, await accountCreatedAt(session.uid));
    return r.status === 'ok' ? { status: 'ok' as const } : r;
  },
  { perAccount },
);

/** "I have a craving now", logged from /account/craving into the day's check-in: the same write allowance as the check-in. */
export const logCravingAction = memberAction(
  z.tuple([cravingInput]),
  async ([input], { session }) => {
    const r = await logCraving(await db(), session.uid, input, await accountCreatedAt(session.uid));
    return r.status === 'ok' ? { status: 'ok' as const, craving: r.checkIn.craving } : r;
  },
  { perAccount },
);
