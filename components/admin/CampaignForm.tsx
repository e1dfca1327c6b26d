'use client';

import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { gte, int, literal, lte, maxLength, minLength, object, refine, regex, requiredText, string, toUpperCase, trim } from '@/lib/forms/schemas';
import { useTranslations } from 'next-intl';
import { createCampaignAction } from '@/lib/admin/actions';
import { CODE_LENGTHS, formatCode, PREFIX_SHAPE } from '@/lib/campaigns/format';
import { CAMPAIGN_LIMITS as L } from '@/lib/admin/limits';
import { Field, FormAlert } from '@/components/forms/Field';
import { useDebouncedSubmit } from '@/components/forms/useDebouncedSubmit';
import { useAdminAction } from './useAdminAction';

type CodeLength = (typeof CODE_LENGTHS)[number];
type Values = { name: string; grantDays: number; validFrom: string; validUntil: string; count: number; prefix: string; codeLength: CodeLength };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A new code campaign. Checked in the browser (messages on blur, in the page's language) and again
 * by createCampaignAction on the server.
 */
export function CampaignForm() {
  const t = useTranslations('AdminUi');
  const f = useTranslations('Forms');
  const { pending, message, run, setMessage } = useAdminAction();
  const schema = useMemo(() => {
    const whole = (name: string, min: number, max: number) => {
      const range = t('range', { name, min, max });
      // Empty or not a number: NaN (valueAsNumber); a fraction gets the range message, which says "whole".
      return int({ error: (issue) => (Number.isNaN(issue.input) ? f('number', { name }) : range) }).check(gte(min, range), lte(max, range));
    };
    const date = (name: string) => string().check(regex(DATE, f('required', { name })));
    return object({
      name: requiredText(f('required', { name: t('campaigns.name') })).check(
        minLength(L.name.min, f('minLength', { name: t('campaigns.name'), min: L.name.min })),
        maxLength(L.name.max, f('maxLength', { name: t('campaigns.name'), max: L.name.max })),
      ),
      grantDays: whole(t('campaigns.grantDays'), L.grantDays.min, L.grantDays.max),
      validFrom: date(t('campaigns.validFrom')),
      validUntil: date(t('campaigns.validUntil')),
      count: whole(t('campaigns.count'), L.count.min, L.count.max),
      prefix: string().check(trim(), toUpperCase(), regex(PREFIX_SHAPE, f('invalid'))),
      codeLength: literal(CODE_LENGTHS),
    }).check(refine((v) => !DATE.test(v.validFrom) || !DATE.test(v.validUntil) || v.validUntil > v.validFrom, { error: t('campaigns.untilAfterFrom'), path: ['validUntil'], when: () => true }));
  }, [f, t]);
  const [initial] = useState<Values>(() => {
    const now = Date.now();
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    return { name: '', grantDays: 30, validFrom: day(now), validUntil: day(now + 90 * 86_400_000), count: 100, prefix: '', codeLength: 12 };
  });
  const form = useForm<Values>({ resolver: zodResolver(schema), mode: 'onBlur', defaultValues: initial });
  const [prefix, codeLength] = useWatch({ control: form.control, name: ['prefix', 'codeLength'] });
  const cleanPrefix = (prefix ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');
  const errors = form.formState.errors;
  const submit = useDebouncedSubmit(
    form.handleSubmit(
      (v) => run(() => createCampaignAction(v), () => t('campaigns.created', { count: v.count })),
      () => setMessage({ tone: 'error', text: f('incomplete') }),
    ),
  );
  return (
    <form noValidate className="form card" onSubmit={submit}>
      <Field id="c-name" label={t('campaigns.name')} maxLength={L.name.max} error={errors.name} registration={form.register('name')} />
      <Field id="c-days" type="number" min={L.grantDays.min} max={L.grantDays.max} label={t('campaigns.grantDays')} error={errors.grantDays} registration={form.register('grantDays', { valueAsNumber: true })} />
      <Field id="c-from" type="date" label={t('campaigns.validFrom')} error={errors.validFrom} registration={form.register('validFrom', { deps: ['validUntil'] })} />
      <Field id="c-until" type="date" label={t('campaigns.validUntil')} error={errors.validUntil} registration={form.register('validUntil')} />
      <Field id="c-count" type="number" min={L.count.min} max={L.count.max} label={t('campaigns.count')} error={errors.count} registration={form.register('count', { valueAsNumber: true })} />
      <Field
        id="c-prefix"
        label={t('campaigns.prefix')}
        hint={t('campaigns.prefixHint')}
        maxLength={8}
        autoCapitalize="characters"
        error={errors.prefix}
        registration={form.register('prefix', {
          onChange: (e: { target: HTMLInputElement }) => {
            const upper = e.target.value.toUpperCase();
            if (upper !== e.target.value) form.setValue('prefix', upper);
          },
        })}
      />
      <div className="field">
        <label htmlFor="c-length">{t('campaigns.codeLength')}</label>
        <select id="c-length" aria-describedby="c-example" {...form.register('codeLength', { valueAsNumber: true })}>
          {CODE_LENGTHS.map((n) => (
            <option key={n} value={n}>{t('campaigns.codeLengthOption', { count: n })}</option>
          ))}
        </select>
        <p id="c-example" className="hint">{t('campaigns.example', { code: formatCode(cleanPrefix + 'X'.repeat(codeLength ?? 12), cleanPrefix) })}</p>
      </div>
      <FormAlert message={message?.text ?? null} tone={message?.tone ?? 'error'} />
      <button type="submit" className="button button-primary" disabled={pending}>{pending ? f('submitting') : t('campaigns.create')}</button>
    </form>
  );
}
