import 'server-only';
import { and, eq } from 'drizzle-orm';
import { db as database, type Db } from '@/lib/db';
import { sendMail, type MailDeps } from '@/lib/email/queries';
import { supportAnswerEmail, supportReceiptEmail } from '@/lib/email/templates';
import type { Locale } from '@/lib/i18n/locales';
import { supportPage } from './queries';
import { supportRequests } from './tables';
import type { AnswerInput, SupportInput } from './schema';

export * from './schema';
export { SUPPORT_PAGE, supportPage, supportRequest } from './queries';

/** What /admin/support shows: one page of the inbox (open first, newest first) and the counts. */
export async function supportInbox(page: number) {
  return supportPage(await database(), page);
}

interface Deps {
  db: Db;
  siteUrl: string;
  mail: MailDeps;
  /** The operator's address (OPERATOR_EMAIL): replies go there when set. */
  replyTo?: string | null;
}

/** Stores a question from the contact form and mails the sender a receipt (through the outbox). */
export async function submitSupportRequest(input: SupportInput & { uid?: string | null }, deps: Deps) {
  const [row] = await deps.db
    .insert(supportRequests)
    .values({ email: input.email, name: input.name || null, message: input.message, locale: input.locale, uid: input.uid ?? null })
    .returning({ id: supportRequests.id });
  const mail = await supportReceiptEmail(input.locale, { site: new URL(deps.siteUrl).host });
  await sendMail(
    deps.db,
    {
      ...mail,
      to: input.email,
      template: 'support-receipt',
      locale: input.locale,
      uid: input.uid ?? null,
      headers: deps.replyTo ? { 'Reply-To': deps.replyTo } : {},
    },
    deps.mail,
  );
  return row!.id;
}

/**
 * An admin answers a request: the answer is mailed to the sender in their language (the question
 * quoted), then the request is marked answered by whom and when. 'not-found' for no such request,
 * 'conflict' when it was answered already (two admins at once: only one answer goes out).
 */
export async function answerSupportRequest(input: AnswerInput & { by: string }, deps: Deps & { now?: Date }): Promise<'ok' | 'not-found' | 'conflict'> {
  const now = deps.now ?? new Date();
  const [claimed] = await deps.db
    .update(supportRequests)
    .set({ status: 'answered', answeredAt: now, answeredBy: input.by, answer: input.answer })
    .where(and(eq(supportRequests.id, input.id), eq(supportRequests.status, 'open')))
    .returning();
  if (!claimed) {
    const [exists] = await deps.db.select({ id: supportRequests.id }).from(supportRequests).where(eq(supportRequests.id, input.id));
    return exists ? 'conflict' : 'not-found';
  }
  const locale = claimed.locale as Locale;
  const mail = await supportAnswerEmail(locale, { answer: input.answer, message: claimed.message, site: new URL(deps.siteUrl).host });
  await sendMail(
    deps.db,
    { ...mail, to: claimed.email, template: 'support-answer', locale, uid: claimed.uid, headers: deps.replyTo ? { 'Reply-To': deps.replyTo } : {} },
    deps.mail,
  );
  return 'ok';
}
