/**
 * Accounts and roles as the admin manages them: the rules written once for the admin form
 * (components/admin/AddAuthForm.tsx, with messages) and the Server Actions. Client-safe.
 */
import { z } from 'zod';
import { type FormMessages, says } from '@/lib/forms/fields';
import { locales } from '@/lib/i18n/locales';
import { identifier, isCleanText } from '@/lib/validation/schema';

/** A password set by an admin for a new account (empty: the account gets a link to set one). */
export const ACCOUNT_PASSWORD = { min: 8, max: 128 } as const;

/** A new account: address, optional password, admin or not (the form adds the admin's language for the email). */
export function accountFields(m?: FormMessages & { names: Record<'email' | 'password', string> }) {
  const pw = m?.names.password ?? 'password';
  return z.object({
    email: z
      .string()
      .max(254 * 2 + 1000)
      .trim()
      .min(1, says(m?.required(m.names.email)))
      .max(254)
      .refine((s) => isCleanText(s))
      .transform((s) => s.toLowerCase())
      .pipe(z.email(says(m?.email()))),
    password: z.union([
      z.literal(''),
      z
        .string()
        .min(ACCOUNT_PASSWORD.min, says(m?.minLength(pw, ACCOUNT_PASSWORD.min)))
        .max(ACCOUNT_PASSWORD.max, says(m?.maxLength(pw, ACCOUNT_PASSWORD.max)))
        .refine((s) => isCleanText(s)),
    ]),
    admin: z.boolean(),
  });
}
export const accountInput = accountFields().extend({ locale: z.enum(locales) });

/** Grant (true) or revoke (false) a member's admin rights. */
export const adminRoleInput = z.object({ uid: identifier(128), admin: z.boolean() });

/**
 * What the account history records (lib/auth/tables accountEvents.kind). `two-step-*` are written by
 * two-step verification; `sessions-ended` by "End the sessions on all devices".
 */
export const ACCOUNT_EVENT_KINDS = [
  'provider-linked',
  'provider-unlinked',
  'password-changed',
  'email-changed',
  'email-restored',
  'sessions-ended',
  'two-step-enrolled',
  'two-step-removed',
] as const;
export type AccountEventKind = (typeof ACCOUNT_EVENT_KINDS)[number];

/** The sign-in providers a member can link and unlink in Sign-in and security. */
export const LINKABLE_PROVIDERS = ['google.com', 'apple.com'] as const;
export type LinkableProvider = (typeof LINKABLE_PROVIDERS)[number];

const provider = z.enum(LINKABLE_PROVIDERS);
/** An emailed action code (Firebase's oobCode): printable, bounded. */
const oobCode = z
  .string()
  .min(1)
  .max(512)
  .regex(/^[A-Za-z0-9_-]+$/);

/**
 * The body of POST /api/me/security: a change the member made (or, for unlinking, asks the server to
 * make), in the language of the page that answers.
 */
export const securityChangeInput = z.discriminatedUnion('change', [
  z.object({ change: z.literal('provider-linked'), provider }),
  z.object({ change: z.literal('provider-unlinked'), provider }),
  z.object({ change: z.literal('password-changed') }),
  z.object({ change: z.literal('two-step-enrolled') }),
  z.object({ change: z.literal('two-step-removed') }),
  z.object({ change: z.literal('email-changed'), oobCode }),
  z.object({ change: z.literal('email-restored'), oobCode }),
]);
export type SecurityChange = z.infer<typeof securityChangeInput>;
/** After a second factor was added or removed: the fresh ID token Firebase issued with the change, and which it was (the account history's kind). */
export const twoStepChangedInput = z.tuple([z.string().min(20).max(8192), z.enum(['two-step-enrolled', 'two-step-removed'])]);
