import 'server-only';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import type { AccountEventKind } from './schema';
import { accountEvents } from './tables';

/** How many entries of the account history /account shows. */
export const ACCOUNT_HISTORY_SHOWN = 20;

/** Adds an entry to the member's account history. */
export async function insertAccountEvent(db: Db, uid: string, kind: AccountEventKind, detail: string | null = null) {
  await db.insert(accountEvents).values({ uid, kind, detail });
}

/** The member's latest account history entries, newest first. */
export async function selectAccountEvents(db: Db, uid: string, limit = ACCOUNT_HISTORY_SHOWN) {
  return db
    .select({ id: accountEvents.id, kind: accountEvents.kind, detail: accountEvents.detail, at: accountEvents.at })
    .from(accountEvents)
    .where(eq(accountEvents.uid, uid))
    .orderBy(desc(accountEvents.at), desc(accountEvents.id))
    .limit(limit);
}
