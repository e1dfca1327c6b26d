'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { MultiFactorResolver, User } from 'firebase/auth';
import { Field, FormAlert } from '@/components/forms/Field';
import { BusyButton } from '@/components/forms/BusyButton';
import { authConfig } from '@/lib/auth/client';
import { emulatorPopup } from '@/lib/auth/emulator-popup';
import { twoStepErrorKey } from '@/lib/auth/errors';
import { StepHeading } from './CodeStep';
import { SecondFactorSignIn, secondFactorResolver } from './SecondFactorSignIn';
import { currentUser } from './phone';

type Provider = 'google' | 'apple';
const providerIds: Record<Provider, 'google.com' | 'apple.com'> = { google: 'google.com', apple: 'apple.com' };

/**
 * "Confirm it is you" before a change that needs a recent sign-in (auth/requires-recent-login): the
 * password again, or the Google or Apple popup; with the second step when the account has one. When
 * this browser holds no Firebase sign-in (only the session cookie), the same signs it in, for the
 * session's own account only (`uid`). `onDone` then repeats the change.
 */
export function ConfirmIdentity({ uid, email, onDone, onCancel }: { uid: string; email: string | null; onDone: () => void; onCancel: () => void }) {
  const t = useTranslations('TwoStep');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [resolver, setResolver] = useState<MultiFactorResolver | null>(null);

  const confirm = async (how: { password: string } | { provider: Provider }) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const fa = await import('firebase/auth');
      const { auth, user } = await currentUser();
      const config = await authConfig();
      let credential;
      if ('password' in how) {
        if (!email) throw Object.assign(new Error('no address'), { code: 'auth/invalid-credential' });
        credential = fa.EmailAuthProvider.credential(email, how.password);
      } else if (config.emulatorUrl) {
        // Embedded mode: the emulator's own provider page (lib/auth/emulator-popup.ts).
        const idToken = await emulatorPopup(config.apiKey, providerIds[how.provider]);
        credential = how.provider === 'google' ? fa.GoogleAuthProvider.credential(idToken) : new fa.OAuthProvider('apple.com').credential({ idToken });
      }
      const provider = 'provider' in how ? (how.provider === 'google' ? new fa.GoogleAuthProvider() : new fa.OAuthProvider('apple.com')) : null;
      let signedIn: User;
      if (user) {
        signedIn = (credential ? await fa.reauthenticateWithCredential(user, credential) : await fa.reauthenticateWithPopup(user, provider!)).user;
      } else {
        signedIn = (credential ? await fa.signInWithCredential(auth, credential) : await fa.signInWithPopup(auth, provider!)).user;
      }
      if (signedIn.uid !== uid) {
        await fa.signOut(auth);
        throw Object.assign(new Error('another account'), { code: 'auth/user-mismatch' });
      }
      onDone();
    } catch (e) {
      const found = await secondFactorResolver(e);
      if (found) setResolver(found);
      else setError(t(`errors.${twoStepErrorKey(e)}`));
      setBusy(false);
    }
  };

  if (resolver) {
    const finished = async ({ user }: { user: User }) => {
      if (user.uid !== uid) {
        const fa = await import('firebase/auth');
        await fa.signOut((await currentUser()).auth);
        throw Object.assign(new Error('another account'), { code: 'auth/user-mismatch' });
      }
      onDone();
    };
    return <SecondFactorSignIn level={3} resolver={resolver} onSignedIn={finished} onCancel={() => setResolver(null)} />;
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void confirm({ password });
  };
  return (
    <div className="two-step-step" data-step="confirm">
      <StepHeading level={3}>{t('confirmTitle')}</StepHeading>
      <p>{t('confirmIntro')}</p>
      {email ? (
        <form noValidate className="form" onSubmit={submit} aria-busy={busy}>
          <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
          <Field
            id="two-step-password"
            type="password"
            autoComplete="current-password"
            label={t('password')}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <FormAlert message={error} />
          <BusyButton type="submit" className="button button-primary" busy={busy}>
            {t('confirmSubmit')}
          </BusyButton>
        </form>
      ) : (
        <FormAlert message={error} />
      )}
      <p className="auth-links">
        <BusyButton type="button" className="button" busy={busy} onClick={() => void confirm({ provider: 'google' })}>
          {t('confirmWith', { provider: 'Google' })}
        </BusyButton>{' '}
        <BusyButton type="button" className="button" busy={busy} onClick={() => void confirm({ provider: 'apple' })}>
          {t('confirmWith', { provider: 'Apple' })}
        </BusyButton>{' '}
        <button type="button" className="button-link" onClick={onCancel}>
          {t('cancel')}
        </button>
      </p>
    </div>
  );
}
