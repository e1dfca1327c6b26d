'use client';

import { useMemo, useState } from 'react';
import { useLocale } from 'next-intl';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { accepted, boolean, emailField, minLength as atLeast, object, optional, refine, string, type Infer } from '@/lib/forms/schemas';
import { firebaseAuth } from '@/lib/auth/client';
import { confirmNewAddressAction } from '@/lib/account/actions';
import type { Locale } from '@/lib/i18n/locales';
import { authErrorKey } from '@/lib/auth/errors';
import { useStartFrom, type StartProps } from '@/components/forms/deferred';
import { useDebouncedSubmit } from '@/components/forms/useDebouncedSubmit';
import { CredentialsView, type AuthKind, type CredentialName } from '../CredentialsView';
import { ProviderButtons } from './ProviderButtons';
import { SecondFactorSignIn, useSecondFactor } from '../two-step/SecondFactorSignIn';
import { MIN_PASSWORD, useAfterSignIn, useMessages, useReady } from './hooks';

type Requirement = 'minLength' | 'maxLength' | 'lowercase' | 'uppercase' | 'numeric' | 'nonAlphanumeric';

/** Sign-in or registration with email and password, and the Google and Apple buttons. */
export function CredentialsForm({ kind, start }: { kind: AuthKind } & StartProps) {
  const { t, f, error, setError, show } = useMessages();
  const ready = useReady();
  const after = useAfterSignIn();
  const locale = useLocale() as Locale;
  const [unmet, setUnmet] = useState<Requirement[]>([]);
  const [minLength, setMinLength] = useState(MIN_PASSWORD);
  const [busy, setBusy] = useState(false);
  const second = useSecondFactor();
  const register = kind === 'register';

  const schema = useMemo(() => {
    const email = emailField(f('required', { name: t('email') }), f('email'));
    const password = string().check(atLeast(1, f('required', { name: t('password') })));
    if (!register) return object({ email, password, confirm: optional(string()), terms: optional(boolean()) });
    return object({
      email,
      password: password.check(atLeast(MIN_PASSWORD, f('minLength', { name: t('password'), min: MIN_PASSWORD }))),
      confirm: string().check(atLeast(1, f('required', { name: t('passwordConfirm') }))),
      terms: accepted(t('termsRequired')),
    }).check(refine((v) => v.password === v.confirm, { error: f('confirm'), path: ['confirm'] }));
  }, [f, t, register]);
  type Values = Infer<typeof schema>;

  const form = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues: { email: '', password: '', confirm: '', terms: false } as Values,
  });
  const { errors } = form.formState;

  const submit = useDebouncedSubmit(
    form.handleSubmit(
      async (values) => {
        if (busy) return;
        setBusy(true);
        setError(null);
        setUnmet([]);
        try {
          const auth = await firebaseAuth();
          const fa = await import('firebase/auth');
          if (register) {
            // A new account gets a link that confirms its address at once, in the page's language
            // (lib/account sendAddressConfirmation; /account offers it again if this one fails).
            const credential = await fa.createUserWithEmailAndPassword(auth, values.email, values.password);
            await after(credential, () => confirmNewAddressAction(locale));
          } else {
            await after(await fa.signInWithEmailAndPassword(auth, values.email, values.password));
          }
        } catch (e) {
          // An account with two-step verification: the code step takes over (see below).
          if (await second.intercept(e)) return setBusy(false);
          const key = authErrorKey(e);
          if (key === 'passwordPolicy') {
            // The service says the password misses its policy: refresh the policy, say what is unmet.
            try {
              const fa = await import('firebase/auth');
              const status = await fa.validatePassword(await firebaseAuth(), values.password);
              const missing: Requirement[] = [];
              if (status.meetsMinPasswordLength === false) missing.push('minLength');
              if (status.meetsMaxPasswordLength === false) missing.push('maxLength');
              if (status.containsLowercaseLetter === false) missing.push('lowercase');
              if (status.containsUppercaseLetter === false) missing.push('uppercase');
              if (status.containsNumericCharacter === false) missing.push('numeric');
              if (status.containsNonAlphanumericCharacter === false) missing.push('nonAlphanumeric');
              setMinLength(status.passwordPolicy.customStrengthOptions.minPasswordLength ?? MIN_PASSWORD);
              setUnmet(missing);
            } catch {}
          }
          // An unknown address reads like a wrong password: the sign-in form does not tell who has an account.
          show(key === 'userNotFound' ? 'wrongPassword' : key);
          setBusy(false);
        }
      },
      () => setError(f('incomplete')),
    ),
  );

  const formRef = useStartFrom(start, form);
  const field = (name: CredentialName) => (name === 'terms' ? form.register('terms', { onChange: () => void form.trigger('terms') }) : form.register(name));
  if (second.resolver) return <SecondFactorSignIn resolver={second.resolver} onSignedIn={(credential) => after(credential)} onCancel={second.reset} />;

  return (
    <CredentialsView
      kind={kind}
      root={{ 'data-ready': ready }}
      form={{ ref: formRef, onSubmit: submit }}
      field={field}
      errors={errors}
      alert={error}
      busy={busy}
      notice={
        unmet.length ? (
          <div className="policy" role="status">
            <p>{t('policy.title')}</p>
            <ul>
              {unmet.map((r) => (
                <li key={r}>{t(`policy.${r}`, { min: minLength })}</li>
              ))}
            </ul>
          </div>
        ) : null
      }
      providers={<ProviderButtons onError={show} onClear={() => setError(null)} onSecondFactor={second.intercept} />}
    />
  );
}
