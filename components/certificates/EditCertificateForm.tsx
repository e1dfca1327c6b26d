'use client';

import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useTranslations } from 'next-intl';
import { CheckboxField, Field, FormAlert, bound } from '@/components/forms/Field';
import { useDebouncedSubmit } from '@/components/forms/useDebouncedSubmit';
import { useFormMessages } from '@/components/admin/useFormMessages';
import { updateCertificateAction } from '@/lib/certificates/actions';
import { CERTIFICATE_NAME_MAX, certificateFields, MILESTONES } from '@/lib/certificates/schema';
import { BusyButton } from '@/components/forms/BusyButton';

type Schema = ReturnType<typeof certificateFields>;
type Values = z.output<Schema>;

/** A certificate's owner changes it, checked with the schema the create form, the actions and the app API use. */
export function EditCertificateForm({ id, initial }: { id: string; initial: Values }) {
  const t = useTranslations('Certificate');
  const f = useTranslations('Forms');
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const today = new Date().toISOString().slice(0, 10);
  const m = useFormMessages();
  const schema = useMemo(() => certificateFields({ ...m, names: { name: t('name'), since: t('since') }, sinceFuture: t('sinceFuture') }), [m, t]);
  const form = useForm<z.input<Schema>, unknown, Values>({ resolver: zodResolver(schema), mode: 'onBlur', defaultValues: initial });
  const submit = useDebouncedSubmit(
    form.handleSubmit(
      async (values) => {
        setMessage(null);
        const r = await updateCertificateAction(id, values).catch(() => ({ status: 'failed' as const }));
        if (r.status === 'ok') setMessage({ tone: 'success', text: t('saved') });
        else
          setMessage({ tone: 'error', text: r.status === 'forbidden' ? t('forbidden') : r.status === 'rate-limited' ? f('tooManyRequests') : f('incomplete') });
      },
      () => setMessage({ tone: 'error', text: f('incomplete') }),
    ),
  );
  return (
    <form noValidate onSubmit={submit} className="form">
      <Field id="name" label={t('name')} autoComplete="name" maxLength={CERTIFICATE_NAME_MAX} {...bound(form, 'name')} />
      <Field id="since" type="date" max={today} label={t('since')} {...bound(form, 'since')} />
      <div className="field">
        <label htmlFor="milestone">{t('milestoneLabel')}</label>
        <select id="milestone" {...form.register('milestone')}>
          {MILESTONES.map((milestone) => (
            <option key={milestone} value={milestone}>
              {t(`milestones.${milestone}`)}
            </option>
          ))}
        </select>
      </div>
      <CheckboxField id="showDays" label={t('showDays')} registration={form.register('showDays')} />
      <FormAlert errors={form.formState.errors} message={message?.text ?? null} tone={message?.tone ?? 'error'} />
      <BusyButton type="submit" className="button button-primary" busy={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? f('submitting') : t('save')}
      </BusyButton>
    </form>
  );
}
