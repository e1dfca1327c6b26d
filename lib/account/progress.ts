/**
 * A member's smoke-free progress from their own answers: pure maths, client-safe, unit-tested
 * (tests/unit/account-progress.test.ts). Dates are calendar days (`YYYY-MM-DD`, UTC).
 */

/**
 * The fewest cigarettes a day each answer to the dependence test's question 4 allows ("10 or fewer",
 * "11–20", "21–30", "31 or more"): the progress counts at least these, never more than was said.
 */
export const CIGARETTES_PER_DAY_AT_LEAST = [1, 11, 21, 31] as const;

/** Where the quit date comes from: the motivation survey or a certificate. */
export type QuitDateSource = 'motivation' | 'certificate';

export interface ProgressAnswers {
  /** Quit dates the member gave, with when they gave them. */
  quitDates: Array<{ date: string; source: QuitDateSource; givenAt: Date }>;
  /** The answer (0–3) to the dependence test's "how many cigarettes a day", from the newest test; null without a test. */
  cigarettesAnswer: number | null;
  /** What a pack costs and how many it holds; null when the member has not said. */
  pack: { price: number; size: number } | null;
}

export type Progress =
  | { status: 'no-quit-date' }
  | { status: 'upcoming'; quitDate: string; source: QuitDateSource; inDays: number }
  | {
      status: 'smoke-free';
      quitDate: string;
      source: QuitDateSource;
      days: number;
      /** At least this many cigarettes not smoked; null when the member did not say how many they smoked. */
      cigarettes: number | null;
      /** Money kept; null when the count or the pack price is missing. */
      money: number | null;
      missing: Array<'cigarettes' | 'price'>;
    };

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from);

/** The quit date that counts: the one given most recently. */
export function currentQuitDate(answers: ProgressAnswers['quitDates']) {
  return [...answers].sort((a, b) => b.givenAt.getTime() - a.givenAt.getTime())[0] ?? null;
}

/** Days smoke-free, cigarettes not smoked and money kept, on `today`. */
export function progress(answers: ProgressAnswers, today: string = new Date().toISOString().slice(0, 10)): Progress {
  const quit = currentQuitDate(answers.quitDates);
  if (!quit) return { status: 'no-quit-date' };
  const days = daysBetween(quit.date, today);
  if (days < 0) return { status: 'upcoming', quitDate: quit.date, source: quit.source, inDays: -days };
  const perDay = answers.cigarettesAnswer === null ? null : (CIGARETTES_PER_DAY_AT_LEAST[answers.cigarettesAnswer] ?? null);
  const cigarettes = perDay === null ? null : perDay * days;
  const money =
    cigarettes !== null && answers.pack && answers.pack.size > 0 ? Math.round((cigarettes / answers.pack.size) * answers.pack.price * 100) / 100 : null;
  const missing: Array<'cigarettes' | 'price'> = [];
  if (perDay === null) missing.push('cigarettes');
  if (!answers.pack) missing.push('price');
  return { status: 'smoke-free', quitDate: quit.date, source: quit.source, days, cigarettes, money, missing };
}
