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

/** After a second factor was added or removed: the fresh ID token Firebase issued with the change. */
export const twoStepChangedInput = z.tuple([z.string().min(20).max(8192)]);
