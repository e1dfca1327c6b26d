'use client';

import { useRef, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { User } from 'firebase/auth';
import { Field, FormAlert } from '@/components/forms/Field';
import { BusyButton } from '@/components/forms/BusyButton';
import { twoStepChangedAction } from '@/lib/auth/actions';
import { twoStepErrorKey } from '@/lib/auth/errors';
import { FACTOR_NAME_MAX, normalizePhone } from '@/lib/auth/second-factor';
import { useAuth } from '../AuthProvider';
import { CodeStep, StepHeading } from './CodeStep';
import { ConfirmIdentity } from './ConfirmIdentity';
import { codeAssertion, currentUser, sendCode } from './phone';
import styles from './TwoStep.module.css';

export interface FactorRow {
  uid: string;
  name: string;
  ending: string;
  enrolled: string | null;
}

type Mode = 'list' | 'phone' | 'code' | 'confirm';

/**
 * The second factors of /account: the list with "Remove", and adding a phone (number, then the code
 * of the text message). A change that needs a recent sign-in asks the member to confirm who they are
 * first; after a change every other session ends and this browser signs in again (twoStepChangedAction).
 */
export function TwoStepManager({ uid, email, factors }: { uid: string; email: string | null; factors: FactorRow[] }) {
  const t = useTranslations('TwoStep');
  const router = useRouter();
  const { completeSignIn } = useAuth();
  const [mode, setMode] = useState<Mode>('list');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [phone, setPhone] = useState('');
  const [name, setName] = useState('');
  const [phoneError, setPhoneError] = useState(false);
  const [verificationId, setVerificationId] = useState<string | null>(null);
  const pending = useRef<(() => Promise<void>) | null>(null);
  const host = useRef<HTMLDivElement>(null);

  /** Runs `op` with this browser's Firebase user; without one, or when the service wants a recent sign-in, confirms first. */
  const run = async (op: (user: User) => Promise<void>, back: Mode) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    setNotice(null);
    const again = async () => {
      const { user } = await currentUser();
      if (!user) throw Object.assign(new Error('signed out'), { code: 'auth/requires-recent-login' });
      await op(user);
    };
    try {
      await again();
    } catch (e) {
      const key = twoStepErrorKey(e);
      if (key === 'recentLogin') {
        pending.current = async () => {
          setMode(back);
          await run(op, back);
        };
        setMode('confirm');
      } else setError(t(`errors.${key}`));
    } finally {
      setBusy(false);
    }
  };

  /** After a change: every other session ends, this one is renewed (a cookie, and Firebase signed in again). */
  const changed = async (user: User, done: string, kind: 'two-step-enrolled' | 'two-step-removed') => {
    const result = await twoStepChangedAction(await user.getIdToken(), kind);
    if (result.status === 'signed-out') throw Object.assign(new Error('signed out'), { code: 'exhale/session' });
    if (result.status !== 'ok') throw Object.assign(new Error(result.status), { code: 'exhale/session' });
    if (result.token) {
      const fa = await import('firebase/auth');
      const credential = await fa.signInWithCustomToken((await currentUser()).auth, result.token);
      // The cookie is renewed already; this keeps the page's own state in step.
      await completeSignIn(credential.user).catch(() => undefined);
    }
    setMode('list');
    setPhone('');
    setName('');
    setVerificationId(null);
    setNotice(done);
    router.refresh();
  };

  const startEnrol = (to: string, again = false) =>
    run(async (user) => {
      const fa = await import('firebase/auth');
      const session = await fa.multiFactor(user).getSession();
      setVerificationId(await sendCode(host.current!, { phoneNumber: to, session }));
      setMode('code');
      if (again) setNotice(t('resent'));
    }, 'phone');

  const submitPhone = (event: FormEvent) => {
    event.preventDefault();
    const normalized = normalizePhone(phone);
    setPhoneError(!normalized);
    if (normalized) void startEnrol(normalized);
  };

  const finishEnrol = (code: string) =>
    run(async (user) => {
      const fa = await import('firebase/auth');
      await fa.multiFactor(user).enroll(await codeAssertion(verificationId!, code), name.trim().slice(0, FACTOR_NAME_MAX) || t('defaultName'));
      await changed(user, t('enrolled'), 'two-step-enrolled');
    }, 'code');

  const remove = (factor: FactorRow) =>
    run(async (user) => {
      const fa = await import('firebase/auth');
      await fa.multiFactor(user).unenroll(factor.uid);
      await changed(user, t('removed', { name: factor.name }), 'two-step-removed');
    }, 'list');

  const cancel = () => {
    setMode('list');
    setError(null);
    setVerificationId(null);
  };

  return (
    <div className={styles.manager}>
      {factors.length ? (
        <ul className={styles.factors}>
          {factors.map((f) => (
            <li key={f.uid} data-testid="two-step-factor">
              <span>
                <strong>{f.name}</strong> {t('ending', { ending: f.ending || '?' })}
                {f.enrolled ? <> · {t('enrolledOn', { date: f.enrolled })}</> : null}
              </span>{' '}
              <BusyButton type="button" className="button" busy={busy} aria-label={t('removeNamed', { name: f.name })} onClick={() => void remove(f)}>
                {t('remove')}
              </BusyButton>
            </li>
          ))}
        </ul>
      ) : (
        <p data-testid="two-step-none">{t('none')}</p>
      )}
      {notice && mode !== 'code' ? <FormAlert tone="success" message={notice} /> : null}
      {mode === 'list' ? (
        <>
          <FormAlert message={error} />
          <button type="button" className="button button-primary" onClick={() => setMode('phone')}>
            {t('add')}
          </button>
        </>
      ) : mode === 'phone' ? (
        <div className="two-step-step" data-step="phone">
          <StepHeading level={3}>{t('addTitle')}</StepHeading>
          <form noValidate className="form" onSubmit={submitPhone} aria-busy={busy}>
            <Field
              id="two-step-phone"
              type="tel"
              autoComplete="tel"
              label={t('phone')}
              hint={t('phoneHint')}
              value={phone}
              maxLength={40}
              onChange={(e) => setPhone(e.target.value)}
              error={phoneError ? { type: 'pattern', message: t('phoneFormat', { name: t('phone') }) } : undefined}
            />
            <Field id="two-step-name" label={t('name')} maxLength={FACTOR_NAME_MAX} value={name} onChange={(e) => setName(e.target.value)} />
            <FormAlert message={error} />
            <BusyButton type="submit" className="button button-primary" busy={busy}>
              {t('sendCode')}
            </BusyButton>{' '}
            <button type="button" className="button-link" onClick={cancel}>
              {t('cancel')}
            </button>
          </form>
        </div>
      ) : mode === 'code' ? (
        <CodeStep
          level={3}
          title={t('addTitle')}
          intro={t('codeSent', { ending: normalizePhone(phone)?.slice(-4) ?? '' })}
          submitLabel={t('addSubmit')}
          busy={busy}
          error={error}
          notice={notice}
          onSubmit={(code) => void finishEnrol(code)}
          onResend={() => void startEnrol(normalizePhone(phone)!, true)}
          onCancel={cancel}
        />
      ) : (
        <ConfirmIdentity uid={uid} email={email} onDone={() => void pending.current?.()} onCancel={cancel} />
      )}
      <div ref={host} />
    </div>
  );
}
