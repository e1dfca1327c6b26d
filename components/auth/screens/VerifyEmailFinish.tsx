'use client';

import { useEffect, useRef, useState } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { firebaseAuth } from '@/lib/auth/client';
import { authErrorKey } from '@/lib/auth/errors';
import { FormAlert } from '@/components/forms/Field';
import { useMessages, useReady } from './hooks';

/**
 * The emailed confirmation link opened (/login?mode=verifyEmail&oobCode=…, sent from /account by
 * lib/account sendAddressConfirmation): the identity provider marks the address as verified, and
 * the member goes back to their space, which then lets them manage the newsletter.
 */
export function VerifyEmailFinish({ oobCode }: { oobCode: string }) {
  const { t, error, show } = useMessages();
  const ready = useReady();
  const [step, setStep] = useState<'working' | 'done' | 'failed'>('working');
  const started = useRef(false);
  useEffect(() => {
    // Once: a code works only once, so a second attempt (React's double effects in development) would fail.
    if (started.current) return;
    started.current = true;
    (async () => {
      const fa = await import('firebase/auth');
      await fa.applyActionCode(await firebaseAuth(), oobCode);
      setStep('done');
    })().catch((e: unknown) => {
      show(authErrorKey(e));
      setStep('failed');
    });
  }, [oobCode, show]);
  return (
    <div className="auth-screen" data-ready={ready}>
      <h2>{t('verifyEmailTitle')}</h2>
      {step === 'working' ? (
        <p role="status" aria-busy="true">
          {t('verifyEmailWorking')}
        </p>
      ) : step === 'done' ? (
        <FormAlert tone="success" message={t('verifyEmailDone')} />
      ) : (
        <FormAlert message={error} />
      )}
      {step !== 'working' ? (
        <p className="auth-links">
          <Link href="/account">{t('verifyEmailNext')}</Link>
        </p>
      ) : null}
    </div>
  );
}
