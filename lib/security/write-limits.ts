/**
 * Every write a member can repeat, and how often per account (rate-limiter-flexible counters, shared by
 * every instance with REDIS_URL: lib/security/rate-limit). Creating certificates and challenges has its
 * own limit (createLimit in lib/auth/member-action.ts, 30 an hour each, shared with the app's callables);
 * these are the others. Far above what a person does, low enough that a script cannot fill a table or
 * the outbox from one account. Over a limit a Server Action answers `rate-limited` (the page says
 * Forms.tooManyRequests) and a callable RESOURCE_EXHAUSTED (429); nothing is written.
 */
import type { LimitOptions } from './rate-limit';

export const WRITE_LIMITS = {
  /** Renewing and withdrawing a challenge's invitation links (one counter for both). */
  inviteLinks: { keyPrefix: 'invite-links', points: 20, duration: 3600 },
  /** Leaving challenges, removing participants from one's own and deleting one's own (one counter). */
  challengeMembers: { keyPrefix: 'challenge-members', points: 30, duration: 3600 },
  /** Joining challenges through invitation links. */
  joins: { keyPrefix: 'join-challenge', points: 30, duration: 3600 },
  /** Saving changes to one's certificates. */
  certificateEdits: { keyPrefix: 'edit-certificate', points: 60, duration: 3600 },
  /** Unsubscribing one's own address from /account (subscribing has the newsletter's own limits). */
  newsletterUnsubscribes: { keyPrefix: 'member-unsubscribe', points: 10, duration: 3600 },
  /** The app's onboarding steps (`recordOnboardingStep`), on top of the API's 60 calls a minute. */
  onboardingSteps: { keyPrefix: 'onboarding-steps', points: 50, duration: 3600 },
  /** Setting one's quit plan and checking in (`setQuitPlan`, `checkIn` and /account's forms, one counter). */
  journey: { keyPrefix: 'journey-write', points: 60, duration: 3600 },
  /** Saving one's reminders (`setReminders` and /account's form, one counter). */
  reminders: { keyPrefix: 'reminders-write', points: 30, duration: 3600 },
} as const satisfies Record<string, LimitOptions>;

/** A limit as memberAction's `perAccount` takes it: over it, the action answers `{ status: 'rate-limited' }`. */
export const perAccount = (limit: LimitOptions) => ({ limit, limited: { status: 'rate-limited' as const } });
