/** Certificates: milestones and what a certificate shows, shared by the web forms, the actions and the app API. Client-safe. */
import { z } from 'zod';
import { dateField, type FormMessages, nameText, says } from '@/lib/forms/fields';
import { latestToday } from '@/lib/validation/time';
import { locales } from '@/lib/i18n/locales';

export const MILESTONES = ['1-day', '1-week', '1-month', '3-months', '6-months', '1-year'] as const;
export type Milestone = (typeof MILESTONES)[number];
export const CERTIFICATE_NAME_MAX = 80;

/**
 * The latest smoke-free-since day accepted: today where the day starts first (UTC+14, lib/validation/time),
 * so that nobody's today is refused and no later day is accepted, whatever the server's time zone.
 */
export const latestSinceDay = latestToday;

/**
 * What a certificate shows. Written once, used by the create and edit forms (with translated
 * messages, `m`), their Server Actions and the app's `createCertificate` callable (without).
 */
export function certificateFields(m?: FormMessages & { names: { name: string; since: string }; sinceFuture?: string }) {
  return z.object({
    name: nameText({ name: m?.names.name ?? 'name', min: 1, max: CERTIFICATE_NAME_MAX }, m),
    since: dateField({ name: m?.names.since ?? 'since' }, m).refine(
      (day) => day <= latestSinceDay(),
      says(m?.sinceFuture) ?? { message: 'the smoke-free day cannot be in the future' },
    ),
    milestone: z.enum(MILESTONES),
    showDays: z.boolean().default(true),
  });
}

export const certificateInput = certificateFields();
export type CertificateInput = z.infer<typeof certificateInput>;

/** A certificate's public id: 16 random bytes, base64url (22 characters). */
export const CERTIFICATE_ID = /^[A-Za-z0-9_-]{22}$/;

/** What the app sends to `createCertificate`: the certificate and the language of its page. */
export const certificateCall = certificateInput.extend({ locale: z.enum(locales).default('en-US') });

/** The web's create action: the certificate and the page's language. */
export const certificateWebInput = z.tuple([certificateInput, z.enum(locales)]);
