'use client';

import type { Auth, MultiFactorAssertion, PhoneInfoOptions } from 'firebase/auth';
import { firebaseAuth } from '@/lib/auth/client';
import { wantsFreshRecaptcha } from '@/lib/auth/errors';

/**
 * Sending and checking the text-message code of two-step verification. The reCAPTCHA verifier that
 * sending needs is made here, only when a code is sent, in an element of its own inside `host`, and
 * removed afterwards: no other page or step loads reCAPTCHA. With the Auth emulator the SDK skips
 * reCAPTCHA by itself (connectAuthEmulator turns on appVerificationDisabledForTesting).
 */
export async function sendCode(host: HTMLElement, options: PhoneInfoOptions): Promise<string> {
  const auth = await firebaseAuth();
  const fa = await import('firebase/auth');
  // The service may refuse the token of a verifier (auth/missing-recaptcha-token): once more with a fresh one.
  for (let attempt = 0; ; attempt++) {
    const element = document.createElement('div');
    host.appendChild(element);
    const verifier = new fa.RecaptchaVerifier(auth, element, { size: 'invisible' });
    try {
      return await new fa.PhoneAuthProvider(auth).verifyPhoneNumber(options, verifier);
    } catch (error) {
      if (attempt === 0 && wantsFreshRecaptcha(error)) continue;
      throw error;
    } finally {
      verifier.clear();
      element.remove();
    }
  }
}

/** The proof a code gives, for resolveSignIn or enroll. */
export async function codeAssertion(verificationId: string, code: string): Promise<MultiFactorAssertion> {
  const fa = await import('firebase/auth');
  return fa.PhoneMultiFactorGenerator.assertion(fa.PhoneAuthProvider.credential(verificationId, code));
}

/** The signed-in Firebase user of this browser, once Firebase has read its stored state (null: none). */
export async function currentUser(): Promise<{ auth: Auth; user: Auth['currentUser'] }> {
  const auth = await firebaseAuth();
  await auth.authStateReady();
  return { auth, user: auth.currentUser };
}
