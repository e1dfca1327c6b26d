'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSearchParams } from 'next/navigation';
import { emailField, object } from '@/lib/forms/schemas';
import { Link } from '@/lib/routing/navigation';
import { firebaseAuth } from '@/lib/auth/client';
import { authErrorKey } from '@/lib/auth/errors';
import { linkRedirect } from '@/lib/auth/redirect';
import { Field, FormAlert, bound } from '@/components/forms/Field';
import { useDebouncedSubmit } from '@/components/forms/useDebouncedSubmit';
import { EMAIL_FOR_LINK, readStoredEmail, useAfterSignIn, useMessages, useReady } from './hooks';
import { BusyButton } from '@/components/forms/BusyButton';
import { SecondFactorSignIn, useSecondFactor } from '../two-step/SecondFactorSignIn';

/**
 * The emailed link opened (/login?mode=signIn&oobCode=…): signs in with the address stored when the
 * link was requested; on another device or browser it asks for that address first.
 */
export function EmailLinkFinish() {
  const { t, f, error, setError, show } = useMessages();
  const ready = useReady();
  const params = useSearchParams();
  const redirect = useMemo(() => linkRedirect(params, window.location.origin), [params]);
  const after = useAfterSignIn(redirect);
  const [step, setStep] = useState<'working' | 'ask' | 'failed'>('working');
  const second = useSecondFactor();
  const started = useRef(false);
  const schema = useMemo(() => object({ email: emailField(f('required', { name: t('email') }), f('email')) }), [f, t]);
  const form = useForm<{ email: string }>({ resolver: zodResolver(schema), mode: 'onBlur', defaultValues: { email: '' } });

  const { intercept } = second;
  const fail = useCallback(
    async (e: unknown) => {
      // An account with two-step verification: the link was good, the code step takes over.
      if (await intercept(e)) return setStep('ask');
      const key = authErrorKey(e);
      if (key === 'expiredCode') {
        setStep('failed');
        show(key);
      } else if (key === 'invalidEmail') {
        // The service refuses an address the link was not sent to.
        setStep('ask');
        setError(t('emailLinkMismatch'));
      } else {
        setStep('ask');
        show(key);
      }
    },
    [show, setError, t, intercept],
  );

  const complete = useCallback(
    async (email: string) => {
      const fa = await import('firebase/auth');
      const credential = await fa.signInWithEmailLink(await firebaseAuth(), email, window.location.href);
      try {
        localStorage.removeItem(EMAIL_FOR_LINK);
      } catch {}
      await after(credential);
    },
    [after],
  );

  useEffect(() => {
    // Once: a link works only once, so a second attempt (React's double effects in development) would fail.
    if (started.current) return;
    started.current = true;
    (async () => {
      const fa = await import('firebase/auth');
      if (!fa.isSignInWithEmailLink(await firebaseAuth(), window.location.href)) {
        setStep('failed');
        show('expiredCode');
        return;
      }
      const stored = readStoredEmail();
      if (!stored) return setStep('ask');
      form.setValue('email', stored);
      await complete(stored);
    })().catch(fail);
  }, [complete, fail, form, show]);

  const submit = useDebouncedSubmit(
    form.handleSubmit(
      async ({ email }) => {
        setError(null);
        try {
          await complete(email);
        } catch (e) {
          await fail(e);
        }
      },
      () => setError(f('incomplete')),
    ),
  );

  const again = { pathname: '/login', query: redirect ? { mode: 'emailLink', redirect } : { mode: 'emailLink' } } as const;
  if (second.resolver) {
    // Going back: the link has been used, so the way on is a new one.
    const back = () => {
      second.reset();
      setStep('failed');
    };
    return <SecondFactorSignIn resolver={second.resolver} onSignedIn={(credential) => after(credential)} onCancel={back} />;
  }
  return (
    <div className="auth-screen" data-ready={ready}>
      <h2>{t('emailLinkTitle')}</h2>
      {step === 'working' ? (
        <p role="status" aria-busy="true">
          {t('emailLinkSigningIn')}
        </p>
      ) : step === 'ask' ? (
        <>
          <p>{t('emailLinkConfirmIntro')}</p>
          <form noValidate onSubmit={submit} className="form">
            <Field id="email" type="email" autoComplete="email" label={t('email')} {...bound(form, 'email')} />
            <FormAlert errors={form.formState.errors} message={error} />
            <BusyButton type="submit" className="button button-primary" busy={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? f('submitting') : t('signInSubmit')}
            </BusyButton>
          </form>
        </>
      ) : (
        <>
          <FormAlert message={error} />
          <p className="auth-links">
            <Link href={again}>{t('emailLinkRequestNew')}</Link>
          </p>
        </>
      )}
      {step !== 'working' ? (
        <p className="auth-links">
          <Link href="/login">{t('backToSignIn')}</Link>
        </p>
      ) : null}
    </div>
  );
}
