'use server';

import { z } from 'zod';
import { db } from '@/lib/db';
import { visitorAction } from '@/lib/auth/member-action';
import { locales } from '@/lib/i18n/locales';
import { answersSchema, QUESTIONS } from './schema';
import { saveMotivation, saveTest } from './index';
import type { Band } from './fagerstrom';

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

export type TestFormState =
  { status: 'ok'; score: number; band: Band } | { status: 'invalid'; missing: string[]; answers: Array<number | null> } | { status: 'rate-limited' } | null;

/**
 * The dependence test as a plain HTML form (`useActionState`): it works without JavaScript too, the
 * page re-rendered with the result or the unanswered questions named. Stored like submitTestAction.
 */
export const testFormAction = visitorAction(
  // The previous state (as useActionState passes it back), then the form's fields (visitorAction turns
  // FormData into a plain object before parsing).
  z.tuple([z.union([z.null(), z.looseObject({ status: z.enum(['ok', 'invalid', 'rate-limited']) })]), z.record(z.string(), z.unknown())]),
  async ([, form], { session }): Promise<TestFormState> => {
    const answers = QUESTIONS.map((q) => {
      const v = form[q.id];
      return typeof v === 'string' && /^[0-9]$/.test(v) ? Number(v) : null;
    });
    const missing = QUESTIONS.filter((_, i) => answers[i] === null).map((q) => q.id);
    const locale = z.enum(locales).safeParse(form.locale);
    if (missing.length || !locale.success) return { status: 'invalid', missing, answers };
    const result = await saveTest(answers, { db: await db(), uid: session?.uid ?? null, locale: locale.data });
    return result ? { status: 'ok', ...result } : { status: 'invalid', missing: [], answers };
  },
  { invalid: { status: 'invalid', missing: [], answers: [] } as TestFormState, limited: { status: 'rate-limited' } as TestFormState },
);
