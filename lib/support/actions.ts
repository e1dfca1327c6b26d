'use server';

import { headers } from 'next/headers';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { mailDeps } from '@/lib/email';
import { adminAction } from '@/lib/auth/admin-action';
import { signedSession } from '@/lib/auth/server';
import { clientIp } from '@/lib/security/tokens';
import { answerInput, answerSupportRequest, submitSupportRequest, supportInput } from './index';
import { allowSupport } from './rate-limit';

export type SupportResult = { status: 'sent' | 'invalid' | 'rateLimited' | 'failed' };

/**
 * The contact form's Server Action (CMS block `contact_form` on /help): validated again here,
 * rate-limited per IP and per sender address, stored, and a receipt mailed. A signed-in member's
 * request carries their uid.
 */
export async function sendSupportAction(input: unknown): Promise<SupportResult> {
  const parsed = supportInput.safeParse(input);
  if (!parsed.success) return { status: 'invalid' };
  const ip = clientIp(await headers());
  if (!(await allowSupport(ip, parsed.data.email))) return { status: 'rateLimited' };
  try {
    const session = await signedSession();
    await submitSupportRequest(
      { ...parsed.data, uid: session?.uid ?? null },
      { db: await db(), siteUrl: env().SITE_URL, mail: await mailDeps(), replyTo: env().OPERATOR_EMAIL },
    );
    return { status: 'sent' };
  } catch (error) {
    console.error('Storing a support request failed:', error);
    return { status: 'failed' };
  }
}

/** An admin answers a support request (/admin/support): mailed to the sender, marked answered; audited with the request's id. */
export const answerSupportAction = adminAction(
  answerInput,
  async (input, { me, audit }) => {
    const result = await answerSupportRequest(
      { ...input, by: me.email ?? me.uid },
      { db: await db(), siteUrl: env().SITE_URL, mail: await mailDeps(), replyTo: env().OPERATOR_EMAIL },
    );
    if (result !== 'ok') return { status: result };
    await audit('answer-support', {}, input.id);
    return { status: 'ok', detail: input.id };
  },
  ['/[locale]/admin/support', 'page'],
);
