import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { text } from '@/lib/validation/schema';
import type { Db } from '@/lib/db';
import { subscriptions } from '@/lib/db/schema';
import { locales, localePrefixes, type Locale } from '@/lib/i18n/locales';
import { sendMail, type Transport } from '@/lib/email/outbox';
import { newsletterEmail } from '@/lib/email/templates';
import { issueNewsletterTokens } from '@/lib/newsletter';
import { NEWSLETTER_LIMITS } from './limits';

export const newsletterInput = z.object({
  subject: text({ min: NEWSLETTER_LIMITS.subject.min, max: NEWSLETTER_LIMITS.subject.max }),
  body: text({ min: NEWSLETTER_LIMITS.body.min, max: NEWSLETTER_LIMITS.body.max, multiline: true }),
  locales: z.array(z.enum(locales)).min(1),
});

export const BATCH = 100;

/**
 * Sends a newsletter to the active subscribers of the chosen languages, in batches, each message with
 * its own unsubscribe link (a fresh token per message, only its hash stored) and RFC 8058 headers.
 * Returns how many messages went out.
 */
export async function sendNewsletter(db: Db, input: z.infer<typeof newsletterInput>, deps: { siteUrl: string; mail: { transport: Transport | null; from: string } }) {
  const rows = await db
    .select({ id: subscriptions.id, email: subscriptions.email, locale: subscriptions.locale, uid: subscriptions.uid })
    .from(subscriptions)
    .where(and(eq(subscriptions.status, 'active'), inArray(subscriptions.locale, input.locales)));
  let sent = 0;
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    const tokens = await issueNewsletterTokens(db, batch.map((r) => r.id));
    await Promise.all(
      batch.map(async (r) => {
        const token = tokens.get(r.id)!;
        const locale = r.locale as Locale;
        const page = new URL(`${localePrefixes[locale]}/unsubscribe/${token}`, deps.siteUrl).toString();
        const oneClick = new URL(`/api/newsletter/unsubscribe/${token}`, deps.siteUrl).toString();
        const mail = newsletterEmail(locale, { subject: input.subject, body: input.body, unsubscribeUrl: page });
        await sendMail(
          db,
          {
            ...mail,
            to: r.email,
            template: 'newsletter',
            locale,
            uid: r.uid,
            headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
          },
          deps.mail,
        );
        sent++;
      }),
    );
  }
  return sent;
}
