import { and, asc, eq, gt, lt, desc } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/lib/db';
import { interests, quitReasons } from '@/lib/db/schema';
import { locales } from '@/lib/i18n/locales';
import { LIST_KEY, LIST_LABEL_MAX } from './limits';
import { boundedInt, text } from '@/lib/validation/schema';

/** The two editable survey lists share their shape: key, labels per locale, position, active. */
export const listKinds = { 'quit-reasons': quitReasons, interests } as const;
export type ListKind = keyof typeof listKinds;

export const listItemInput = z.object({
  kind: z.enum(['quit-reasons', 'interests']),
  id: boundedInt(1, 2_147_483_647).optional(),
  key: z.string().trim().regex(LIST_KEY),
  labels: z.object(
    Object.fromEntries(locales.map((l) => [l, l === 'en-US' ? text({ min: 1, max: LIST_LABEL_MAX }) : text({ max: LIST_LABEL_MAX }).optional()])) as Record<(typeof locales)[number], z.ZodOptional<z.ZodString>>,
  ),
  active: z.boolean(),
});
export type ListItemInput = z.infer<typeof listItemInput>;

export async function listItems(db: Db, kind: ListKind) {
  const t = listKinds[kind];
  return db.select().from(t).orderBy(asc(t.position), asc(t.id));
}

/** Creates or updates an item; empty translations are stored as missing (the survey falls back to English). */
export async function saveItem(db: Db, input: ListItemInput) {
  const t = listKinds[input.kind];
  const labels = Object.fromEntries(Object.entries(input.labels).filter(([, v]) => v)) as Record<string, string>;
  if (input.id) {
    const rows = await db.update(t).set({ key: input.key, labels, active: input.active }).where(eq(t.id, input.id)).returning({ id: t.id });
    return rows[0] ?? null;
  }
  const [last] = await db.select({ position: t.position }).from(t).orderBy(desc(t.position)).limit(1);
  const rows = await db.insert(t).values({ key: input.key, labels, active: input.active, position: (last?.position ?? -1) + 1 }).onConflictDoNothing().returning({ id: t.id });
  return rows[0] ?? null;
}

/** Moves an item one place up or down (swaps positions with its neighbour). */
export async function moveItem(db: Db, kind: ListKind, id: number, direction: 'up' | 'down') {
  const t = listKinds[kind];
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
