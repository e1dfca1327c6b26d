'use client';

import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { boolean, maxLength, object, oneOf, refine, regex, requiredText, string } from '@/lib/forms/schemas';
import { useTranslations } from 'next-intl';
import { CheckboxField, Field, FormAlert } from '@/components/forms/Field';
import { useDebouncedSubmit } from '@/components/forms/useDebouncedSubmit';
import { updateCertificateAction } from '@/lib/certificates/actions';
import { CERTIFICATE_NAME_MAX, latestSinceDay, MILESTONES } from '@/lib/certificates/schema';

type Values = { name: string; since: string; milestone: (typeof MILESTONES)[number]; showDays: boolean };

export function EditCertificateForm({ id, initial }: { id: string; initial: Values }) {
  const t = useTranslations('Certificate');
  const f = useTranslations('Forms');
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const today = new Date().toISOString().slice(0, 10);
  const schema = useMemo(
    () =>
      object({
        name: requiredText(f('required', { name: t('name') })).check(
          maxLength(CERTIFICATE_NAME_MAX, f('maxLength', { name: t('name'), max: CERTIFICATE_NAME_MAX })),
        ),
        since: string().check(
          regex(/^\d{4}-\d{2}-\d{2}$/, f('required', { name: t('since') })),
          refine((d) => d <= latestSinceDay(), t('sinceFuture')),
        ),
        milestone: oneOf(MILESTONES),
        showDays: boolean(),
      }),
    [f, t],
  );
  const form = useForm<Values>({ resolver: zodResolver(schema), mode: 'onBlur', defaultValues: initial });
  const submit = useDebouncedSubmit(
    form.handleSubmit(
      async (values) => {
        setMessage(null);
        const r = await updateCertificateAction(id, values).catch(() => ({ status: 'failed' as const }));
        if (r.status === 'ok') setMessage({ tone: 'success', text: t('saved') });
        else setMessage({ tone: 'error', text: r.status === 'forbidden' ? t('forbidden') : f('incomplete') });
      },
      () => setMessage({ tone: 'error', text: f('incomplete') }),
    ),
  );
  return (
    <form noValidate onSubmit={submit} className="form">
      <Field
        id="name"
        label={t('name')}
        autoComplete="name"
        maxLength={CERTIFICATE_NAME_MAX}
        error={form.formState.errors.name}
        registration={form.register('name')}
      />
      <Field id="since" type="date" max={today} label={t('since')} error={form.formState.errors.since} registration={form.register('since')} />
      <div className="field">
        <label htmlFor="milestone">{t('milestoneLabel')}</label>
        <select id="milestone" {...form.register('milestone')}>
          {MILESTONES.map((m) => (
            <option key={m} value={m}>
              {t(`milestones.${m}`)}
            </option>
          ))}
        </select>
      </div>
      <CheckboxField id="showDays" label={t('showDays')} registration={form.register('showDays')} />
      <FormAlert message={message?.text ?? null} tone={message?.tone ?? 'error'} />
      <button type="submit" className="button button-primary" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? f('submitting') : t('save')}
      </button>
    </form>
  );
}
