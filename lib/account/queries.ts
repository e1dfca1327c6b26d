import 'server-only';
import { and, asc, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { motivationResults, testResults } from '@/lib/surveys/tables';
import { subscriptions } from '@/lib/newsletter/tables';

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

/**
 * Whose subscription a member may see and end: the one they made on /account (their uid), and the
 * one of their address once it is verified (`email`, lower case, or null: lib/auth/live verifiedEmail).
 */
export interface Subscriber {
  uid: string;
  email: string | null;
}

const ofSubscriber = (who: Subscriber) => or(eq(subscriptions.uid, who.uid), who.email ? eq(subscriptions.email, who.email) : undefined);

/**
 * The member's newsletter subscription (addresses are stored lower-case): a pending or active one
 * before an ended one (a member can have both, one by uid and one by address), then the newest.
 */
export async function selectSubscription(db: Db, who: Subscriber) {
  const [row] = await db
    .select({ status: subscriptions.status, locale: subscriptions.locale })
    .from(subscriptions)
    .where(ofSubscriber(who))
    .orderBy(asc(sql`${subscriptions.status} = 'unsubscribed'`), desc(subscriptions.createdAt))
    .limit(1);
  return row ?? null;
}

/** Ends the member's subscription; false when they had none that was pending or active. */
export async function endSubscription(db: Db, who: Subscriber, now: Date): Promise<boolean> {
  const rows = await db
    .update(subscriptions)
    .set({ status: 'unsubscribed', unsubscribedAt: now, verifyTokenHash: null, verifyExpiresAt: null })
    .where(and(ofSubscriber(who), ne(subscriptions.status, 'unsubscribed')))
    .returning({ id: subscriptions.id });
  return rows.length > 0;
}
