'use client';

import { useEffect, useRef, useState } from 'react';
import type { AuthProvider as FirebaseProvider } from 'firebase/auth';
import { authConfig, firebaseAuth } from '@/lib/auth/client';
import { emulatorPopup } from '@/lib/auth/emulator-popup';
import type { PublicAuthConfig } from '@/lib/auth/public-config';
import { authErrorKey, type AuthErrorKey } from '@/lib/auth/errors';
import { ProvidersView } from '../CredentialsView';
import { REDIRECT_FLAG, useAfterSignIn } from './hooks';

/** Sign-in with Google or Apple: a popup, or a full-page redirect when the popup is blocked. */
export function ProviderButtons({
  onError,
  onClear,
  onSecondFactor,
}: {
  onError: (key: AuthErrorKey) => void;
  onClear: () => void;
  /** Starts the second step of an account with two-step verification; true when it did. */
  onSecondFactor: (error: unknown) => Promise<boolean>;
}) {
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
    })().catch(async (e) => {
      if (!(await onSecondFactor(e))) onError(authErrorKey(e));
    });
  }, [after, onError, onSecondFactor]);

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
        const credential = which === 'google' ? fa.GoogleAuthProvider.credential(idToken) : new fa.OAuthProvider('apple.com').credential({ idToken });
        await after(await fa.signInWithCredential(auth, credential));
        return;
      }
      await after(await fa.signInWithPopup(auth, provider));
    } catch (e) {
      if (await onSecondFactor(e)) return setBusy(false);
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
