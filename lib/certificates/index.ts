import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { db as database, type Db } from '@/lib/db';
import { env } from '@/lib/env';
import type { CallContext } from '@/lib/api/callable';
import { localePrefixes, locales } from '@/lib/i18n/locales';
import { certificates } from '@/lib/db/schema';
import { isoDate, text } from '@/lib/validation/schema';

import { MILESTONES } from './milestones';

export { MILESTONES };

export const certificateInput = z.object({
  name: text({ min: 1, max: 80 }),
  since: isoDate,
  milestone: z.enum(MILESTONES),
  showDays: z.boolean().default(true),
});
export type CertificateInput = z.infer<typeof certificateInput>;

/** Unguessable public ids: 16 random bytes, base64url (22 characters). */
export const newCertificateId = () => randomBytes(16).toString('base64url');

export async function createCertificate(db: Db, uid: string, input: CertificateInput) {
  const id = newCertificateId();
  await db.insert(certificates).values({ id, uid, ...input });
  return { id };
}

export async function getCertificate(db: Db, id: string) {
  if (!/^[A-Za-z0-9_-]{22}$/.test(id)) return null;
  const [row] = await db.select().from(certificates).where(eq(certificates.id, id));
  return row ?? null;
}

/** Only the owner may change what a certificate shows, and only to valid values. */
export async function updateCertificate(db: Db, id: string, uid: string, input: unknown): Promise<'ok' | 'forbidden' | 'not-found' | 'invalid'> {
  const parsed = certificateInput.safeParse(input);
  if (!parsed.success) return 'invalid';
  const existing = await getCertificate(db, id);
  if (!existing) return 'not-found';
  if (existing.uid !== uid) return 'forbidden';
  await db.update(certificates).set({ ...parsed.data, updatedAt: new Date() }).where(and(eq(certificates.id, id), eq(certificates.uid, uid)));
  return 'ok';
}

export function smokeFreeDays(since: string, now = new Date()): number {
  const start = Date.parse(`${since}T00:00:00Z`);
  return Math.max(0, Math.floor((now.getTime() - start) / 86_400_000));
}

/** What the app sends to `createCertificate`: the certificate and the language of its page. */
export const certificateCall = certificateInput.extend({ locale: z.enum(locales).default('en-US') });

/** The `createCertificate` callable (a signed-in app user): the certificate's id and public page. */
export async function createCertificateCall({ locale, ...data }: z.output<typeof certificateCall>, ctx: CallContext) {
  const { id } = await createCertificate(await database(), ctx.uid!, data);
  return { id, url: new URL(`${localePrefixes[locale]}/certificate/${id}`, env().SITE_URL).toString() };
}
