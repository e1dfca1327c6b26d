import 'server-only';
import type { Auth, UserRecord } from 'firebase-admin/auth';
import { z } from 'zod';
import { db } from '@/lib/db';
import { searchRecord, type RawSearch } from '@/lib/http/search-params';
import { pageParam, searchParam } from '@/lib/validation/schema';
import { adminAuth } from './firebase-admin';
import { adminTeam, rememberAdmin, type Actor, type TeamPage } from './roles';

/** An account at the identity provider by email address (with `@`) or uid, or null when there is none. */
export async function findAccount(q: string, auth: Pick<Auth, 'getUser' | 'getUserByEmail'> = adminAuth()): Promise<UserRecord | null> {
  try {
    return q.includes('@') ? await auth.getUserByEmail(q) : await auth.getUser(q);
  } catch {
    return null;
  }
}

/** The admin list's page number from the query (`team=N`; anything else is page 1). */
export const teamPageOf = (raw: RawSearch) => z.object({ team: searchParam(pageParam()) }).parse(searchRecord(raw)).team ?? 1;

/** One page of the admin list; the admin looking at it is on it (seeded admins join on their first visit). */
export async function teamPage(viewer: Actor, page: number): Promise<TeamPage> {
  const database = await db();
  await rememberAdmin(database, viewer);
  return adminTeam(database, adminAuth(), page);
}
