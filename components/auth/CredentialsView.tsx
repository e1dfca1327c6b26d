'use client';

import { useSyncExternalStore, type FormHTMLAttributes, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/routing/navigation';
import { CheckboxField, Field, FormAlert } from '@/components/forms/Field';
import { safeRedirect } from '@/lib/auth/redirect';
import { BusyButton } from '@/components/forms/BusyButton';

export type AuthKind = 'login' | 'register';

const still = () => () => undefined;
/**
 * The page's `redirect` parameter, read without useSearchParams: the plain form is part of a static
 * page, and useSearchParams there would leave it out of the HTML. The server (and hydration) see none.
 * Only a safe one (lib/auth/redirect), so links built from it pass on no foreign address.
 */
export function useRedirectParam(): string | null {
  return useSyncExternalStore(
    still,
    () => safeRedirect(new URLSearchParams(window.location.search).get('redirect')),
    () => null,
  );
}

export type CredentialName = 'email' | 'password' | 'confirm' | 'terms';

/**
 * The sign-in and registration screen's markup, without its logic: rendered plain on the server by
 * AuthSlot (before the validation code loads) and, with registrations and errors, by AuthScreen.
 */
export function CredentialsView({
  kind,
  root,
  form,
  field,
  errors = {},
  notice,
  alert = null,
  busy = false,
  providers,
}: {
  kind: AuthKind;
  root?: HTMLAttributes<HTMLDivElement> & { 'data-ready'?: string };
  form: FormHTMLAttributes<HTMLFormElement> & { ref?: Ref<HTMLFormElement> };
  field?: (name: CredentialName) => UseFormRegisterReturn;
  errors?: Partial<Record<CredentialName, FieldError>>;
  notice?: ReactNode;
  alert?: string | null;
  busy?: boolean;
  providers: ReactNode;
}) {
  const t = useTranslations('Auth');
  const f = useTranslations('Forms');
  const register = kind === 'register';
  const redirect = useRedirectParam();
  return (
    <div className="auth-screen" {...root}>
      <form noValidate className="form" aria-busy={busy} {...form}>
        <Field id="email" type="email" autoComplete="email" label={t('email')} error={errors.email} registration={field?.('email')} />
        <Field
          id="password"
          type="password"
          autoComplete={register ? 'new-password' : 'current-password'}
          label={t('password')}
          error={errors.password}
          registration={field?.('password')}
        />
        {register ? (
          <>
            <Field
              id="confirm"
              type="password"
              autoComplete="new-password"
              label={t('passwordConfirm')}
              error={errors.confirm}
              registration={field?.('confirm')}
            />
            <CheckboxField
              id="terms"
              label={t.rich('terms', {
                terms: (chunks) => <Link href="/terms">{chunks}</Link>,
                privacy: (chunks) => <Link href="/privacy">{chunks}</Link>,
              })}
              error={errors.terms}
              registration={field?.('terms')}
            />
          </>
        ) : null}
        {notice}
        <FormAlert
          message={alert}
          errors={errors}
          fields={register ? { email: 'email', password: 'password', confirm: 'confirm', terms: 'terms' } : undefined}
        />
        <BusyButton type="submit" className="button button-primary" busy={busy}>
          {busy ? f('submitting') : register ? t('registerSubmit') : t('signInSubmit')}
        </BusyButton>
      </form>
      {providers}
      <p className="auth-links">
        {register ? (
          <>
            {t('haveAccount')} <Link href="/login">{t('signInLink')}</Link>
          </>
        ) : (
          <>
            <Link href={{ pathname: '/login', query: { mode: 'forgot' } }}>{t('forgotPassword')}</Link>
            <br />
            <Link href={{ pathname: '/login', query: redirect ? { mode: 'emailLink', redirect } : { mode: 'emailLink' } }}>{t('emailLinkOffer')}</Link>
            <br />
            {t('noAccount')} <Link href="/register">{t('registerLink')}</Link>
          </>
        )}
      </p>
    </div>
  );
}

/** "Or continue with": Google and Apple. */
export function ProvidersView({ busy = false, onPick }: { busy?: boolean; onPick: (which: 'google' | 'apple') => void }) {
  const t = useTranslations('Auth');
  return (
    <div className="providers" aria-label={t('orContinueWith')} role="group">
      <p className="providers-title">{t('orContinueWith')}</p>
      <BusyButton type="button" className="button" busy={busy} onClick={() => onPick('google')}>
        {t('google')}
      </BusyButton>
      <BusyButton type="button" className="button" busy={busy} onClick={() => onPick('apple')}>
        {t('apple')}
      </BusyButton>
    </div>
  );
}
