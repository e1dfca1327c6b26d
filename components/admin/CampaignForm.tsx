'use client';

import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useTranslations } from 'next-intl';
import { createCampaignAction } from '@/lib/campaigns/actions';
import { campaignInput, CAMPAIGN_LIMITS as L, CODE_LENGTHS, formatCode } from '@/lib/campaigns/schema';
import { Field, FormAlert, bound } from '@/components/forms/Field';
import { useRouter } from '@/lib/routing/navigation';
import { useDebouncedSubmit } from '@/components/forms/useDebouncedSubmit';
import { useAdminAction } from './useAdminAction';
import { useFormMessages } from './useFormMessages';
import { BusyButton } from '@/components/forms/BusyButton';

type Schema = ReturnType<typeof campaignInput>;
type Values = z.input<Schema>;

/**
 * A new code campaign. Checked in the browser (messages on blur, in the page's language) and again
 * by createCampaignAction on the server, with the same rules (lib/campaigns/schema.ts). Once made,
 * the new campaign's page opens with the success message.
 */
export function CampaignForm() {
  const t = useTranslations('AdminUi');
  const f = useTranslations('Forms');
  const { pending, message, run, setMessage } = useAdminAction();
  const m = useFormMessages();
  const router = useRouter();
  const schema = useMemo(
    () =>
      campaignInput({
        ...m,
        names: {
          name: t('campaigns.name'),
          grantDays: t('campaigns.grantDays'),
          validFrom: t('campaigns.validFrom'),
          validUntil: t('campaigns.validUntil'),
          count: t('campaigns.count'),
        },
        untilAfterFrom: t('campaigns.untilAfterFrom'),
      }),
    [m, t],
  );
  const [initial] = useState<Values>(() => {
    const now = Date.now();
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    // The form's values need a key; each submission takes its own (below).
    return {
      name: '',
      grantDays: 30,
      validFrom: day(now),
      validUntil: day(now + 90 * 86_400_000),
      count: 100,
      prefix: '',
      codeLength: 12,
      key: crypto.randomUUID(),
    };
  });
  const form = useForm<Values, unknown, z.output<Schema>>({ resolver: zodResolver(schema), mode: 'onBlur', defaultValues: initial });
  const [prefix, codeLength] = useWatch({ control: form.control, name: ['prefix', 'codeLength'] });
  const cleanPrefix = (prefix ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');
  const errors = form.formState.errors;
  // One key per set of values sent (kept at once, not on the next render): a double click or a retried
  // request makes one campaign; edited values get their own key (the server answers `conflict` to a key
  // sent again with other values).
  const [keys] = useState(() => new Map<string, string>());
  const submit = useDebouncedSubmit(
    form.handleSubmit(
      (v) => {
        const text = JSON.stringify({ ...v, key: null });
        const key = keys.get(text) ?? crypto.randomUUID();
        keys.set(text, key);
        return run(
          () => createCampaignAction({ ...v, key }),
          (r) => {
            // The new campaign's page says it was created (?created=1).
            router.push({ pathname: '/admin/code-campaigns/[id]', params: { id: String(r.detail) }, query: { created: '1' } });
            return t('campaigns.opening');
          },
        );
      },
      () => setMessage({ tone: 'error', text: f('incomplete') }),
    ),
  );
  return (
    <form noValidate className="form card" onSubmit={submit}>
      <Field id="c-name" label={t('campaigns.name')} maxLength={L.name.max} {...bound(form, 'name')} />
      <Field
        id="c-days"
        type="number"
        min={L.grantDays.min}
        max={L.grantDays.max}
        label={t('campaigns.grantDays')}
        {...bound(form, 'grantDays', { valueAsNumber: true })}
      />
      <Field id="c-from" type="date" label={t('campaigns.validFrom')} {...bound(form, 'validFrom', { deps: ['validUntil'] })} />
      <Field id="c-until" type="date" label={t('campaigns.validUntil')} {...bound(form, 'validUntil')} />
      <Field id="c-count" type="number" min={L.count.min} max={L.count.max} label={t('campaigns.count')} {...bound(form, 'count', { valueAsNumber: true })} />
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
            <option key={n} value={n}>
              {t('campaigns.codeLengthOption', { count: n })}
            </option>
          ))}
        </select>
        <p id="c-example" className="hint">
          {t('campaigns.example', { code: formatCode(cleanPrefix + 'X'.repeat(codeLength ?? 12), cleanPrefix) })}
        </p>
      </div>
      <FormAlert
        errors={errors}
        fields={{ name: 'c-name', grantDays: 'c-days', validFrom: 'c-from', validUntil: 'c-until', count: 'c-count', prefix: 'c-prefix' }}
        message={message?.text ?? null}
        tone={message?.tone ?? 'error'}
      />
      <BusyButton type="submit" className="button button-primary" busy={pending}>
        {pending ? f('submitting') : t('campaigns.create')}
      </BusyButton>
    </form>
  );
}
