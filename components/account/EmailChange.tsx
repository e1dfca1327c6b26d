'use client';

import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { emailField, object, optional, refine, string } from '@/lib/forms/schemas';
import { Field, FormAlert, bound } from '@/components/forms/Field';
import { BusyButton } from '@/components/forms/BusyButton';
import { useDebouncedSubmit } from '@/components/forms/useDebouncedSubmit';
import { useSecurity } from './useSecurity';

type Values = { email: string; current?: string };

/**
 * Change the address with `verifyBeforeUpdateEmail`: nothing changes until the new address opens the
 * emailed link (/login?mode=verifyAndChangeEmail, components/auth/screens/EmailActionFinish). With a
 * password, the member re-authenticates with it first.
 */
export function EmailChange({ uid, email, hasPassword }: { uid: string; email: string | null; hasPassword: boolean }) {
  const { t, load, currentUser, message, fail } = useSecurity(uid);
  const f = useTranslations('Forms');
  const locale = useLocale();
  const [note, setNote] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const schema = useMemo(
    () =>
      object({
        email: emailField(f('required', { name: t('email.new') }), f('email')),
        current: optional(string()),
      }).check(
        refine((v) => !hasPassword || !!v.current, { error: f('required', { name: t('password.current') }), path: ['current'] }),
        refine((v) => v.email.toLowerCase() !== (email ?? '').toLowerCase(), { error: t('errors.sameEmail'), path: ['email'] }),
      ),
    [f, t, hasPassword, email],
  );
  const form = useForm<Values>({ resolver: zodResolver(schema), mode: 'onBlur', defaultValues: { email: '', current: '' } });
  const submit = useDebouncedSubmit(
    form.handleSubmit(
      async ({ email: next, current }) => {
        setNote(null);
        try {
          const { fa, auth } = await load();
          let user = await currentUser();
          if (hasPassword && email && current) {
            const credential = fa.EmailAuthProvider.credential(email, current);
            user = user ? (await fa.reauthenticateWithCredential(user, credential)).user : (await fa.signInWithCredential(auth, credential)).user;
          }
          if (!user) throw fail('auth/requires-recent-login');
          // Firebase's emails in the member's language.
          auth.languageCode = locale.slice(0, 2);
          await fa.verifyBeforeUpdateEmail(user, next);
          form.reset();
          setNote({ tone: 'success', text: t('email.sent', { email: next }) });
        } catch (error) {
          setNote({ tone: 'error', text: message(error) });
        }
      },
      () => setNote({ tone: 'error', text: f('incomplete') }),
    ),
  );
  return (
    <form noValidate onSubmit={submit} className="form" aria-labelledby="security-email-title">
      <h3 id="security-email-title">{t('email.title')}</h3>
      <p>{email ? t('email.current', { email }) : t('email.none')}</p>
      <Field id="security-new-email" type="email" autoComplete="email" label={t('email.new')} {...bound(form, 'email')} />
      {hasPassword ? (
        <Field id="security-email-password" type="password" autoComplete="current-password" label={t('password.current')} {...bound(form, 'current')} />
      ) : null}
      <FormAlert errors={form.formState.errors} tone={note?.tone} message={note?.text ?? null} />
      <BusyButton type="submit" className="button" busy={form.formState.isSubmitting}>
        {t('email.submit')}
      </BusyButton>
    </form>
  );
}
