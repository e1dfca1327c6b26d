import 'server-only';
import type { z } from 'zod';
import { db, onProcessDb } from '@/lib/db';
import { CallableError, type CallContext } from '@/lib/api/callable';
import { funnel, insertOnboardingEvent, userTimeline } from './queries';
import { FUNNEL_STEPS, isRegisteredStep, type onboardingStep } from './schema';

export { funnel, insertOnboardingEvent, userTimeline } from './queries';
export * from './schema';

/** The `recordOnboardingStep` callable (a signed-in app user): stores a registered step, refuses any other. */
export async function recordOnboardingStep(data: z.output<typeof onboardingStep>, ctx: CallContext) {
  if (!isRegisteredStep(data.step)) {
    throw new CallableError('invalid-argument', `Unknown onboarding step "${data.step}". Known steps: ${FUNNEL_STEPS.join(', ')}.`, {
      field: 'step',
      known: FUNNEL_STEPS,
    });
  }
  await insertOnboardingEvent(await db(), { uid: ctx.uid!, step: data.step, platform: data.platform, at: new Date(data.at) });
  return { recorded: true };
}

// For pages and route handlers: on the process's database.
export const funnelOf = onProcessDb(funnel);
export const timelineOf = onProcessDb(userTimeline);
