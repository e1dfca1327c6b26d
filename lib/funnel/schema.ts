/** The app's onboarding funnel (spec §7 recordOnboardingStep, the admin funnel page): steps, platforms, inputs. Client-safe. */
import { z } from 'zod';
import { searchRecord, searchSchema, type RawSearch } from '@/lib/http/search-params';
import { identifier, isoDate, isoDateTime } from '@/lib/validation/schema';

export { FUNNEL_STEPS, ONBOARDING_STEPS, isRegisteredStep, type OnboardingStepId } from './steps';
export const PLATFORMS = ['ios', 'android', 'web'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** One step the signed-in app user reached. */
export const onboardingStep = z.object({ step: z.string().regex(/^[a-z0-9-]{1,64}$/), at: isoDateTime, platform: z.enum(PLATFORMS) });

/** Onboarding funnel page: period, platform, and a uid to look up (values that do not parse are dropped). */
export const funnelSearch = (raw: RawSearch) =>
  searchSchema({ from: isoDate, to: isoDate, platform: z.enum(PLATFORMS), uid: identifier(128) }).parse(searchRecord(raw));
