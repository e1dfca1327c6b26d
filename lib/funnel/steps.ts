/**
 * The registry of the app's onboarding steps (issue #17): the ids `recordOnboardingStep` accepts, in
 * the order a new member meets them. Each step's label lives in messages under `Onboarding.steps.<id>`
 * (9 languages). A step added here needs its label in every messages file (the messages unit test
 * checks that the locales share their keys). Client-safe.
 */
/** The registered step ids in order. */
export const FUNNEL_STEPS = ['welcome', 'account', 'quit-date', 'reasons', 'notifications', 'complete'] as const;

export type OnboardingStepId = (typeof FUNNEL_STEPS)[number];

/** The registry: each step's id and its place (1 = first); its label is `Onboarding.steps.<id>`. */
export const ONBOARDING_STEPS: readonly { id: OnboardingStepId; order: number }[] = FUNNEL_STEPS.map((id, i) => ({ id, order: i + 1 }));

export const isRegisteredStep = (step: string): step is OnboardingStepId => (FUNNEL_STEPS as readonly string[]).includes(step);
