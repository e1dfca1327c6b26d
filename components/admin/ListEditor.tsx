'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { moveListItemAction, saveListItemAction } from '@/lib/admin/actions';
import { FormAlert } from '@/components/forms/Field';
import { localeNames, locales, type Locale } from '@/lib/i18n/locales';
import { useAdminAction } from './useAdminAction';

type Item = { id?: number; key: string; labels: Record<string, string>; active: boolean };

/** One quit reason or interest: key, a label per language (missing ones marked), active, order. */
export function ListItemEditor({ kind, item, first, last }: { kind: 'quit-reasons' | 'interests'; item: Item; first?: boolean; last?: boolean }) {
  const t = useTranslations('AdminUi');
  const { pending, message, run } = useAdminAction();
  const [key, setKey] = useState(item.key);
  const [labels, setLabels] = useState<Record<string, string>>(() => Object.fromEntries(locales.map((l) => [l, item.labels[l] ?? ''])));
  const [active, setActive] = useState(item.active);
  const prefix = `${kind}-${item.id ?? 'new'}`;
  return (
    <form
      className={`card list-item${active ? '' : ' inactive'}`}
      onSubmit={(e) => {
        e.preventDefault();
        run(() => saveListItemAction({ kind, id: item.id, key, labels, active }), () => t('lists.saved'));
      }}
      aria-label={item.id ? item.labels['en-US'] ?? item.key : t('lists.new')}
    >
      <div className="field">
        <label htmlFor={`${prefix}-key`}>{t('lists.key')}</label>
        <input id={`${prefix}-key`} value={key} onChange={(e) => setKey(e.target.value)} pattern="[a-z0-9-]{2,40}" required />
      </div>
      <div className="labels-grid">
        {locales.map((l: Locale) => (
          <div className={`field${labels[l] ? '' : ' missing'}`} key={l}>
            <label htmlFor={`${prefix}-${l}`}>
              {localeNames[l]}
              {labels[l] ? '' : ` (${t('lists.missing')})`}
            </label>
            <input id={`${prefix}-${l}`} lang={l} value={labels[l]} onChange={(e) => setLabels({ ...labels, [l]: e.target.value })} required={l === 'en-US'} />
          </div>
        ))}
      </div>
      <label className="option">
        <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} /> {t('lists.active')}
      </label>
      <FormAlert message={message?.text ?? null} tone={message?.tone ?? 'error'} />
      <p className="actions">
        <button type="submit" className="button button-primary" disabled={pending}>{item.id ? t('lists.save') : t('lists.add')}</button>
        {item.id ? (
          <>
            {' '}
            <button type="button" className="button" disabled={pending || first} onClick={() => run(() => moveListItemAction({ kind, id: item.id, direction: 'up' }), () => t('lists.saved'))}>
              {t('lists.up')}
            </button>{' '}
            <button type="button" className="button" disabled={pending || last} onClick={() => run(() => moveListItemAction({ kind, id: item.id, direction: 'down' }), () => t('lists.saved'))}>
              {t('lists.down')}
            </button>
          </>
        ) : null}
      </p>
    </form>
  );
}
