/** Certificates: milestones and what a certificate shows, shared by the edit form, the action and the app API. Client-safe. */
import { z } from 'zod';
import { locales } from '@/lib/i18n/locales';
import { isoDate, text } from '@/lib/validation/schema';

export const MILESTONES = ['1-day', '1-week', '1-month', '3-months', '6-months', '1-year'] as const;

export const certificateInput = z.object({
  name: text({ min: 1, max: 80 }),
  since: isoDate,
  milestone: z.enum(MILESTONES),
  showDays: z.boolean().default(true),
});
export type CertificateInput = z.infer<typeof certificateInput>;

/** A certificate's public id: 16 random bytes, base64url (22 characters). */
export const CERTIFICATE_ID = /^[A-Za-z0-9_-]{22}$/;

/** What the app sends to `createCertificate`: the certificate and the language of its page. */
export const certificateCall = certificateInput.extend({ locale: z.enum(locales).default('en-US') });
