'use server';

import { headers } from 'next/headers';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { clientIp } from '@/lib/security/tokens';
import { mailDeps } from '@/lib/email';
import { subscribe, subscribeInput } from './index';
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
