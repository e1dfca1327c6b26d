import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { certificates } from './tables';
import type { CertificateInput } from './schema';

/** The certificates' SQL. */
export async function insertCertificate(db: Db, row: CertificateInput & { id: string; uid: string }) {
  await db.insert(certificates).values(row);
}

export async function selectCertificate(db: Db, id: string) {
  const [row] = await db.select().from(certificates).where(eq(certificates.id, id));
  return row ?? null;
}

/** Changes a certificate of `uid` (the owner check is in the WHERE clause too). */
export async function updateOwnCertificate(db: Db, id: string, uid: string, input: CertificateInput) {
  await db
    .update(certificates)
    .set({ ...input, updatedAt: new Date() })
    .where(and(eq(certificates.id, id), eq(certificates.uid, uid)));
}

/** The certificates of `uid`, newest first. */
export async function selectMemberCertificates(db: Db, uid: string) {
  return db.select().from(certificates).where(eq(certificates.uid, uid)).orderBy(desc(certificates.createdAt));
}
