'use server';

import { headers } from 'next/headers';
import { db } from '@/lib/db';
import { clientIp } from '@/lib/security/tokens';
import { memberAction } from '@/lib/auth/member-action';
import { perAccount, WRITE_LIMITS } from '@/lib/security/write-limits';
import { sendAddressConfirmation, subscribeMember, unsubscribeMember } from './index';
import { confirmAddressInput, newsletterSubscribeInput, newsletterUnsubscribeInput } from './schema';

// /account is rendered per request: the client refreshes it after an action; nothing static is revalidated.

/** Subscribe the member's own address (double opt-in: a confirmation email goes out). */
export const subscribeNewsletterAction = memberAction(newsletterSubscribeInput, async ([locale], { session }) => ({
  status: await subscribeMember(await db(), session, locale, clientIp(await headers())),
}));

/** Unsubscribe the member's own address (10 an hour per member). */
export const unsubscribeNewsletterAction = memberAction(
  newsletterUnsubscribeInput,
  async (_input, { session }) => ({
    status: await unsubscribeMember(await db(), session),
  }),
  { perAccount: perAccount(WRITE_LIMITS.newsletterUnsubscribes) },
);

/** Email the member a link that confirms their address ('stale' when it is confirmed already: the page is shown again). */
export const confirmAddressAction = memberAction(confirmAddressInput, async ([locale], { session }) => {
  const status = await sendAddressConfirmation(await db(), session, locale, clientIp(await headers()));
  return { status: status === 'verified' ? 'stale' : status };
});

/** The same, asked by /register for the account it has just made (its own limit per client address). */
export const confirmNewAddressAction = memberAction(confirmAddressInput, async ([locale], { session }) => ({
  status: await sendAddressConfirmation(await db(), session, locale, clientIp(await headers()), { signUp: true }),
}));
