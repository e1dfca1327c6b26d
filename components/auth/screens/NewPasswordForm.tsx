'use client';

import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { minLength as atLeast, object, refine, string } from '@/lib/forms/schemas';
import { Link } from '@/lib/routing/navigation';
import { firebaseAuth } from '@/lib/auth/client';
import { authErrorKey } from '@/lib/auth/errors';
import { Field, FormAlert, bound } from '@/components/forms/Field';
import { useDebouncedSubmit } from '@/components/forms/useDebouncedSubmit';
import { MIN_PASSWORD, useMessages, useReady } from './hooks';
import { BusyButton } from '@/components/forms/BusyButton';

/** The password reset link opened (/login?mode=resetPassword&oobCode=…): choose a new password. */
export function NewPasswordForm({ oobCode }: { oobCode: string }) {
  const { t, f, error, setError, show } = useMessages();
  const ready = useReady();
  const [done, setDone] = useState(false);
  const schema = useMemo(
    () =>
      object({
        password: string().check(
          atLeast(1, f('required', { name: t('newPassword') })),
          atLeast(MIN_PASSWORD, f('minLength', { name: t('newPassword'), min: MIN_PASSWORD })),
        ),
        confirm: string().check(atLeast(1, f('required', { name: t('passwordConfirm') }))),
      }).check(refine((v) => v.password === v.confirm, { error: f('confirm'), path: ['confirm'] })),
    [f, t],
  );
  const form = useForm<{ password: string; confirm: string }>({ resolver: zodResolver(schema), mode: 'onBlur', defaultValues: { password: '', confirm: '' } });
  const submit = useDebouncedSubmit(
    form.handleSubmit(
      async ({ password }) => {
        setError(null);
        try {
          const fa = await import('firebase/auth');
          await fa.confirmPasswordReset(await firebaseAuth(), oobCode, password);
          setDone(true);
        } catch (e) {
          show(authErrorKey(e));
        }
      },
      () => setError(f('incomplete')),
    ),
  );
  return (
    <div className="auth-screen" data-ready={ready}>
      <h2>{t('newPasswordTitle')}</h2>
      {done ? (
        <>
          <FormAlert tone="success" message={t('newPasswordDone')} />
          <p className="auth-links">
            <Link href="/login">{t('signInLink')}</Link>
          </p>
        </>
      ) : (
        <form noValidate onSubmit={submit} className="form">
          <Field id="password" type="password" autoComplete="new-password" label={t('newPassword')} {...bound(form, 'password')} />
          <Field id="confirm" type="password" autoComplete="new-password" label={t('passwordConfirm')} {...bound(form, 'confirm')} />
          <FormAlert errors={form.formState.errors} message={error} />
          <BusyButton type="submit" className="button button-primary" busy={form.formState.isSubmitting}>
            {t('newPasswordSave')}
          </BusyButton>
        </form>
      )}
    </div>
  );
}
