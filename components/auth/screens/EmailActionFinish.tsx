'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/lib/routing/navigation';
import { firebaseAuth } from '@/lib/auth/client';
import { SecurityRefusal, securityErrorKey } from '@/lib/auth/security-errors';
import { FormAlert } from '@/components/forms/Field';
import { BusyButton } from '@/components/forms/BusyButton';
import { useAuth } from '../AuthProvider';
import { useReady } from './hooks';

type Mode = 'verifyAndChangeEmail' | 'recoverEmail';

/**
 * The emailed links of an address change (Sign-in and security on /account): the new address's
 * confirmation (/login?mode=verifyAndChangeEmail&oobCode=…) and the old address's undo
 * (/login?mode=recoverEmail&oobCode=…). The page names the addresses and acts only when the person
 * presses the button (mail scanners open links); the server applies the code (POST /api/me/security),
 * writes the account history and ends every session. A browser signed in to the account stays
 * signed in with a fresh session; any other is asked to sign in.
 */
export function EmailActionFinish({ mode, oobCode }: { mode: Mode; oobCode: string }) {
  const t = useTranslations('Security.emailAction');
  const e = useTranslations('Security.errors');
  const locale = useLocale();
  const { completeSignIn } = useAuth();
  const ready = useReady();
  const [step, setStep] = useState<'checking' | 'ask' | 'working' | 'done' | 'failed'>('checking');
  const [emails, setEmails] = useState({ to: '', from: '' });
  const [signedIn, setSignedIn] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  const fail = useCallback(
    (err: unknown) => {
      const key = securityErrorKey(err);
      setError(err instanceof SecurityRefusal ? err.message : key === 'unknown' ? e('expiredCode') : e(key));
      setStep('failed');
    },
    [e],
  );
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    (async () => {
      const fa = await import('firebase/auth');
      const info = await fa.checkActionCode(await firebaseAuth(), oobCode);
      const expected = mode === 'verifyAndChangeEmail' ? fa.ActionCodeOperation.VERIFY_AND_CHANGE_EMAIL : fa.ActionCodeOperation.RECOVER_EMAIL;
      if (info.operation !== expected) throw Object.assign(new Error('operation'), { code: 'auth/invalid-action-code' });
      setEmails({ to: info.data.email ?? '', from: info.data.previousEmail ?? '' });
      setStep('ask');
    })().catch(fail);
  }, [mode, oobCode, fail]);

  const confirm = async () => {
    setStep('working');
    try {
      // A browser signed in to Firebase proves it with its ID token, and gets a fresh Firebase sign-in back.
      const auth = await firebaseAuth();
      await auth.authStateReady();
      const idToken = (await auth.currentUser?.getIdToken().catch(() => null)) ?? null;
      const res = await fetch('/api/me/security', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', ...(idToken ? { authorization: `Bearer ${idToken}` } : {}) },
        body: JSON.stringify({ change: mode === 'verifyAndChangeEmail' ? 'email-changed' : 'email-restored', oobCode, locale }),
      });
      const body = (await res.json().catch(() => null)) as {
        result?: { email: string; signedIn: boolean; customToken: string | null };
        error?: { message?: string };
      } | null;
      if (!res.ok || !body?.result) throw new SecurityRefusal(body?.error?.message ?? e('unknown'), res.status);
      setEmails((was) => ({ ...was, to: body.result!.email }));
      if (body.result.customToken) {
        const fa = await import('firebase/auth');
        await completeSignIn((await fa.signInWithCustomToken(auth, body.result.customToken)).user);
      }
      // A fresh session cookie came with the answer when this browser was signed in to the account.
      setSignedIn(body.result.signedIn);
      setStep('done');
    } catch (err) {
      fail(err);
    }
  };

  const change = mode === 'verifyAndChangeEmail';
  return (
    <div className="auth-screen" data-ready={ready}>
      <h2>{change ? t('changeTitle') : t('recoverTitle')}</h2>
      {step === 'checking' ? (
        <p role="status" aria-busy="true">
          {t('checking')}
        </p>
      ) : step === 'ask' || step === 'working' ? (
        <>
          <p>{change ? t('changeAsk', { from: emails.from, to: emails.to }) : t('recoverAsk', { email: emails.to })}</p>
          <BusyButton type="button" className="button button-primary" busy={step === 'working'} onClick={() => void confirm()}>
            {change ? t('changeSubmit') : t('recoverSubmit')}
          </BusyButton>
        </>
      ) : step === 'done' ? (
        <FormAlert
          tone="success"
          message={change ? t(signedIn ? 'changeDone' : 'changeDoneSignIn', { email: emails.to }) : t('recoverDone', { email: emails.to })}
        />
      ) : (
        <FormAlert message={error} />
      )}
      {step === 'done' && !change ? (
        <p className="auth-links">
          <Link href={{ pathname: '/login', query: { mode: 'forgot' } }}>{t('newPassword')}</Link>
        </p>
      ) : null}
      {step === 'done' || step === 'failed' ? (
        <p className="auth-links">
          <Link href={signedIn ? '/account' : '/login'}>{signedIn ? t('next') : t('signIn')}</Link>
        </p>
      ) : null}
    </div>
  );
}
