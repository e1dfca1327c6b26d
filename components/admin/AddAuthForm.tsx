'use client';

import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { addAccountAction } from '@/lib/admin/actions';
import { accountFields } from '@/lib/auth/schema';
import { CheckboxField, Field, FormAlert, bound } from '@/components/forms/Field';
import { useDebouncedSubmit } from '@/components/forms/useDebouncedSubmit';
import { useAdminAction } from './useAdminAction';
import { useFormMessages } from './useFormMessages';
import { BusyButton } from '@/components/forms/BusyButton';

export function AddAuthForm() {
  const t = useTranslations('AdminUi');
  const f = useTranslations('Forms');
  const locale = useLocale();
  const { pending, message, run, setMessage } = useAdminAction();
  const m = useFormMessages();
  const schema = useMemo(() => accountFields({ ...m, names: { email: t('addAuth.email'), password: t('addAuth.password') } }), [m, t]);
  const form = useForm<{ email: string; password: string; admin: boolean }>({
    resolver: zodResolver(schema),
    mode: 'onBlur',
    defaultValues: { email: '', password: '', admin: false },
  });
  const submit = useDebouncedSubmit(
    form.handleSubmit(
      (v) =>
        run(
          () => addAccountAction({ ...v, locale }),
          () => t(v.password ? 'addAuth.created' : 'addAuth.createdLink', { email: v.email }),
        ),
      () => setMessage({ tone: 'error', text: f('incomplete') }),
    ),
  );
  return (
    <form noValidate onSubmit={submit} className="form">
      <Field id="email" type="email" label={t('addAuth.email')} {...bound(form, 'email')} />
      <Field
        id="password"
        type="password"
        autoComplete="new-password"
        label={t('addAuth.password')}
        hint={t('addAuth.passwordHint')}
        {...bound(form, 'password')}
      />
      <CheckboxField id="admin" label={t('addAuth.admin')} registration={form.register('admin')} />
      <FormAlert errors={form.formState.errors} message={message?.text ?? null} tone={message?.tone ?? 'error'} />
      <BusyButton type="submit" className="button button-primary" busy={pending}>
        {pending ? f('submitting') : t('addAuth.submit')}
      </BusyButton>
    </form>
  );
}
