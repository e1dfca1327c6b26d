/**
 * The breathing exercise of "I have a craving now": the NHS's breathing exercise for stress (in through
 * the nose counting 1 to 5, out through the mouth counting 1 to 5, without holding the breath, for 3 to
 * 5 minutes). 18 breaths of 10 seconds: three minutes. Client-safe.
 */
export const BREATHING = {
  phaseSeconds: 5,
  breaths: 18,
  source: 'https://www.nhs.uk/mental-health/self-help/guides-tools-and-activities/breathing-exercises-for-stress/',
} as const;

/** The steps as the page says them (messages Craving.breathing.steps.*), in order. */
export const BREATHING_STEPS = ['comfortable', 'in', 'out', 'repeat'] as const;
