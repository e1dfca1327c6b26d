import 'server-only';
import type { Db } from '@/lib/db';
import { goClicks } from './tables';
import type { Platform } from './schema';

/** The go-links' SQL: one row per click, by link and platform. */
export async function recordClick(db: Db, linkId: string, platform: Platform) {
  await db.insert(goClicks).values({ linkId, platform });
}
