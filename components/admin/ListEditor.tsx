'use client';

import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useFormatter, useTranslations } from 'next-intl';
import { moveListItemAction, saveListItemAction } from '@/lib/lists/actions';
import { Field, FormAlert, bound } from '@/components/forms/Field';
import { useDebouncedSubmit } from '@/components/forms/useDebouncedSubmit';
import { localeNames, locales, type Locale } from '@/lib/i18n/locales';
import { listItemFields, type ListKind } from '@/lib/lists/schema';
import { useAdminAction } from './useAdminAction';
import { useFormMessages } from './useFormMessages';
import { BusyButton } from '@/components/forms/BusyButton';

type Item = { id?: number; key: string; labels: Record<string, string>; active: boolean };
type Schema = ReturnType<typeof listItemFields>;

/**
 * One quit reason or interest: key, a label per language (missing ones marked), active, order.
 * Checked in the browser (messages on blur, in the page's language) and again by saveListItemAction,
 * with the same rules (lib/lists/schema.ts).
 */
export function ListItemEditor({ kind, item, first, last }: { kind: ListKind; item: Item; first?: boolean; last?: boolean }) {
  const t = useTranslations('AdminUi');
  const format = useFormatter();
  const f = useTranslations('Forms');
  const { pending, message, run, setMessage } = useAdminAction();
  const m = useFormMessages();
  const schema = useMemo(() => listItemFields({ ...m, keyName: t('lists.key'), keyFormat: t('lists.keyFormat', { name: t('lists.key') }) }), [m, t]);
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    mode: 'onBlur',
    defaultValues: { key: item.key, labels: Object.fromEntries(locales.map((l) => [l, item.labels[l] ?? ''])) as Record<Locale, string>, active: item.active },
  });
  const [labels, active] = useWatch({ control: form.control, name: ['labels', 'active'] });
  const errors = form.formState.errors;
  const submit = useDebouncedSubmit(
    form.handleSubmit(
      (v) =>
        run(
          () => saveListItemAction({ kind, id: item.id, ...v }),
          () => t('lists.saved'),
        ),
      () => setMessage({ tone: 'error', text: f('incomplete') }),
    ),
  );
  const prefix = `${kind}-${item.id ?? 'new'}`;
  const missing = locales.filter((l) => !labels?.[l]?.trim());
  const hasErrors = Object.keys(errors).length > 0;
  return (
    <form
      noValidate
      className={`list-item list-row${active ? '' : ' inactive'}`}
      onSubmit={submit}
      aria-label={item.id ? (item.labels['en-US'] ?? item.key) : t('lists.new')}
    >
      <div className="list-row-head">
        {item.id ? (
          <span className="list-row-name">
            <code>{item.key}</code> <span lang="en">{labels?.['en-US'] || item.key}</span>
          </span>
        ) : (
          <Field id={`${prefix}-key`} label={t('lists.key')} {...bound(form, 'key')} />
        )}
        <span className={missing.length ? 'list-row-missing' : 'list-row-complete'}>
          {missing.length
            ? t('lists.missingIn', {
                names: format.list(
                  missing.map((l) => localeNames[l]),
                  { type: 'conjunction' },
                ),
              })
            : t('lists.allLanguages')}
        </span>
        <label className="option">
          <input type="checkbox" {...form.register('active')} /> {t('lists.active')}
        </label>
      </div>
      <details className="list-row-labels" open={hasErrors || !item.id ? true : undefined}>
        <summary>{t('lists.edit')}</summary>
        {item.id ? <Field id={`${prefix}-key`} label={t('lists.key')} {...bound(form, 'key')} /> : null}
        <div className="labels-grid">
          {locales.map((l: Locale) => (
            <Field
              key={l}
              id={`${prefix}-${l}`}
              lang={l}
              fieldClassName={labels?.[l] ? undefined : 'missing'}
              label={`${localeNames[l]}${labels?.[l] ? '' : ` (${t('lists.missing')})`}`}
              error={errors.labels?.[l]}
              registration={form.register(`labels.${l}`)}
            />
          ))}
        </div>
      </details>
      <FormAlert errors={form.formState.errors} message={message?.text ?? null} tone={message?.tone ?? 'error'} />
      <p className="actions list-row-actions">
        <BusyButton type="submit" className="button button-primary" busy={pending}>
          {item.id ? t('lists.save') : t('lists.add')}
        </BusyButton>
        {item.id ? (
          <>
            {' '}
            <MoveButton
              label={t('lists.up')}
              end={first}
              pending={pending}
              onMove={() =>
                run(
                  () => moveListItemAction({ kind, id: item.id, direction: 'up' }),
                  () => t('lists.saved'),
                )
              }
            />{' '}
            <MoveButton
              label={t('lists.down')}
              end={last}
              pending={pending}
              onMove={() =>
                run(
                  () => moveListItemAction({ kind, id: item.id, direction: 'down' }),
                  () => t('lists.saved'),
                )
              }
            />
          </>
        ) : null}
      </p>
    </form>
  );
}

/**
 * Up or down. At the end of the list it is `aria-disabled`, not `disabled`: a row moved to the top
 * keeps the focus on its button (a disabled button drops it to the page), so a keyboard user can go
 * on moving it, and a screen reader says why nothing happens.
 */
function MoveButton({ label, end, pending, onMove }: { label: string; end?: boolean; pending: boolean; onMove: () => void }) {
  return (
    <button type="button" className="button" aria-disabled={end || pending ? true : undefined} onClick={() => (end || pending ? undefined : onMove())}>
      {label}
    </button>
  );
}
