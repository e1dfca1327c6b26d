'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';

type Answer = { status: string };

/**
 * What a member's save form does on submit: check the values with the area's schema (its `invalid`
 * message if they do not pass), run the Server Action once at a time, and say how it went: `saved`,
 * or why not (signed out, too many, bad input, a failure). `onSaved` runs after 'ok' (refresh the page).
 */
export function useSaveAction<S extends z.ZodType>(
  schema: S,
  action: (input: z.output<S>) => Promise<Answer>,
  texts: { saved: string; invalid: string },
  onSaved?: () => void,
) {
  const a = useTranslations('Account');
  const f = useTranslations('Forms');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; tone: 'error' | 'success' } | null>(null);
  const save = async (values: unknown) => {
    if (busy) return;
    const parsed = schema.safeParse(values);
    if (!parsed.success) return setMessage({ text: texts.invalid, tone: 'error' });
    setBusy(true);
    const r = await action(parsed.data).catch(() => ({ status: 'failed' }));
    setBusy(false);
    if (r.status === 'ok') {
      setMessage({ text: texts.saved, tone: 'success' });
      onSaved?.();
    } else
      setMessage({
        text:
          r.status === 'signed-out'
            ? a('signedOut')
            : r.status === 'rate-limited'
              ? f('tooManyRequests')
              : r.status === 'invalid'
                ? texts.invalid
                : a('failed'),
        tone: 'error',
      });
  };
  return { busy, message, save };
}
