/**
 * The health timeline made personal (pure, client-safe): which steps are behind a member and when the
 * next one comes, on their own calendar from the quit date. A step that begins within a day (20 minutes,
 * 12 hours) counts from the quit date itself.
 */
import { addDays, daysFrom } from './time';

const MINUTES_PER_DAY = 24 * 60;

export interface Step {
  afterMinutes: number;
}

export function personalTimeline<S extends Step>(steps: S[], quitDate: string, today: string): { reached: S[]; next: (S & { on: string }) | null } {
  const days = daysFrom(quitDate, today);
  const dayOf = (s: S) => Math.floor(s.afterMinutes / MINUTES_PER_DAY);
  const ordered = [...steps].sort((a, b) => a.afterMinutes - b.afterMinutes);
  const reached = days < 0 ? [] : ordered.filter((s) => dayOf(s) <= days);
  const upcoming = ordered.find((s) => days < 0 || dayOf(s) > days);
  return { reached, next: upcoming ? { ...upcoming, on: addDays(quitDate, dayOf(upcoming)) } : null };
}
