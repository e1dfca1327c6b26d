import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { interests, quitReasons } from '@/lib/lists/tables';
import { motivationResults, testResults } from './tables';

/** The surveys' SQL: answers stored, the active quit reasons and interests read. */
export async function insertTestResult(db: Db, row: typeof testResults.$inferInsert) {
  await db.insert(testResults).values(row);
}

export async function insertMotivationResult(db: Db, row: typeof motivationResults.$inferInsert) {
  await db.insert(motivationResults).values(row);
}

/** The active quit reasons and interests, in their order. */
export async function activeOptions(db: Db) {
  const reasons = await db.select().from(quitReasons).where(eq(quitReasons.active, true)).orderBy(asc(quitReasons.position), asc(quitReasons.id));
  const ints = await db.select().from(interests).where(eq(interests.active, true)).orderBy(asc(interests.position), asc(interests.id));
  return { reasons, interests: ints };
}
