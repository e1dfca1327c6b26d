import 'server-only';
import { and, asc, desc, eq, gt, lt, ne } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { isUniqueViolation } from '@/lib/db/errors';
import { interests, quitReasons } from './tables';
import type { ListItemInput, ListKind } from './schema';

/** The two editable survey lists share their shape: key, labels per locale, position, active. */
const tables = { 'quit-reasons': quitReasons, interests } as const;

export async function listItems(db: Db, kind: ListKind) {
  const t = tables[kind];
  return db.select().from(t).orderBy(asc(t.position), asc(t.id));
}

/**
 * Creates or updates an item; empty translations are stored as missing (the survey falls back to
 * English). 'conflict': another item has the key; 'not-found': no item with the id to update.
 */
export async function saveItem(db: Db, input: ListItemInput): Promise<{ id: number } | 'conflict' | 'not-found'> {
  const t = tables[input.kind];
  const labels = Object.fromEntries(Object.entries(input.labels).filter(([, v]) => v)) as Record<string, string>;
  if (input.id) {
    const [taken] = await db
      .select({ id: t.id })
      .from(t)
      .where(and(eq(t.key, input.key), ne(t.id, input.id)))
      .limit(1);
    if (taken) return 'conflict';
    try {
      const rows = await db.update(t).set({ key: input.key, labels, active: input.active }).where(eq(t.id, input.id)).returning({ id: t.id });
      return rows[0] ?? 'not-found';
    } catch (error) {
      // Another admin took the key between the check above and this update.
      if (isUniqueViolation(error)) return 'conflict';
      throw error;
    }
  }
  const [last] = await db.select({ position: t.position }).from(t).orderBy(desc(t.position)).limit(1);
  const rows = await db
    .insert(t)
    .values({ key: input.key, labels, active: input.active, position: (last?.position ?? -1) + 1 })
    .onConflictDoNothing()
    .returning({ id: t.id });
  return rows[0] ?? 'conflict';
}

/** Moves an item one place up or down (swaps positions with its neighbour). */
export async function moveItem(db: Db, kind: ListKind, id: number, direction: 'up' | 'down') {
  const t = tables[kind];
  return db.transaction(async (tx) => {
    const [item] = await tx.select().from(t).where(eq(t.id, id));
    if (!item) return false;
    const [neighbour] = await tx
      .select()
      .from(t)
      .where(direction === 'up' ? lt(t.position, item.position) : and(gt(t.position, item.position)))
      .orderBy(direction === 'up' ? desc(t.position) : asc(t.position))
      .limit(1);
    if (!neighbour) return false;
    await tx.update(t).set({ position: neighbour.position }).where(eq(t.id, item.id));
    await tx.update(t).set({ position: item.position }).where(eq(t.id, neighbour.id));
    return true;
  });
}
