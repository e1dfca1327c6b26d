'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { hasLocale } from 'use-intl/core';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { clientIp } from '@/lib/security/tokens';
import { mailDeps } from '@/lib/email';
import { adminAction } from '@/lib/auth/admin-action';
import { localePrefixes, locales } from '@/lib/i18n/locales';
import { isValidId } from '@/lib/routing/validity';
import { controlSend, previewNewsletter, queueNewsletter, subscribe, unsubscribe, unsubscribePath, verify, verifyResultPath } from './index';
import { newsletterInput, newsletterSendInput, sendControlInput, subscribeInput } from './schema';
import { allowSubscribe } from './rate-limit';

export type SubscribeResult = { status: 'sent' | 'invalid' | 'rateLimited' | 'failed' };

/** The footer form's Server Action: validated again here, rate-limited per IP and per address. */
export async function subscribeAction(input: { email: unknown; consent: unknown; locale: unknown }): Promise<SubscribeResult> {
  const parsed = subscribeInput.safeParse(input);
  if (!parsed.success) return { status: 'invalid' };
  const h = await headers();
  const ip = clientIp(h);
  if (!(await allowSubscribe(ip, parsed.data.email))) return { status: 'rateLimited' };
  try {
    await subscribe(parsed.data, { db: await db(), siteUrl: env().SITE_URL, mail: await mailDeps() });
    return { status: 'sent' };
  } catch (error) {
    console.error('Subscribing failed:', error);
    return { status: 'failed' };
  }
}

/**
 * The unsubscribe page's button (a plain form POST, so it works without JavaScript). The link's
 * token is the authorization: an unknown token changes nothing. Then back to the page, which now
 * shows the done state (or says the link does not work).
 */
export async function unsubscribeAction(form: FormData): Promise<never> {
  // Called over HTTP, a Server Action receives whatever arguments the caller encodes, not only a form.
  const token = form instanceof FormData ? form.get('token') : null;
  const requested = form instanceof FormData ? form.get('locale') : null;
  const locale = hasLocale(locales, requested) ? requested : 'en-US';
  if (typeof token !== 'string' || !isValidId(token)) redirect(localePrefixes[locale] || '/');
  await unsubscribe(token, { db: await db() });
  redirect(unsubscribePath(token, locale));
}

/**
 * The confirmation page's button (a plain form POST, so it works without JavaScript): the subscription
 * is confirmed only here, never by opening the emailed link (mail scanners open links). The link's
 * token is the authorization. Then the success or error page, in the form's language.
 */
export async function confirmSubscriptionAction(form: FormData): Promise<never> {
  const token = form instanceof FormData ? form.get('token') : null;
  const requested = form instanceof FormData ? form.get('locale') : null;
  const locale = hasLocale(locales, requested) ? requested : 'en-US';
  const result = typeof token === 'string' && isValidId(token) ? await verify(token, { db: await db() }) : 'error';
  redirect(verifyResultPath(result, locale));
}

/**
 * An admin sends a newsletter to the chosen languages' active subscribers: it is queued as a job and
 * the answer (the job's id) comes at once, whatever the audience; a worker sends it (lib/newsletter/send.ts).
 * Audited with the audience at this moment, the languages and the subject. The form's key makes a
 * repeated request (a retry after a lost answer) answer the same without queueing it twice.
 */
export const sendNewsletterAction = adminAction(
  newsletterSendInput,
  async ({ key, ...input }, { audit }) => {
    const queued = await queueNewsletter(await db(), input, key);
    if (!queued) return { status: 'conflict' };
    const { audience, created } = queued;
    if (created) await audit('send-newsletter', {}, `${audience} ${input.locales.join(',')} ${input.subject}`);
    // The answer names the audience ("Queued for N subscribers"); the job itself heads the page's list of sends.
    return { status: 'ok', detail: audience };
  },
  ['/[locale]/admin/email', 'page'],
);

/** Pause, resume or cancel a newsletter's send; audited (`pause-send` …) with the send's id when it took effect. */
export const controlSendAction = adminAction(
  sendControlInput,
  async ({ id, action }, { audit }) => {
    const ok = await controlSend(await db(), id, action);
    if (!ok) return { status: 'conflict' };
    if (action === 'resume') await (await import('@/lib/jobs')).enqueueSend(id);
    await audit(`${action}-send`, {}, id);
    return { status: 'ok', detail: id };
  },
  ['/[locale]/admin/email', 'page'],
);

/** The newsletter as its first chosen language's subscribers will see it (HTML), before sending; nothing is stored. */
export const previewNewsletterAction = adminAction(newsletterInput(), async (input) => ({
  status: 'ok',
  detail: await previewNewsletter(input, env().SITE_URL),
}));
