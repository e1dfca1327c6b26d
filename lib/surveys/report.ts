import 'server-only';
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { onProcessDb, type Db } from '@/lib/db';
import { motivationResults, testResults } from './tables';
import { searchRecord, searchSchema, type RawSearch } from '@/lib/http/search-params';
import { locales } from '@/lib/i18n/locales';
import { dayStart, isoDate } from '@/lib/validation/schema';

const DAY = 86_400_000;

/** The admin motivation page's filter: period and survey language (values that do not parse are dropped). */
export const motivationSearch = (raw: RawSearch) => searchSchema({ from: isoDate, to: isoDate, lang: z.enum(locales) }).parse(searchRecord(raw));

/** Motivation and dependence results, aggregated for a period and language (`f` parsed: motivationSearch). */
export async function motivationReport(db: Db, f: { from?: string; to?: string; locale?: string }) {
  const range = (col: typeof testResults.createdAt | typeof motivationResults.createdAt) => {
    const w: SQL[] = [];
    if (f.from) w.push(gte(col, dayStart(f.from)));
    if (f.to) w.push(lt(col, new Date(dayStart(f.to).getTime() + DAY)));
    return w;
  };
  const tw = [...range(testResults.createdAt), ...(f.locale ? [eq(testResults.locale, f.locale)] : [])];
  const mw = [...range(motivationResults.createdAt), ...(f.locale ? [eq(motivationResults.locale, f.locale)] : [])];
  const tWhere = tw.length ? and(...tw) : undefined;
  const mWhere = mw.length ? and(...mw) : undefined;
  const [bands, testStats, motStats, reasons, ints, latest] = await Promise.all([
    db
      .select({ band: testResults.band, n: sql<number>`count(*)::int` })
      .from(testResults)
      .where(tWhere)
      .groupBy(testResults.band),
    db
      .select({ n: sql<number>`count(*)::int`, mean: sql<number>`coalesce(avg(${testResults.score}), 0)::float8` })
      .from(testResults)
      .where(tWhere),
    db
      .select({
        n: sql<number>`count(*)::int`,
        readiness: sql<number>`coalesce(avg(${motivationResults.readiness}), 0)::float8`,
        confidence: sql<number>`coalesce(avg(${motivationResults.confidence}), 0)::float8`,
      })
      .from(motivationResults)
      .where(mWhere),
    db
      .select({ key: sql<string>`r.value`, n: sql<number>`count(*)::int` })
      .from(sql`${motivationResults}, jsonb_array_elements_text(${motivationResults.reasons}) as r(value)`)
      .where(mWhere)
      .groupBy(sql`1`)
      .orderBy(desc(sql`2`))
      .limit(10),
    db
      .select({ key: sql<string>`i.value`, n: sql<number>`count(*)::int` })
      .from(sql`${motivationResults}, jsonb_array_elements_text(${motivationResults.interests}) as i(value)`)
      .where(mWhere)
      .groupBy(sql`1`)
      .orderBy(desc(sql`2`))
      .limit(10),
    db.select().from(motivationResults).where(mWhere).orderBy(desc(motivationResults.createdAt)).limit(50),
  ]);
  return { bands, tests: testStats[0]!, motivation: motStats[0]!, reasons, interests: ints, latest };
}

// For pages and route handlers: on the process's database.
export const motivationReportOf = onProcessDb(motivationReport);
