/** The app's onboarding funnel (spec §7 recordOnboardingStep, the admin funnel page): steps, platforms, inputs. Client-safe. */
import { z } from 'zod';
import { searchRecord, searchSchema, type RawSearch } from '@/lib/http/search-params';
import { identifier, isoDate } from '@/lib/validation/schema';
import { pastDateTime } from '@/lib/validation/time';

export { FUNNEL_STEPS, ONBOARDING_STEPS, isRegisteredStep, type OnboardingStepId } from './steps';
export const PLATFORMS = ['ios', 'android', 'web'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** One step the signed-in app user reached, and when: not in the future (lib/validation/time; recordOnboardingStep also refuses a time before the account). */
export const onboardingStep = z.object({ step: z.string().regex(/^[a-z0-9-]{1,64}$/), at: pastDateTime, platform: z.enum(PLATFORMS) });

/** Onboarding funnel page: period, platform, and a uid to look up (values that do not parse are dropped). */
export const funnelSearch = (raw: RawSearch) =>
  searchSchema({ from: isoDate, to: isoDate, platform: z.enum(PLATFORMS), uid: identifier(128) }).parse(searchRecord(raw));
