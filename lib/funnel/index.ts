import 'server-only';
import type { z } from 'zod';
import { db, onProcessDb } from '@/lib/db';
import { CallableError, type CallContext } from '@/lib/api/callable';
import { liveAccount } from '@/lib/auth/live';
import { memberTimeProblem } from '@/lib/validation/time';
import { funnel, insertOnboardingEvent, userTimeline } from './queries';
import { FUNNEL_STEPS, isRegisteredStep, type onboardingStep } from './schema';

export { funnel, insertOnboardingEvent, userTimeline } from './queries';
export * from './schema';

/**
 * The `recordOnboardingStep` callable (a signed-in app user): stores a registered step, refuses any
 * other, and refuses a time the user cannot have reached it at (later than now, or before the account
 * was made: lib/validation/time).
 */
export async function recordOnboardingStep(data: z.output<typeof onboardingStep>, ctx: CallContext) {
  const at = new Date(data.at);
  const account = await liveAccount(ctx.uid!).catch(() => null);
  const problem = memberTimeProblem(at, account?.createdAt ?? 0);
  if (problem) throw new CallableError('invalid-argument', `at: ${problem}`, { field: 'at' });
  if (!isRegisteredStep(data.step)) {
    throw new CallableError('invalid-argument', `Unknown onboarding step "${data.step}". Known steps: ${FUNNEL_STEPS.join(', ')}.`, {
      field: 'step',
      known: FUNNEL_STEPS,
    });
  }
  await insertOnboardingEvent(await db(), { uid: ctx.uid!, step: data.step, platform: data.platform, at });
  return { recorded: true };
}

// For pages and route handlers: on the process's database.
export const funnelOf = onProcessDb(funnel);
export const timelineOf = onProcessDb(userTimeline);
