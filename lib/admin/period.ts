/**
 * The admin dashboard's period (client-safe, pure): 7, 30 or 90 days up to today, or a custom
 * range of whole days (UTC), validated by zod; the previous period of the same length; changes.
 */
import { z } from 'zod';
import { isoDate } from '@/lib/validation/schema';

export const DAY_MS = 86_400_000;
export const PRESETS = ['7', '30', '90'] as const;
/** The longest custom range, in days (a year, leap day included). */
export const MAX_DAYS = 366;
/** From this many days on, the charts show one column per week instead of per day. */
export const WEEKLY_FROM = 90;

export type PeriodError = 'invalid' | 'order' | 'tooLong' | 'missing';

export type Period = {
  kind: '7' | '30' | '90' | 'custom';
  days: number;
  /** First day (00:00 UTC) and the end (exclusive, 00:00 UTC of the day after the last day). */
  start: Date;
  end: Date;
  /** The previous period of the same length, ending where this one starts. */
  prevStart: Date;
  /** The first and last day as YYYY-MM-DD. */
  from: string;
  to: string;
  bucket: 'day' | 'week';
};

const raw = z.object({
  period: z.enum([...PRESETS, 'custom']).catch('30'),
  from: z.string().max(40).optional().catch(undefined),
  to: z.string().max(40).optional().catch(undefined),
});

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);
const ymd = (d: Date) => d.toISOString().slice(0, 10);
const day0 = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));

function build(kind: Period['kind'], start: Date, days: number): Period {
  const end = new Date(start.getTime() + days * DAY_MS);
  return {
    kind,
    days,
    start,
    end,
    prevStart: new Date(start.getTime() - days * DAY_MS),
    from: ymd(start),
    to: ymd(new Date(end.getTime() - DAY_MS)),
    bucket: days >= WEEKLY_FROM ? 'week' : 'day',
  };
}

/** A preset period: the last `days` days, today included. */
export const lastDays = (days: number, now = new Date(), kind: Period['kind'] = 'custom') =>
  build(kind, new Date(day0(now).getTime() - (days - 1) * DAY_MS), days);

/**
 * The period asked for by the query string. A bad preset falls back to 30 days; a custom range with a
 * missing or impossible date, `to` before `from`, or more than MAX_DAYS days gives an error (and the
 * default period to show meanwhile).
 */
export function parsePeriod(search: Record<string, unknown>, now = new Date()): { period: Period; error?: PeriodError } {
  const s = raw.parse({ period: first(search.period), from: first(search.from) || undefined, to: first(search.to) || undefined });
  if (s.period !== 'custom') return { period: lastDays(Number(s.period), now, s.period) };
  const fallback = lastDays(30, now, '30');
  if (!s.from || !s.to) return { period: fallback, error: 'missing' };
  const from = isoDate.safeParse(s.from);
  const to = isoDate.safeParse(s.to);
  if (!from.success || !to.success) return { period: fallback, error: 'invalid' };
  const start = new Date(`${from.data}T00:00:00Z`);
  const days = Math.round((new Date(`${to.data}T00:00:00Z`).getTime() - start.getTime()) / DAY_MS) + 1;
  if (days < 1) return { period: fallback, error: 'order' };
  if (days > MAX_DAYS) return { period: fallback, error: 'tooLong' };
  return { period: build('custom', start, days) };
}

/** The query string that selects a period (for links that carry it). */
export function periodQuery(p: Period): Record<string, string> {
  return p.kind === 'custom' ? { period: 'custom', from: p.from, to: p.to } : { period: p.kind };
}

/** The change from the previous period: the difference, and the ratio (null when there was nothing before). */
export function change(current: number, previous: number): { delta: number; ratio: number | null } {
  return { delta: current - previous, ratio: previous === 0 ? null : (current - previous) / previous };
}

/** The start of every bucket (day or week) of the period, in order. */
export function buckets(p: Period): Date[] {
  const size = p.bucket === 'week' ? 7 : 1;
  return Array.from({ length: Math.ceil(p.days / size) }, (_, i) => new Date(p.start.getTime() + i * size * DAY_MS));
}
