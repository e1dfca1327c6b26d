/**
 * The newsletter: sign-up input, subscription states, the admin's newsletter (written once for the
 * admin form, components/admin/NewsletterForm.tsx, and sendNewsletterAction) and the admin filters.
 * Client-safe.
 */
import { z } from 'zod';
import { type FormMessages, textField } from '@/lib/forms/fields';
import { searchRecord, searchSchema, type RawSearch } from '@/lib/http/search-params';
import { locales } from '@/lib/i18n/locales';
import { pageParam } from '@/lib/validation/schema';

export const SUBSCRIPTION_STATUSES = ['pending', 'active', 'unsubscribed'] as const;

/** The footer sign-up, checked again on the server (the form itself checks with zod/mini). */
export const subscribeInput = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
  consent: z.literal(true),
  locale: z.enum(locales),
});
export type SubscribeInput = z.infer<typeof subscribeInput>;

export const NEWSLETTER_LIMITS = {
  subject: { min: 3, max: 150 },
  body: { min: 10, max: 20_000 },
} as const;

/** A newsletter: subject, body in Markdown (lib/email/markdown.ts: links, emphasis, lists, headings; no HTML, no images) and the languages it goes to. */
export function newsletterInput(m?: FormMessages & { names: Record<'subject' | 'body', string>; chooseLanguage: string }) {
  return z.object({
    subject: textField({ name: m?.names.subject ?? 'subject', ...NEWSLETTER_LIMITS.subject }, m),
    body: textField({ name: m?.names.body ?? 'body', ...NEWSLETTER_LIMITS.body, multiline: true }, m),
    locales: z.array(z.enum(locales)).min(1, m && { error: m.chooseLanguage }),
  });
}
export type NewsletterInput = z.output<ReturnType<typeof newsletterInput>>;
/** Sending: the newsletter and the form's key (crypto.randomUUID when it renders, new after each send): one send per key. */
export const newsletterSendInput = newsletterInput().extend({ key: z.uuid() });

/** An admin's control of a newsletter job. */
export const sendControlInput = z.object({ id: z.uuid(), action: z.enum(['pause', 'resume', 'cancel']) });

/** The subscribers export's filters (`?status=&locale=`); empty values mean "all". */
export const subscriberFilter = z.object({
  status: z.enum(SUBSCRIPTION_STATUSES).optional(),
  locale: z.enum(locales).optional(),
});
export type SubscriberFilter = z.infer<typeof subscriberFilter>;

/** Reads the export's filter from a query string; null when a value is not one of the allowed ones. */
export function parseSubscriberFilter(q: URLSearchParams): SubscriberFilter | null {
  const parsed = subscriberFilter.safeParse({ status: q.get('status') || undefined, locale: q.get('locale') || undefined });
  return parsed.success ? parsed.data : null;
}

/** The admin email page: subscriber filter and the two lists' pages (values that do not parse are dropped). */
export function emailSearch(raw: RawSearch) {
  const s = searchSchema({ status: z.enum(SUBSCRIPTION_STATUSES), locale: z.enum(locales), page: pageParam(), outbox: pageParam() }).parse(searchRecord(raw));
  return { ...s, page: s.page ?? 1, outbox: s.outbox ?? 1 };
}
