'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { MultiFactorError, MultiFactorInfo, MultiFactorResolver, PhoneMultiFactorInfo, UserCredential } from 'firebase/auth';
import { firebaseAuth } from '@/lib/auth/client';
import { FormAlert } from '@/components/forms/Field';
import { phoneEnding } from '@/lib/auth/second-factor';
import { twoStepErrorKey } from '@/lib/auth/errors';
import { CodeStep, StepHeading } from './CodeStep';
import { codeAssertion, sendCode } from './phone';

const isPhone = (hint: MultiFactorInfo): hint is PhoneMultiFactorInfo => hint.factorId === 'phone';

/**
 * The second step of a sign-in (password, Google or Apple, email link, or confirming it is you) for
 * an account with two-step verification: choose the phone when there are several, receive the code,
 * enter it; then `onSignedIn` continues as that sign-in would have. Only phone factors (text
 * messages) are offered: the Auth emulator supports no other, so no other is built.
 */
export function SecondFactorSignIn({
  resolver,
  onSignedIn,
  onCancel,
  level,
}: {
  resolver: MultiFactorResolver;
  onSignedIn: (credential: UserCredential) => Promise<void>;
  onCancel: () => void;
  level?: 2 | 3;
}) {
  const t = useTranslations('TwoStep');
  const phones = resolver.hints.filter(isPhone);
  const [hint, setHint] = useState<PhoneMultiFactorInfo | null>(phones.length === 1 ? phones[0]! : null);
  const [verificationId, setVerificationId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const host = useRef<HTMLDivElement>(null);
  const sentFor = useRef<string | null>(null);

  const send = useCallback(
    async (to: PhoneMultiFactorInfo, again = false) => {
      setBusy(true);
      setError(null);
      setNotice(null);
      try {
        setVerificationId(await sendCode(host.current!, { multiFactorHint: to, session: resolver.session }));
        if (again) setNotice(t('resent'));
      } catch (e) {
        setError(t(`errors.${twoStepErrorKey(e)}`));
      } finally {
        setBusy(false);
      }
    },
    [resolver, t],
  );

  // With one phone, its code goes out as the step appears (once, also under React's double effects).
  useEffect(() => {
    if (!hint || sentFor.current === hint.uid) return;
    sentFor.current = hint.uid;
    void send(hint);
  }, [hint, send]);

  const verify = async (code: string) => {
    if (!verificationId) return;
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      const credential = await resolver.resolveSignIn(await codeAssertion(verificationId, code));
      await onSignedIn(credential);
    } catch (e) {
      setError(t(`errors.${twoStepErrorKey(e)}`));
      setBusy(false);
    }
  };

  const ending = (h: PhoneMultiFactorInfo) => phoneEnding(h.phoneNumber) || '?';
  let body;
  if (phones.length === 0) {
    body = (
      <>
        <StepHeading level={level}>{t('signInTitle')}</StepHeading>
        <FormAlert message={t('unsupportedFactor')} />
        <p className="auth-links">
          <button type="button" className="button-link" onClick={onCancel}>
            {t('cancel')}
          </button>
        </p>
      </>
    );
  } else if (!hint) {
    body = (
      <>
        <StepHeading level={level}>{t('signInTitle')}</StepHeading>
        <p>{t('choose')}</p>
        <ul className="two-step-choices">
          {phones.map((h) => (
            <li key={h.uid}>
              <button type="button" className="button" onClick={() => setHint(h)}>
                {t('sendTo', { name: h.displayName || t('defaultName'), ending: ending(h) })}
              </button>
            </li>
          ))}
        </ul>
        <p className="auth-links">
          <button type="button" className="button-link" onClick={onCancel}>
            {t('cancel')}
          </button>
        </p>
      </>
    );
  } else {
    body = (
      <CodeStep
        level={level}
        title={t('signInTitle')}
        intro={verificationId ? t('codeSent', { ending: ending(hint) }) : t('sending', { ending: ending(hint) })}
        submitLabel={t('signInSubmit')}
        busy={busy}
        error={error}
        notice={notice}
        onSubmit={(code) => void verify(code)}
        onResend={() => void send(hint, true)}
        onCancel={onCancel}
      />
    );
  }
  return (
    <div className="auth-screen two-step" data-ready="true">
      {body}
      <div ref={host} />
    </div>
  );
}

/** The resolver of a sign-in that needs its second step, or null when `error` is something else. */
export async function secondFactorResolver(error: unknown): Promise<MultiFactorResolver | null> {
  if ((error as { code?: unknown } | null)?.code !== 'auth/multi-factor-auth-required') return null;
  const fa = await import('firebase/auth');
  try {
    return fa.getMultiFactorResolver(await firebaseAuth(), error as MultiFactorError);
  } catch {
    return null;
  }
}

/** For the sign-in screens: the pending second step, and a catch that starts it. */
export function useSecondFactor() {
  const [resolver, setResolver] = useState<MultiFactorResolver | null>(null);
  const intercept = useCallback(async (error: unknown) => {
    const found = await secondFactorResolver(error);
    if (found) setResolver(found);
    return found !== null;
  }, []);
  const reset = useCallback(() => setResolver(null), []);
  return { resolver, intercept, reset };
}
