'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { createCampaignAction } from '@/lib/admin/actions';
import { CODE_LENGTHS, formatCode } from '@/lib/campaigns/format';
import { FormAlert } from '@/components/forms/Field';
import { useAdminAction } from './useAdminAction';

export function CampaignForm() {
  const t = useTranslations('AdminUi');
  const f = useTranslations('Forms');
  const { pending, message, run } = useAdminAction();
  const [v, setV] = useState(() => {
    const now = Date.now();
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    return { name: '', grantDays: 30, validFrom: day(now), validUntil: day(now + 90 * 86_400_000), count: 100, prefix: '', codeLength: 12 as (typeof CODE_LENGTHS)[number] };
  });
  return (
    <form
      className="form card"
      onSubmit={(e) => {
        e.preventDefault();
        run(() => createCampaignAction(v), () => t('campaigns.created', { count: v.count }));
      }}
    >
      <div className="field">
        <label htmlFor="c-name">{t('campaigns.name')}</label>
        <input id="c-name" value={v.name} required minLength={2} maxLength={100} onChange={(e) => setV({ ...v, name: e.target.value })} />
      </div>
      <div className="field">
        <label htmlFor="c-days">{t('campaigns.grantDays')}</label>
        <input id="c-days" type="number" min={1} max={3650} value={v.grantDays} onChange={(e) => setV({ ...v, grantDays: Number(e.target.value) })} />
      </div>
      <div className="field">
        <label htmlFor="c-from">{t('campaigns.validFrom')}</label>
        <input id="c-from" type="date" value={v.validFrom} onChange={(e) => setV({ ...v, validFrom: e.target.value })} />
      </div>
      <div className="field">
        <label htmlFor="c-until">{t('campaigns.validUntil')}</label>
        <input id="c-until" type="date" value={v.validUntil} onChange={(e) => setV({ ...v, validUntil: e.target.value })} />
      </div>
      <div className="field">
        <label htmlFor="c-count">{t('campaigns.count')}</label>
        <input id="c-count" type="number" min={1} max={100000} value={v.count} onChange={(e) => setV({ ...v, count: Number(e.target.value) })} />
      </div>
      <div className="field">
        <label htmlFor="c-prefix">{t('campaigns.prefix')}</label>
        <input
          id="c-prefix"
          value={v.prefix}
          maxLength={8}
          pattern="[A-Za-z0-9]{0,8}"
          aria-describedby="c-prefix-hint"
          autoCapitalize="characters"
          onChange={(e) => setV({ ...v, prefix: e.target.value.toUpperCase() })}
        />
        <p id="c-prefix-hint" className="hint">{t('campaigns.prefixHint')}</p>
      </div>
      <div className="field">
        <label htmlFor="c-length">{t('campaigns.codeLength')}</label>
        <select id="c-length" value={v.codeLength} aria-describedby="c-example" onChange={(e) => setV({ ...v, codeLength: Number(e.target.value) as (typeof CODE_LENGTHS)[number] })}>
          {CODE_LENGTHS.map((n) => (
            <option key={n} value={n}>{t('campaigns.codeLengthOption', { count: n })}</option>
          ))}
        </select>
        <p id="c-example" className="hint">{t('campaigns.example', { code: formatCode(v.prefix.replace(/[^A-Z0-9]/g, '') + 'X'.repeat(v.codeLength), v.prefix.replace(/[^A-Z0-9]/g, '')) })}</p>
      </div>
      <FormAlert message={message?.text ?? null} tone={message?.tone ?? 'error'} />
      <button type="submit" className="button button-primary" disabled={pending}>{pending ? f('submitting') : t('campaigns.create')}</button>
    </form>
  );
}
