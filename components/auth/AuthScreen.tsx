'use client';

import { useSearchParams } from 'next/navigation';
import type { StartProps } from '@/components/forms/deferred';
import type { AuthKind } from './CredentialsView';
import { CredentialsForm } from './screens/CredentialsForm';
import { EmailLinkForm } from './screens/EmailLinkForm';
import { EmailActionFinish } from './screens/EmailActionFinish';
import { EmailLinkFinish } from './screens/EmailLinkFinish';
import { ForgotForm } from './screens/ForgotForm';
import { NewPasswordForm } from './screens/NewPasswordForm';
import { VerifyEmailFinish } from './screens/VerifyEmailFinish';

/**
 * Sign-in, registration, password reset (request and new password), sign-in by email link (request
 * and completion), the address confirmation link and an address change's links in one client screen. Loaded by AuthSlot, which hands over what the visitor did in
 * the plain form (components/forms/deferred). One file per screen in ./screens, their shared hooks in
 * ./screens/hooks.ts.
 */
export function AuthScreen({ kind, start }: { kind: AuthKind } & StartProps) {
  const params = useSearchParams();
  const mode = params.get('mode');
  const oobCode = params.get('oobCode');
  if (kind === 'login' && mode === 'resetPassword' && oobCode) return <NewPasswordForm oobCode={oobCode} />;
  if (kind === 'login' && mode === 'verifyEmail' && oobCode) return <VerifyEmailFinish oobCode={oobCode} />;
  // An address change's links (Sign-in and security on /account): the new address confirms, the old one may undo.
  if (kind === 'login' && (mode === 'verifyAndChangeEmail' || mode === 'recoverEmail') && oobCode) return <EmailActionFinish mode={mode} oobCode={oobCode} />;
  if (kind === 'login' && mode === 'forgot') return <ForgotForm />;
  // The emailed sign-in link: the action handler sets mode=signIn and adds oobCode and apiKey.
  if (kind === 'login' && mode === 'signIn' && oobCode) return <EmailLinkFinish />;
  if (kind === 'login' && mode === 'emailLink') return <EmailLinkForm />;
  return <CredentialsForm kind={kind} start={start} />;
}
