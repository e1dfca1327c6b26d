'use client';

import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useLocale, useTranslations } from 'next-intl';
import { Field, FormAlert, bound } from '@/components/forms/Field';
import { useDebouncedSubmit } from '@/components/forms/useDebouncedSubmit';
import { useFormMessages } from '@/components/admin/useFormMessages';
import { createChallengeAction } from '@/lib/challenges/actions';
import { CHALLENGE_DAYS, challengeFields } from '@/lib/challenges/schema';
import type { Locale } from '@/lib/i18n/locales';
import { localDay } from '@/lib/i18n/dates';
import { useCreateResult } from './useMemberForm';
import styles from './Account.module.css';
import { BusyButton } from '@/components/forms/BusyButton';

type Schema = ReturnType<typeof challengeFields>;

/**
 * A new challenge, checked in the browser with the schema the server and the app API use
 * (lib/challenges/schema.ts, messages on blur), then started by createChallengeAction; the owner
 * lands on its page with the invitation link.
 */
export function CreateChallengeForm({ titled = true }: { titled?: boolean } = {}) {
  const a = useTranslations('Account.challenges');
  const f = useTranslations('Forms');
  const locale = useLocale() as Locale;
  const m = useFormMessages();
  const schema = useMemo(() => challengeFields({ ...m, names: { days: a('days'), startsOn: a('startsOn') } }), [m, a]);
  // The first day proposed is the visitor's own today (a default value is set in the browser, not rendered by the server).
  const [today] = useState(() => localDay());
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    mode: 'onBlur',
    defaultValues: { days: 30, startsOn: today },
  });
  const { message, done, leaving, incomplete } = useCreateResult(() => form.reset());
  const submit = useDebouncedSubmit(
    form.handleSubmit(async (v) => {
      const r = await createChallengeAction(v, locale).catch(() => ({ status: 'failed' as const }));
      done(r.status === 'ok' ? { status: 'ok', path: r.invitePath } : r);
    }, incomplete),
  );
  return (
    <form noValidate className={`form ${styles.form}`} onSubmit={submit} aria-labelledby="new-challenge-title">
      {/* Untitled inside a disclosure whose summary carries the heading (same id). */}
      {titled ? <h3 id="new-challenge-title">{a('formTitle')}</h3> : null}
      <Field
        id="challenge-days"
        type="number"
        inputMode="numeric"
        min={CHALLENGE_DAYS.min}
        max={CHALLENGE_DAYS.max}
        label={a('days')}
        {...bound(form, 'days', { valueAsNumber: true })}
      />
      <Field id="challenge-starts" type="date" label={a('startsOn')} {...bound(form, 'startsOn')} />
      <FormAlert errors={form.formState.errors} message={message} />
      <BusyButton type="submit" className="button button-primary" busy={form.formState.isSubmitting || leaving}>
        {form.formState.isSubmitting ? f('submitting') : a('submit')}
      </BusyButton>
    </form>
  );
}
