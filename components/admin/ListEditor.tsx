'use client';

import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { boolean, maxLength, object, regex, requiredText, string, trim } from '@/lib/forms/schemas';
import { useTranslations } from 'next-intl';
import { moveListItemAction, saveListItemAction } from '@/lib/admin/actions';
import { Field, FormAlert } from '@/components/forms/Field';
import { useDebouncedSubmit } from '@/components/forms/useDebouncedSubmit';
import { localeNames, locales, type Locale } from '@/lib/i18n/locales';
import { LIST_KEY, LIST_LABEL_MAX } from '@/lib/admin/limits';
import { useAdminAction } from './useAdminAction';

type Item = { id?: number; key: string; labels: Record<string, string>; active: boolean };
type Values = { key: string; labels: Record<Locale, string>; active: boolean };

/**
 * One quit reason or interest: key, a label per language (missing ones marked), active, order.
 * Checked in the browser (messages on blur, in the page's language) and again by saveListItemAction.
 */
export function ListItemEditor({ kind, item, first, last }: { kind: 'quit-reasons' | 'interests'; item: Item; first?: boolean; last?: boolean }) {
  const t = useTranslations('AdminUi');
  const f = useTranslations('Forms');
  const { pending, message, run, setMessage } = useAdminAction();
  const schema = useMemo(
    () =>
      object({
        key: requiredText(f('required', { name: t('lists.key') })).check(regex(LIST_KEY, t('lists.keyFormat', { name: t('lists.key') }))),
        labels: object(
          Object.fromEntries(
            locales.map((l) => {
              const max = maxLength(LIST_LABEL_MAX, f('maxLength', { name: localeNames[l], max: LIST_LABEL_MAX }));
              return [l, l === 'en-US' ? requiredText(f('required', { name: localeNames[l] })).check(max) : string().check(trim(), max)];
            }),
          ) as Record<Locale, ReturnType<typeof string>>,
        ),
        active: boolean(),
      }),
    [f, t],
  );
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onBlur',
    defaultValues: { key: item.key, labels: Object.fromEntries(locales.map((l) => [l, item.labels[l] ?? ''])) as Record<Locale, string>, active: item.active },
  });
  const [labels, active] = useWatch({ control: form.control, name: ['labels', 'active'] });
  const errors = form.formState.errors;
  const submit = useDebouncedSubmit(
    form.handleSubmit(
      (v) => run(() => saveListItemAction({ kind, id: item.id, ...v }), () => t('lists.saved')),
      () => setMessage({ tone: 'error', text: f('incomplete') }),
    ),
  );
  const prefix = `${kind}-${item.id ?? 'new'}`;
  return (
    <form noValidate className={`card list-item${active ? '' : ' inactive'}`} onSubmit={submit} aria-label={item.id ? item.labels['en-US'] ?? item.key : t('lists.new')}>
      <Field id={`${prefix}-key`} label={t('lists.key')} error={errors.key} registration={form.register('key')} />
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
      <label className="option">
        <input type="checkbox" {...form.register('active')} /> {t('lists.active')}
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
