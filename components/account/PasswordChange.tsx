'use client';

import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { minLength as atLeast, object, refine, string } from '@/lib/forms/schemas';
import { Field, FormAlert, bound } from '@/components/forms/Field';
import { BusyButton } from '@/components/forms/BusyButton';
import { useDebouncedSubmit } from '@/components/forms/useDebouncedSubmit';
import { useSecurity } from './useSecurity';

/** Firebase's own minimum (the sign-up form's too: components/auth/screens/hooks MIN_PASSWORD). */
const MIN_PASSWORD = 6;

type Values = { current: string; password: string; confirm: string };

/**
 * Change the password: re-authenticate with the current one, `updatePassword`, sign in with the new
 * one (a fresh sign-in time, after the identity provider ended the older sessions), then report it.
 */
export function PasswordChange({ uid, email }: { uid: string; email: string }) {
  const { t, load, currentUser, report, message } = useSecurity(uid);
  const f = useTranslations('Forms');
  const [note, setNote] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const schema = useMemo(
    () =>
      object({
        current: string().check(atLeast(1, f('required', { name: t('password.current') }))),
        password: string().check(
          atLeast(1, f('required', { name: t('password.new') })),
          atLeast(MIN_PASSWORD, f('minLength', { name: t('password.new'), min: MIN_PASSWORD })),
        ),
        confirm: string().check(atLeast(1, f('required', { name: t('password.confirm') }))),
      }).check(refine((v) => v.password === v.confirm, { error: f('confirm'), path: ['confirm'] })),
    [f, t],
  );
  const form = useForm<Values>({ resolver: zodResolver(schema), mode: 'onBlur', defaultValues: { current: '', password: '', confirm: '' } });
  const submit = useDebouncedSubmit(
    form.handleSubmit(
      async ({ current, password }) => {
        setNote(null);
        try {
          const { fa, auth } = await load();
          const user = (await currentUser()) ?? (await fa.signInWithEmailAndPassword(auth, email, current)).user;
          await fa.reauthenticateWithCredential(user, fa.EmailAuthProvider.credential(email, current));
          await fa.updatePassword(user, password);
          await fa.reauthenticateWithCredential(user, fa.EmailAuthProvider.credential(email, password));
          await report(user, { change: 'password-changed' });
          form.reset();
          setNote({ tone: 'success', text: t('password.done') });
        } catch (error) {
          setNote({ tone: 'error', text: message(error) });
        }
      },
      () => setNote({ tone: 'error', text: f('incomplete') }),
    ),
  );
  return (
    <form noValidate onSubmit={submit} className="form" aria-labelledby="security-password-title">
      <h3 id="security-password-title">{t('password.title')}</h3>
      <Field id="security-current-password" type="password" autoComplete="current-password" label={t('password.current')} {...bound(form, 'current')} />
      <Field id="security-new-password" type="password" autoComplete="new-password" label={t('password.new')} {...bound(form, 'password')} />
      <Field id="security-confirm-password" type="password" autoComplete="new-password" label={t('password.confirm')} {...bound(form, 'confirm')} />
      <FormAlert errors={form.formState.errors} tone={note?.tone} message={note?.text ?? null} />
      <BusyButton type="submit" className="button button-primary" busy={form.formState.isSubmitting}>
        {t('password.submit')}
      </BusyButton>
    </form>
  );
}
