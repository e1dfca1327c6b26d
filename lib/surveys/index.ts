import 'server-only';
import { onProcessDb, type Db } from '@/lib/db';
import type { Locale } from '@/lib/i18n/locales';
import { band, score, type Band } from './fagerstrom';
import { activeOptions, insertMotivationResult, insertTestResult } from './queries';
import { answersSchema, motivationSchema } from './schema';

/** Scores and stores a dependence test (anonymous, or with the uid when signed in). */
export async function saveTest(input: unknown, ctx: { db: Db; uid: string | null; locale: Locale }): Promise<{ score: number; band: Band } | null> {
  const parsed = answersSchema.safeParse(input);
  if (!parsed.success) return null;
  const points = score(parsed.data);
  const b = band(points);
  await insertTestResult(ctx.db, { uid: ctx.uid, answers: parsed.data, score: points, band: b, locale: ctx.locale });
  return { score: points, band: b };
}

/** The active quit reasons and interests, labelled in a locale, in their order. */
export async function surveyOptions(db: Db, locale: Locale) {
  const label = (l: Record<string, string>) => l[locale] ?? l['en-US'] ?? '';
  const { reasons, interests } = await activeOptions(db);
  return {
    reasons: reasons.map((r) => ({ key: r.key, label: label(r.labels) })),
    interests: interests.map((r) => ({ key: r.key, label: label(r.labels) })),
  };
}

/** Validates against the current lists and stores the motivation survey. */
export async function saveMotivation(input: unknown, ctx: { db: Db; uid: string | null; locale: Locale; today?: Date }): Promise<boolean> {
  const options = await surveyOptions(ctx.db, ctx.locale);
  const parsed = motivationSchema({ reasons: options.reasons.map((r) => r.key), interests: options.interests.map((i) => i.key) }, ctx.today).safeParse(input);
  if (!parsed.success) return false;
  await insertMotivationResult(ctx.db, { ...parsed.data, uid: ctx.uid, locale: ctx.locale });
  return true;
}

// For pages and route handlers: on the process's database.
export const surveyChoices = onProcessDb(surveyOptions);
