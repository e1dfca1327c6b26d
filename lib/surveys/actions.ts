'use server';

import { db } from '@/lib/db';
import { liveSession } from '@/lib/auth/server';
import { hasLocale } from 'next-intl';
import { routing } from '@/lib/i18n/routing';
import { saveMotivation, saveTest } from './index';

export async function submitTestAction(answers: unknown, locale: unknown) {
  if (!hasLocale(routing.locales, locale)) return { status: 'invalid' as const };
  const session = await liveSession();
  const result = await saveTest(answers, { db: await db(), uid: session?.uid ?? null, locale });
  return result ? { status: 'ok' as const, ...result } : { status: 'invalid' as const };
}

export async function submitMotivationAction(answers: unknown, locale: unknown) {
  if (!hasLocale(routing.locales, locale)) return { status: 'invalid' as const };
  const session = await liveSession();
  const ok = await saveMotivation(answers, { db: await db(), uid: session?.uid ?? null, locale });
  return { status: ok ? ('ok' as const) : ('invalid' as const) };
}
