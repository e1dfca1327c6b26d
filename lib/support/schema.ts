/**
 * The contact form (components/support/ContactForm.tsx, checked again by sendSupportAction) and the
 * admin's answer (components/admin/SupportAnswerForm.tsx, answerSupportAction). Client-safe.
 */
import { z } from 'zod';
import { type FormMessages, textField } from '@/lib/forms/fields';
import { searchRecord, searchSchema, type RawSearch } from '@/lib/http/search-params';
import { locales } from '@/lib/i18n/locales';
import { pageParam } from '@/lib/validation/schema';
import { SUPPORT_LIMITS } from './limits';

export { SUPPORT_LIMITS } from './limits';

/** A question from the contact form: email (required), name (optional), message, the page's language. */
export const supportInput = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
  name: textField({ name: 'name', ...SUPPORT_LIMITS.name }).optional(),
  message: textField({ name: 'message', ...SUPPORT_LIMITS.message, multiline: true }),
  locale: z.enum(locales),
});
export type SupportInput = z.infer<typeof supportInput>;

/** The admin's answer: plain text (no HTML is made of it), length-limited. */
export function answerFields(m?: FormMessages & { name: string }) {
  return z.object({ answer: textField({ name: m?.name ?? 'answer', ...SUPPORT_LIMITS.answer, multiline: true }, m) });
}
export const answerInput = answerFields().extend({ id: z.uuid() });
export type AnswerInput = z.infer<typeof answerInput>;

/** The admin support page's `?page=` (a value that does not parse is dropped). */
export function supportSearch(raw: RawSearch) {
  const s = searchSchema({ page: pageParam() }).parse(searchRecord(raw));
  return { page: s.page ?? 1 };
}
