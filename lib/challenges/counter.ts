/** Where a challenge stands on a given day: pure date maths, client-safe. Dates are calendar days (`YYYY-MM-DD`, UTC). */
export type ChallengeState = { phase: 'upcoming'; startsIn: number } | { phase: 'running'; day: number; days: number } | { phase: 'done'; days: number };

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
export const today = (now = new Date()) => now.toISOString().slice(0, 10);

/** Day 1 is the first day; after the last day the challenge is done. */
export function challengeState(startsOn: string, days: number, on: string = today()): ChallengeState {
  const offset = dayNumber(on) - dayNumber(startsOn);
  if (offset < 0) return { phase: 'upcoming', startsIn: -offset };
  if (offset >= days) return { phase: 'done', days };
  return { phase: 'running', day: offset + 1, days };
}

/** The last day of a challenge (`YYYY-MM-DD`). */
export function lastDay(startsOn: string, days: number): string {
  return new Date((dayNumber(startsOn) + days - 1) * DAY_MS).toISOString().slice(0, 10);
}
