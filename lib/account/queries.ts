import 'server-only';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { motivationResults, subscriptions, testResults } from '@/lib/db/schema';

/** The member's space's SQL: a member's own survey answers and newsletter subscription (read, and unsubscribed). */
const HISTORY = 20;

/** The member's dependence tests, newest first (the last 20). */
export async function selectTests(db: Db, uid: string) {
  return db.select().from(testResults).where(eq(testResults.uid, uid)).orderBy(desc(testResults.createdAt)).limit(HISTORY);
}

/** The member's motivation surveys, newest first (the last 20). */
export async function selectMotivations(db: Db, uid: string) {
  return db.select().from(motivationResults).where(eq(motivationResults.uid, uid)).orderBy(desc(motivationResults.createdAt)).limit(HISTORY);
}

/** The newsletter subscription of an address (addresses are stored lower-case). */
export async function selectSubscription(db: Db, email: string) {
  const [row] = await db
    .select({ status: subscriptions.status, locale: subscriptions.locale })
    .from(subscriptions)
    .where(eq(subscriptions.email, email.toLowerCase()));
  return row ?? null;
}

/** Ends the subscription of an address; false when it had none that was pending or active. */
export async function endSubscription(db: Db, email: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(subscriptions)
    .set({ status: 'unsubscribed', unsubscribedAt: now, verifyTokenHash: null, verifyExpiresAt: null })
    .where(and(eq(subscriptions.email, email.toLowerCase()), ne(subscriptions.status, 'unsubscribed')))
    .returning({ id: subscriptions.id });
  return rows.length > 0;
}
