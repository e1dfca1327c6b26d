import 'server-only';
import type { Auth, UserRecord } from 'firebase-admin/auth';
import { adminAuth } from './firebase-admin';

/** An account at the identity provider by email address (with `@`) or uid, or null when there is none. */
export async function findAccount(q: string, auth: Pick<Auth, 'getUser' | 'getUserByEmail'> = adminAuth()): Promise<UserRecord | null> {
  try {
    return q.includes('@') ? await auth.getUserByEmail(q) : await auth.getUser(q);
  } catch {
    return null;
  }
}

/** Admins among the first 1000 accounts (the identity provider has no query by claim). */
export async function adminAccounts(auth: Pick<Auth, 'listUsers'> = adminAuth()): Promise<UserRecord[]> {
  const list = await auth.listUsers(1000);
  return list.users.filter((u) => u.customClaims?.admin === true);
}
