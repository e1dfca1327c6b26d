'use server';

import { headers } from 'next/headers';
import { db } from '@/lib/db';
import { clientIp } from '@/lib/security/tokens';
import { memberAction } from '@/lib/auth/member-action';
import { subscribeMember, unsubscribeMember } from './index';
import { newsletterSubscribeInput, newsletterUnsubscribeInput } from './schema';

// /account is rendered per request: the client refreshes it after an action; nothing static is revalidated.

/** Subscribe the member's own address (double opt-in: a confirmation email goes out). */
export const subscribeNewsletterAction = memberAction(newsletterSubscribeInput, async ([locale], { session }) => ({
  status: await subscribeMember(await db(), session, locale, clientIp(await headers())),
}));

/** Unsubscribe the member's own address. */
export const unsubscribeNewsletterAction = memberAction(newsletterUnsubscribeInput, async (_input, { session }) => ({
  status: await unsubscribeMember(await db(), session),
}));
