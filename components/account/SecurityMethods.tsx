'use client';

import { useState } from 'react';
import type { AuthProvider as FirebaseProvider } from 'firebase/auth';
import { emulatorPopup } from '@/lib/auth/emulator-popup';
import type { LinkableProvider } from '@/lib/auth/schema';
import { BusyButton } from '@/components/forms/BusyButton';
import { FormAlert } from '@/components/forms/Field';
import { useSecurity } from './useSecurity';
import styles from './Security.module.css';

export const providerNames: Record<LinkableProvider, string> = { 'google.com': 'Google', 'apple.com': 'Apple' };

/**
 * Google and Apple in Sign-in and security: link one (a popup: the SDK's, or in embedded mode the
 * emulator's, lib/auth/emulator-popup.ts) or remove it (the server unlinks it, never the last way to
 * sign in: this list offers no "Remove" then, and the server refuses it).
 */
export function SecurityMethods({ uid, linked, methodCount }: { uid: string; linked: LinkableProvider[]; methodCount: number }) {
  const { t, load, currentUser, report, message, fail } = useSecurity(uid);
  const [busy, setBusy] = useState<LinkableProvider | null>(null);
  const [note, setNote] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  const run = async (provider: LinkableProvider, work: () => Promise<void>, done: string) => {
    if (busy) return;
    setBusy(provider);
    setNote(null);
    try {
      await work();
      setNote({ tone: 'success', text: done });
    } catch (error) {
      setNote({ tone: 'error', text: message(error) });
    } finally {
      setBusy(null);
    }
  };

  const link = (provider: LinkableProvider) =>
    run(
      provider,
      async () => {
        const { fa, config } = await load();
        const user = await currentUser();
        if (!user) throw fail('auth/requires-recent-login');
        if (config.emulatorUrl) {
          // Embedded mode: the emulator's provider page in a popup, then the credential it made.
          const idToken = await emulatorPopup(config.apiKey, provider);
          const credential = provider === 'google.com' ? fa.GoogleAuthProvider.credential(idToken) : new fa.OAuthProvider('apple.com').credential({ idToken });
          await fa.linkWithCredential(user, credential);
        } else {
          const popup: FirebaseProvider = provider === 'google.com' ? new fa.GoogleAuthProvider() : new fa.OAuthProvider('apple.com');
          await fa.linkWithPopup(user, popup);
        }
        await report(user, { change: 'provider-linked', provider });
      },
      t('methods.linked', { provider: providerNames[provider] }),
    );

  const unlink = (provider: LinkableProvider) =>
    run(
      provider,
      async () => void (await report(await currentUser(), { change: 'provider-unlinked', provider })),
      t('methods.unlinked', { provider: providerNames[provider] }),
    );

  return (
    <div className={styles.providers}>
      <ul className={styles.plain}>
        {(['google.com', 'apple.com'] as const).map((provider) => {
          const name = providerNames[provider];
          const isLinked = linked.includes(provider);
          return (
            <li key={provider} className={styles.provider}>
              <span>{isLinked ? t('methods.isLinked', { provider: name }) : t('methods.notLinked', { provider: name })}</span>
              {!isLinked ? (
                <BusyButton type="button" className="button" busy={busy === provider} onClick={() => void link(provider)}>
                  {t('methods.link', { provider: name })}
                </BusyButton>
              ) : methodCount > 1 ? (
                <BusyButton type="button" className="button" busy={busy === provider} onClick={() => void unlink(provider)}>
                  {t('methods.unlink', { provider: name })}
                </BusyButton>
              ) : (
                <span className={styles.muted}>{t('methods.onlyOne')}</span>
              )}
            </li>
          );
        })}
      </ul>
      <FormAlert tone={note?.tone} message={note?.text ?? null} />
    </div>
  );
}
