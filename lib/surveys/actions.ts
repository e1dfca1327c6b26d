'use server';

import { z } from 'zod';
import { db } from '@/lib/db';
import { visitorAction } from '@/lib/auth/member-action';
import { locales } from '@/lib/i18n/locales';
import { answersSchema } from './schema';
import { saveMotivation, saveTest } from './index';

/** The public dependence test: stored with the member's uid when signed in (live session), else anonymously. */
export const submitTestAction = visitorAction(z.tuple([answersSchema, z.enum(locales)]), async ([answers, locale], { session }) => {
  const result = await saveTest(answers, { db: await db(), uid: session?.uid ?? null, locale });
  return result ? { status: 'ok' as const, ...result } : { status: 'invalid' as const };
});

/** The motivation survey (its answers are checked against the current lists in saveMotivation). */
export const submitMotivationAction = visitorAction(z.tuple([z.unknown(), z.enum(locales)]), async ([answers, locale], { session }) => {
  const ok = await saveMotivation(answers, { db: await db(), uid: session?.uid ?? null, locale });
  return { status: ok ? ('ok' as const) : ('invalid' as const) };
});
