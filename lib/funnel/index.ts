import 'server-only';
import type { z } from 'zod';
import { db } from '@/lib/db';
import type { CallContext } from '@/lib/api/callable';
import { insertOnboardingEvent } from './queries';
import type { onboardingStep } from './schema';

export { funnel, insertOnboardingEvent, userTimeline } from './queries';
export * from './schema';

/** The `recordOnboardingStep` callable (a signed-in app user): stores the step. */
export async function recordOnboardingStep(data: z.output<typeof onboardingStep>, ctx: CallContext) {
  await insertOnboardingEvent(await db(), { uid: ctx.uid!, step: data.step, platform: data.platform, at: new Date(data.at) });
  return { recorded: true };
}
