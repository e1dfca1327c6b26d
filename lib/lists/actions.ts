'use server';

import { db } from '@/lib/db';
import { adminAction } from '@/lib/auth/admin-action';
import { moveItem, saveItem } from './queries';
import { listItemInput, moveItemInput } from './schema';

const admin = ['/[locale]/admin', 'layout'] as const;

/** Creates or updates a quit reason or interest (audited as create-/update-{kind} with its key). */
export const saveListItemAction = adminAction(
  listItemInput,
  async (item, { audit }) => {
    const row = await saveItem(await db(), item);
    if (typeof row === 'string') return { status: row };
    await audit(item.id ? `update-${item.kind}` : `create-${item.kind}`, {}, item.key);
    return { status: 'ok', detail: row.id };
  },
  admin,
);

/** Moves an item one place up or down in its list. */
export const moveListItemAction = adminAction(
  moveItemInput,
  async ({ kind, id, direction }, { audit }) => {
    if (!(await moveItem(await db(), kind, id, direction))) return { status: 'not-found' };
    await audit(`move-${kind}`, {}, `${id} ${direction}`);
    return { status: 'ok' };
  },
  admin,
);
