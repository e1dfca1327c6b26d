'use client';

import { useDeferredForm } from '@/components/forms/deferred';
import { CredentialsView, ProvidersView, type AuthKind } from './CredentialsView';

const load = () => import('./AuthScreen').then((m) => m.AuthScreen);
/** Password reset and sign-in links, "forgot password" and "email me a sign-in link" need the real screen at once. */
const needsScreen = () => new URLSearchParams(window.location.search).has('mode');

/**
 * /login and /register as plain HTML first: the form can be read and typed into before the sign-in
 * code (react-hook-form, zod, Firebase Auth) arrives, which happens as soon as the browser is idle
 * or the visitor turns to the form (components/forms/deferred).
 */
export function AuthSlot({ kind }: { kind: AuthKind }) {
  const { Loaded, start, region, form, upgrade } = useDeferredForm(load, { idleMs: 1500, eager: needsScreen });
  if (Loaded) return <Loaded kind={kind} start={start} />;
  return <CredentialsView kind={kind} root={region} form={form} providers={<ProvidersView onPick={upgrade} />} />;
}
