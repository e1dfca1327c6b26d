import 'server-only';

import { onProcessDb } from '@/lib/db';
import { listItems } from './queries';

export { listItems, moveItem, saveItem } from './queries';
export * from './schema';

// For pages and route handlers: on the process's database.
export const listOf = onProcessDb(listItems);
