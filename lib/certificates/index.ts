import 'server-only';
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { db as database, onProcessDb, type Db } from '@/lib/db';
import { env } from '@/lib/env';
import type { CallContext } from '@/lib/api/callable';
import { localePrefixes, type Locale } from '@/lib/i18n/locales';
import { insertCertificate, selectCertificate, selectMemberCertificates, updateOwnCertificate } from './queries';
import { CERTIFICATE_ID, certificateCall, certificateInput, type CertificateInput } from './schema';

export { MILESTONES, certificateCall, certificateFields, certificateInput, certificateWebInput, type CertificateInput, type Milestone } from './schema';

/** Unguessable public ids: 16 random bytes, base64url (22 characters). */
export const newCertificateId = () => randomBytes(16).toString('base64url');

export async function createCertificate(db: Db, uid: string, input: CertificateInput) {
  const id = newCertificateId();
  await insertCertificate(db, { id, uid, ...input });
  return { id };
}

export async function getCertificate(db: Db, id: string) {
  if (!CERTIFICATE_ID.test(id)) return null;
  return selectCertificate(db, id);
}

/** Only the owner may change what a certificate shows, and only to valid values. */
export async function updateCertificate(db: Db, id: string, uid: string, input: unknown): Promise<'ok' | 'forbidden' | 'not-found' | 'invalid'> {
  const parsed = certificateInput.safeParse(input);
  if (!parsed.success) return 'invalid';
  const existing = await getCertificate(db, id);
  if (!existing) return 'not-found';
  if (existing.uid !== uid) return 'forbidden';
  await updateOwnCertificate(db, id, uid, parsed.data);
  return 'ok';
}

export function smokeFreeDays(since: string, now = new Date()): number {
  const start = Date.parse(`${since}T00:00:00Z`);
  return Math.max(0, Math.floor((now.getTime() - start) / 86_400_000));
}

/**
 * The one way a certificate is issued, from the web (/account) and from the app (`createCertificate`):
 * the certificate and its public page in the member's language.
 */
export async function issueCertificate(uid: string, input: CertificateInput, locale: Locale, db?: Db) {
  const { id } = await createCertificate(db ?? (await database()), uid, input);
  const path = `${localePrefixes[locale]}/certificate/${id}`;
  return { id, path, url: new URL(path, env().SITE_URL).toString() };
}

/** A member's certificates, newest first. */
export async function memberCertificates(db: Db, uid: string) {
  return selectMemberCertificates(db, uid);
}

/** The `createCertificate` callable (a signed-in app user): the certificate's id and public page. */
export async function createCertificateCall({ locale, ...data }: z.output<typeof certificateCall>, ctx: CallContext) {
  const { id, url } = await issueCertificate(ctx.uid!, data, locale);
  return { id, url };
}

// For pages and route handlers: on the process's database.
export const certificateById = onProcessDb(getCertificate);
