'use client';

import { useMemo, useState, type ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale } from 'next-intl';
import { emailField, object } from '@/lib/forms/schemas';
import { Link } from '@/lib/routing/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { firebaseAuth } from '@/lib/auth/client';
import { authErrorKey } from '@/lib/auth/errors';
import { Field, FormAlert, bound } from '@/components/forms/Field';
import { useDebouncedSubmit } from '@/components/forms/useDebouncedSubmit';
import { useMessages, useReady } from './hooks';
import { BusyButton } from '@/components/forms/BusyButton';

/**
 * A screen that asks for an email address and has Firebase send a message to it (password reset,
 * sign-in link). Every address gets the same answer, so strangers cannot tell who has an account.
 */
export function EmailRequestForm({
  texts,
  send,
  back,
}: {
  texts: { title: string; intro: string; submit: string; sent: (email: string) => string };
  send: (fa: typeof import('firebase/auth'), auth: import('firebase/auth').Auth, email: string, locale: Locale) => Promise<void>;
  back: ComponentProps<typeof Link>['href'];
}) {
  const { t, f, error, setError, show } = useMessages();
  const ready = useReady();
  const [sent, setSent] = useState<string | null>(null);
  const schema = useMemo(() => object({ email: emailField(f('required', { name: t('email') }), f('email')) }), [f, t]);
  const form = useForm<{ email: string }>({ resolver: zodResolver(schema), mode: 'onBlur', defaultValues: { email: '' } });
  const locale = useLocale() as Locale;
  const submit = useDebouncedSubmit(
    form.handleSubmit(
      async ({ email }) => {
        setError(null);
        try {
          const fa = await import('firebase/auth');
          const auth = await firebaseAuth();
          auth.languageCode = locale.slice(0, 2);
          await send(fa, auth, email, locale);
          setSent(texts.sent(email));
        } catch (e) {
          const key = authErrorKey(e);
          if (key === 'userNotFound') setSent(texts.sent(email));
          else show(key);
        }
      },
      () => setError(f('incomplete')),
    ),
  );
  return (
    <div className="auth-screen" data-ready={ready}>
      <h2>{texts.title}</h2>
      <p>{texts.intro}</p>
      {sent ? (
        <FormAlert tone="success" message={sent} />
      ) : (
        <form noValidate onSubmit={submit} className="form">
          <Field id="email" type="email" autoComplete="email" label={t('email')} {...bound(form, 'email')} />
          <FormAlert errors={form.formState.errors} message={error} />
          <BusyButton type="submit" className="button button-primary" busy={form.formState.isSubmitting}>
            {texts.submit}
          </BusyButton>
        </form>
      )}
      <p className="auth-links">
        <Link href={back}>{t('backToSignIn')}</Link>
      </p>
    </div>
  );
}
