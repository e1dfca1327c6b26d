'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { clientIp } from '@/lib/security/tokens';
import { mailDeps } from '@/lib/email';
import { adminAction } from '@/lib/admin/action';
import { localePrefixes, locales } from '@/lib/i18n/locales';
import { isValidId } from '@/lib/routing/validity';
import { sendNewsletter, subscribe, unsubscribe, unsubscribePath } from './index';
import { newsletterInput, subscribeInput } from './schema';
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

/** An admin sends a newsletter to the chosen languages' active subscribers (audited with the count, languages and subject). */
export const sendNewsletterAction = adminAction(
  newsletterInput(),
  async (input, { audit }) => {
    const sent = await sendNewsletter(await db(), input, { siteUrl: env().SITE_URL, mail: await mailDeps() });
    await audit('send-newsletter', {}, `${sent} ${input.locales.join(',')} ${input.subject}`);
    return { status: 'ok', detail: sent };
  },
  ['/[locale]/admin/email', 'page'],
);
