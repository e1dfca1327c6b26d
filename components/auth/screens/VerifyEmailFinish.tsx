'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from '@/lib/routing/navigation';
import { firebaseAuth } from '@/lib/auth/client';
import { authErrorKey } from '@/lib/auth/errors';
import { FormAlert } from '@/components/forms/Field';
import { BusyButton } from '@/components/forms/BusyButton';
import { useMessages, useReady } from './hooks';

/**
 * The emailed confirmation link opened (/login?mode=verifyEmail&oobCode=…, sent from /account by
 * lib/account sendAddressConfirmation): the page names the address and confirms it only when the
 * person presses the button, so a mail scanner that opens links, or a stranger's address registered
 * by someone else, does not confirm it by merely loading the page. Then back to My Exhale.
 */
export function VerifyEmailFinish({ oobCode }: { oobCode: string }) {
  const { t, error, show } = useMessages();
  const ready = useReady();
  const [step, setStep] = useState<'checking' | 'ask' | 'working' | 'done' | 'failed'>('checking');
  const [email, setEmail] = useState('');
  const started = useRef(false);
  const fail = useCallback(
    (e: unknown) => {
      show(authErrorKey(e));
      setStep('failed');
    },
    [show],
  );
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    (async () => {
      const fa = await import('firebase/auth');
      const info = await fa.checkActionCode(await firebaseAuth(), oobCode);
      // Only an address confirmation link belongs here; any other code is "invalid" on this page.
      if (info.operation !== fa.ActionCodeOperation.VERIFY_EMAIL) throw Object.assign(new Error('operation'), { code: 'auth/invalid-action-code' });
      setEmail(info.data.email ?? '');
      setStep('ask');
    })().catch(fail);
  }, [oobCode, fail]);
  const confirm = async () => {
    setStep('working');
    try {
      const fa = await import('firebase/auth');
      await fa.applyActionCode(await firebaseAuth(), oobCode);
      setStep('done');
    } catch (e) {
      fail(e);
    }
  };
  return (
    <div className="auth-screen" data-ready={ready}>
      <h2>{t('verifyEmailTitle')}</h2>
      {step === 'checking' ? (
        <p role="status" aria-busy="true">
          {t('verifyEmailWorking')}
        </p>
      ) : step === 'ask' || step === 'working' ? (
        <>
          <p>{t('verifyEmailAsk', { email })}</p>
          <BusyButton type="button" className="button button-primary" busy={step === 'working'} onClick={() => void confirm()}>
            {t('verifyEmailSubmit')}
          </BusyButton>
        </>
      ) : step === 'done' ? (
        <FormAlert tone="success" message={t('verifyEmailDone')} />
      ) : (
        <FormAlert message={error} />
      )}
      {step === 'done' || step === 'failed' ? (
        <p className="auth-links">
          <Link href="/account">{t('verifyEmailNext')}</Link>
        </p>
      ) : null}
    </div>
  );
}
