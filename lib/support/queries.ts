import 'server-only';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { supportRequests } from './tables';

/** Requests per page of the admin support inbox. */
export const SUPPORT_PAGE = 25;

/** One page of the inbox: open requests first, newest first; and how many there are (all, open). */
export async function supportPage(db: Db, page: number) {
  const rows = await db
    .select()
    .from(supportRequests)
    .orderBy(asc(sql`case when ${supportRequests.status} = 'open' then 0 else 1 end`), desc(supportRequests.createdAt), desc(supportRequests.id))
    .limit(SUPPORT_PAGE)
    .offset((page - 1) * SUPPORT_PAGE);
  const [counts] = await db
    .select({ total: sql<number>`count(*)::int`, open: sql<number>`(count(*) filter (where ${supportRequests.status} = 'open'))::int` })
    .from(supportRequests);
  return { rows, total: counts?.total ?? 0, open: counts?.open ?? 0 };
}

export async function supportRequest(db: Db, id: string) {
  const [row] = await db.select().from(supportRequests).where(eq(supportRequests.id, id));
  return row;
}
