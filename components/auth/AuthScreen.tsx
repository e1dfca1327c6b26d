'use client';

import { useCallback, useEffect, useMemo, useRef, useState, type ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { accepted, boolean, emailField, minLength as atLeast, object, optional, refine, string, type Infer } from '@/lib/forms/schemas';
import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import type { AuthProvider as FirebaseProvider, UserCredential } from 'firebase/auth';
import { Link } from '@/lib/i18n/navigation';
import { localePrefixes, type Locale } from '@/lib/i18n/locales';
import { authConfig, firebaseAuth } from '@/lib/auth/client';
import { emulatorPopup } from '@/lib/auth/emulator-popup';
import type { PublicAuthConfig } from '@/lib/auth/public-config';
import { authErrorKey, type AuthErrorKey } from '@/lib/auth/errors';
import { linkRedirect, safeRedirect } from '@/lib/auth/redirect';
import { Field, FormAlert } from '@/components/forms/Field';
import { useStartFrom, type StartProps } from '@/components/forms/deferred';
import { CredentialsView, ProvidersView, type AuthKind, type CredentialName } from './CredentialsView';
import { useDebouncedSubmit } from '@/components/forms/useDebouncedSubmit';
import { useAuth } from './AuthProvider';

type Requirement = 'minLength' | 'maxLength' | 'lowercase' | 'uppercase' | 'numeric' | 'nonAlphanumeric';
const MIN_PASSWORD = 6;
const REDIRECT_FLAG = 'exhale.redirectSignIn';
/** The address a sign-in link was requested for, so opening the link in this browser needs no typing. */
const EMAIL_FOR_LINK = 'exhale.emailForSignIn';

/**
 * Sign-in, registration, password reset (request and new password) and sign-in by email link (request
 * and completion) in one client screen. Loaded by AuthSlot, which hands over what the visitor did in
 * the plain form (components/forms/deferred).
 */
export function AuthScreen({ kind, start }: { kind: AuthKind } & StartProps) {
  const params = useSearchParams();
  const mode = params.get('mode');
  const oobCode = params.get('oobCode');
  if (kind === 'login' && mode === 'resetPassword' && oobCode) return <NewPasswordForm oobCode={oobCode} />;
  if (kind === 'login' && mode === 'forgot') return <ForgotForm />;
  // The emailed sign-in link: the action handler sets mode=signIn and adds oobCode and apiKey.
  if (kind === 'login' && mode === 'signIn' && oobCode) return <EmailLinkFinish />;
  if (kind === 'login' && mode === 'emailLink') return <EmailLinkForm />;
  return <CredentialsForm kind={kind} start={start} />;
}

/** True once hydrated: the screen says so (data-ready) and only then accepts input reliably. */
function useReady() {
  const [ready, setReady] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setReady(true), []);
  return ready ? 'true' : undefined;
}

function useMessages() {
  const t = useTranslations('Auth');
  const f = useTranslations('Forms');
  const [error, setError] = useState<string | null>(null);
  const show = useCallback((key: AuthErrorKey) => setError(t(`errors.${key}`)), [t]);
  return { t, f, error, setError, show };
}

/** After sign-in: the session, then the `redirect` parameter (or the one given) if safe, else the locale's home. */
function useAfterSignIn(redirect?: string | null) {
  const { completeSignIn } = useAuth();
  const params = useSearchParams();
  const locale = useLocale() as Locale;
  return useCallback(
    async (credential: UserCredential) => {
      await completeSignIn(credential.user);
      const target = safeRedirect(redirect === undefined ? params.get('redirect') : redirect) ?? (localePrefixes[locale] || '/');
      window.location.assign(target);
    },
    [completeSignIn, params, locale, redirect],
  );
}

function CredentialsForm({ kind, start }: { kind: AuthKind } & StartProps) {
  const { t, f, error, setError, show } = useMessages();
  const ready = useReady();
  const after = useAfterSignIn();
  const [unmet, setUnmet] = useState<Requirement[]>([]);
  const [minLength, setMinLength] = useState(MIN_PASSWORD);
  const [busy, setBusy] = useState(false);
  const register = kind === 'register';

  const schema = useMemo(() => {
    const email = emailField(f('required', { name: t('email') }), f('email'));
    const password = string().check(atLeast(1, f('required', { name: t('password') })));
    if (!register) return object({ email, password, confirm: optional(string()), terms: optional(boolean()) });
    return object({
      email,
      password: password.check(atLeast(MIN_PASSWORD, f('minLength', { name: t('password'), min: MIN_PASSWORD }))),
      confirm: string().check(atLeast(1, f('required', { name: t('passwordConfirm') }))),
      terms: accepted(f('required', { name: t('termsName') })),
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
          const credential = register
            ? await fa.createUserWithEmailAndPassword(auth, values.email, values.password)
            : await fa.signInWithEmailAndPassword(auth, values.email, values.password);
          await after(credential);
        } catch (e) {
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
          show(key);
          setBusy(false);
        }
      },
      () => setError(f('incomplete')),
    ),
  );

  const formRef = useStartFrom(start, form);
  const field = (name: CredentialName) =>
    name === 'terms' ? form.register('terms', { onChange: () => void form.trigger('terms') }) : form.register(name);

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
      providers={<ProviderButtons onError={show} onClear={() => setError(null)} />}
    />
  );
}

function ProviderButtons({ onError, onClear }: { onError: (key: AuthErrorKey) => void; onClear: () => void }) {
  const after = useAfterSignIn();
  const [busy, setBusy] = useState(false);
  const loaded = useRef<{ fa: typeof import('firebase/auth'); auth: import('firebase/auth').Auth; config: PublicAuthConfig } | null>(null);

  // Load Firebase Auth with the screen, so a click opens the popup at once (browsers block popups
  // opened after a delay).
  useEffect(() => {
    Promise.all([import('firebase/auth'), firebaseAuth(), authConfig()])
      .then(([fa, auth, config]) => (loaded.current = { fa, auth, config }))
      .catch(() => undefined);
  }, []);

  // Completes a sign-in that fell back to a full-page redirect because the popup was blocked.
  useEffect(() => {
    if (sessionStorage.getItem(REDIRECT_FLAG) !== '1') return;
    sessionStorage.removeItem(REDIRECT_FLAG);
    (async () => {
      const fa = await import('firebase/auth');
      const result = await fa.getRedirectResult(await firebaseAuth());
      if (result) await after(result);
    })().catch((e) => onError(authErrorKey(e)));
  }, [after, onError]);

  const signIn = async (which: 'google' | 'apple') => {
    if (busy) return;
    setBusy(true);
    onClear();
    const { fa, auth, config } = loaded.current ?? { fa: await import('firebase/auth'), auth: await firebaseAuth(), config: await authConfig() };
    const provider: FirebaseProvider = which === 'google' ? new fa.GoogleAuthProvider() : new fa.OAuthProvider('apple.com');
    try {
      if (config.emulatorUrl) {
        // Embedded mode: the emulator's own provider page in a popup (lib/auth/emulator-popup.ts).
        const idToken = await emulatorPopup(config.apiKey, which === 'google' ? 'google.com' : 'apple.com');
        const credential =
          which === 'google' ? fa.GoogleAuthProvider.credential(idToken) : new fa.OAuthProvider('apple.com').credential({ idToken });
        await after(await fa.signInWithCredential(auth, credential));
        return;
      }
      await after(await fa.signInWithPopup(auth, provider));
    } catch (e) {
      const key = authErrorKey(e);
      if (key === 'popupBlocked') {
        sessionStorage.setItem(REDIRECT_FLAG, '1');
        onError(key);
        await fa.signInWithRedirect(auth, provider);
        return;
      }
      onError(key);
      setBusy(false);
    }
  };

  return <ProvidersView busy={busy} onPick={(which) => void signIn(which)} />;
}

/**
 * A screen that asks for an email address and has Firebase send a message to it (password reset,
 * sign-in link). Every address gets the same answer, so strangers cannot tell who has an account.
 */
function EmailRequestForm({
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
          <Field id="email" type="email" autoComplete="email" label={t('email')} error={form.formState.errors.email} registration={form.register('email')} />
          <FormAlert message={error} />
          <button type="submit" className="button button-primary" disabled={form.formState.isSubmitting}>
            {texts.submit}
          </button>
        </form>
      )}
      <p className="auth-links">
        <Link href={back}>{t('backToSignIn')}</Link>
      </p>
    </div>
  );
}

function ForgotForm() {
  const t = useTranslations('Auth');
  return (
    <EmailRequestForm
      texts={{ title: t('resetTitle'), intro: t('resetIntro'), submit: t('resetSend'), sent: (email) => t('resetSent', { email }) }}
      send={(fa, auth, email, locale) => fa.sendPasswordResetEmail(auth, email, { url: new URL(`${localePrefixes[locale]}/login`, window.location.origin).toString() })}
      back="/login"
    />
  );
}

function NewPasswordForm({ oobCode }: { oobCode: string }) {
  const { t, f, error, setError, show } = useMessages();
  const ready = useReady();
  const [done, setDone] = useState(false);
  const schema = useMemo(
    () =>
      object({
        password: string().check(atLeast(1, f('required', { name: t('newPassword') })), atLeast(MIN_PASSWORD, f('minLength', { name: t('newPassword'), min: MIN_PASSWORD }))),
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
          <Field id="password" type="password" autoComplete="new-password" label={t('newPassword')} error={form.formState.errors.password} registration={form.register('password')} />
          <Field id="confirm" type="password" autoComplete="new-password" label={t('passwordConfirm')} error={form.formState.errors.confirm} registration={form.register('confirm')} />
          <FormAlert message={error} />
          <button type="submit" className="button button-primary" disabled={form.formState.isSubmitting}>
            {t('newPasswordSave')}
          </button>
        </form>
      )}
    </div>
  );
}

function readStoredEmail(): string | null {
  try {
    return localStorage.getItem(EMAIL_FOR_LINK);
  } catch {
    return null;
  }
}

/** "Email me a sign-in link" (/login?mode=emailLink): sends a link back to this page, keeping `redirect`. */
function EmailLinkForm() {
  const t = useTranslations('Auth');
  const redirect = safeRedirect(useSearchParams().get('redirect'));
  return (
    <EmailRequestForm
      texts={{ title: t('emailLinkTitle'), intro: t('emailLinkIntro'), submit: t('emailLinkSend'), sent: (email) => t('emailLinkSent', { email }) }}
      send={async (fa, auth, email, locale) => {
        const url = new URL(`${localePrefixes[locale]}/login`, window.location.origin);
        url.searchParams.set('mode', 'emailLink');
        if (redirect) url.searchParams.set('redirect', redirect);
        await fa.sendSignInLinkToEmail(auth, email, { url: url.toString(), handleCodeInApp: true });
        try {
          localStorage.setItem(EMAIL_FOR_LINK, email);
        } catch {}
      }}
      back={{ pathname: '/login', query: redirect ? { redirect } : {} }}
    />
  );
}

/**
 * The emailed link opened (/login?mode=signIn&oobCode=…): signs in with the address stored when the
 * link was requested; on another device or browser it asks for that address first.
 */
function EmailLinkFinish() {
  const { t, f, error, setError, show } = useMessages();
  const ready = useReady();
  const params = useSearchParams();
  const redirect = useMemo(() => linkRedirect(params, window.location.origin), [params]);
  const after = useAfterSignIn(redirect);
  const [step, setStep] = useState<'working' | 'ask' | 'failed'>('working');
  const started = useRef(false);
  const schema = useMemo(() => object({ email: emailField(f('required', { name: t('email') }), f('email')) }), [f, t]);
  const form = useForm<{ email: string }>({ resolver: zodResolver(schema), mode: 'onBlur', defaultValues: { email: '' } });

  const fail = useCallback(
    (e: unknown) => {
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
    [show, setError, t],
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
          fail(e);
        }
      },
      () => setError(f('incomplete')),
    ),
  );

  const again = { pathname: '/login', query: redirect ? { mode: 'emailLink', redirect } : { mode: 'emailLink' } } as const;
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
            <Field id="email" type="email" autoComplete="email" label={t('email')} error={form.formState.errors.email} registration={form.register('email')} />
            <FormAlert message={error} />
            <button type="submit" className="button button-primary" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? f('submitting') : t('signInSubmit')}
            </button>
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
