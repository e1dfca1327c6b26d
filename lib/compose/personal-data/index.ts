import 'server-only';
import { eq, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Auth } from 'firebase-admin/auth';
import { db as database, type Db } from '@/lib/db';
import { adminAuth } from '@/lib/auth/firebase-admin';
import { deletionAudit } from '@/lib/deletion/tables';
import { verifiedEmail } from '@/lib/auth/live';
import { withoutTokens } from '@/lib/security/tokens';
import { DELETED_ACCOUNT, personalTables, SECRET, type ExportKey, type Owner, type PersonalTable } from './registry';

export { personalTables, notPersonal, namesAPerson, DELETED_ACCOUNT, type ExportKey } from './registry';

export interface Person {
  uid: string;
  email: string | null;
}

/**
 * The person behind a session, for the export and the deletion: the uid, and the address only when the
 * identity provider has verified it (lib/auth/live verifiedEmail). Rows known only by address (a
 * newsletter subscription, copies of emails) are never handed out or deleted for an account that
 * merely claims the address.
 */
export async function personOf(uid: string, auth?: Pick<Auth, 'getUser'>): Promise<Person> {
  return { uid, email: await verifiedEmail(uid, auth) };
}

/** The condition "this owner column pair names the person", or null when it cannot (no email known). */
function ownedBy(owner: Owner, uid: string, email: string | null): SQL | null {
  const conditions: SQL[] = [];
  if (owner.uid) conditions.push(eq(owner.uid, uid));
  if (owner.email && email) conditions.push(sql`lower(${owner.email}) = ${email}`);
  return conditions.length ? (or(...conditions) ?? null) : null;
}

/** The condition "this row of the table is the person's own" (by uid or address); exported for the index test. */
export function rowsOf(entry: PersonalTable, uid: string, email: string | null): SQL | null {
  const conditions = entry.owners.map((o) => ownedBy(o, uid, email)).filter((c): c is SQL => c !== null);
  return conditions.length ? (or(...conditions) ?? null) : null;
}

const cleared = (column: AnyPgColumn) => (column.notNull ? DELETED_ACCOUNT : null);
const keyOf = (entry: PersonalTable, column: AnyPgColumn) => Object.entries(getTableColumns(entry.table)).find(([, c]) => c === column)![0];

/**
 * Deletes a person's account and every row tied to them, retry-safe. First every session of the
 * account is ended (`revoke`: refresh tokens revoked, so no copy of a session cookie or ID token can
 * write anything while the deletion runs). Then the database part runs in one transaction, walking
 * lib/compose/personal-data/registry.ts: rows by uid, by email where a table knows people by address, and rows
 * that hang on a parent the person owns; business records keep their history with the person
 * anonymized. Then the identity provider's account goes (an account already gone counts as done).
 * Running it again after an interruption finishes the job. One audit line without personal data
 * records it.
 */
export async function deleteAccount(
  person: Person,
  deps: { db: Db; auth: Pick<Auth, 'deleteUser' | 'revokeRefreshTokens'>; revoke?: (uid: string) => Promise<void> },
) {
  const revoke = deps.revoke ?? ((uid: string) => deps.auth.revokeRefreshTokens(uid));
  try {
    await revoke(person.uid);
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
  }
  const [audit] = await deps.db.insert(deletionAudit).values({}).returning({ id: deletionAudit.id });
  const email = person.email?.toLowerCase() ?? null;
  const counts = await deps.db.transaction(async (tx) => {
    let deleted = 0;
    let anonymized = 0;
    for (const entry of personalTables) {
      if (entry.erase === 'delete') {
        const own = rowsOf(entry, person.uid, email);
        const via = entry.viaParent
          ? inArray(
              entry.viaParent.column,
              tx.select({ id: entry.viaParent.references }).from(entry.viaParent.parent).where(eq(entry.viaParent.parentUid, person.uid)),
            )
          : null;
        const where = own && via ? or(own, via) : (own ?? via);
        if (!where) continue;
        deleted += (await tx.delete(entry.table).where(where).returning()).length;
      } else {
        for (const owner of entry.owners) {
          const where = ownedBy(owner, person.uid, email);
          if (!where) continue;
          const set: Record<string, unknown> = {};
          if (owner.uid) set[keyOf(entry, owner.uid)] = cleared(owner.uid);
          if (owner.email) set[keyOf(entry, owner.email)] = cleared(owner.email);
          anonymized += (await tx.update(entry.table).set(set).where(where).returning()).length;
        }
      }
    }
    return { deleted, anonymized };
  });
  let authDeleted = false;
  try {
    await deps.auth.deleteUser(person.uid);
    authDeleted = true;
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
    authDeleted = true;
  }
  await deps.db
    .update(deletionAudit)
    .set({ completedAt: new Date(), rowsDeleted: counts.deleted, rowsAnonymized: counts.anonymized, authDeleted })
    .where(eq(deletionAudit.id, audit!.id));
  return counts;
}

/**
 * Everything stored about a person, as one JSON document ("download my data", GDPR Art. 15/20): the
 * identity provider's account, and for every table of lib/compose/personal-data/registry.ts the rows that belong
 * to them by uid or email, under the table's key (tokens and token hashes left out, and the tokens in
 * the links of the copies of emails replaced by `[removed]`).
 */
export async function exportData(person: Person, deps: { db: Db; auth: Pick<Auth, 'getUser'> }) {
  const email = person.email?.toLowerCase() ?? null;
  const user = await deps.auth.getUser(person.uid).catch(() => null);
  const tables = {} as Record<ExportKey, Array<Record<string, unknown>>>;
  for (const entry of personalTables) {
    const where = rowsOf(entry, person.uid, email);
    const rows = where ? ((await deps.db.select().from(entry.table).where(where)) as Array<Record<string, unknown>>) : [];
    const omit = new Set(entry.omit ?? []);
    tables[entry.key] = rows.map((row) =>
      Object.fromEntries(Object.entries(row).flatMap(([k, v]) => (omit.has(k) || SECRET.test(k) ? [] : [[k, withoutTokens(v)]]))),
    );
  }
  return {
    exportedAt: new Date().toISOString(),
    account: user
      ? {
          uid: user.uid,
          email: user.email ?? null,
          emailVerified: user.emailVerified,
          displayName: user.displayName ?? null,
          createdAt: user.metadata.creationTime,
          lastSignIn: user.metadata.lastSignInTime,
          providers: user.providerData.map((p) => p.providerId),
        }
      : { uid: person.uid, email },
    ...tables,
  };
}

// For pages and route handlers: on the process's database.
/** A member's export (GET /api/me/export), by uid. */
export async function exportOf(uid: string) {
  return exportData(await personOf(uid), { db: await database(), auth: adminAuth() });
}
