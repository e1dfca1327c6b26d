'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';

/**
 * What the member's create forms share: after the action says 'ok', go to the new thing's page;
 * otherwise say why (bad input, signed out, too many, or a failure). `reset` empties the form as the page is
 * left, so the back button does not bring back (from the back-forward cache or the browser's form
 * restore) what was just sent, ready to be sent twice.
 */
export function useCreateResult(reset: () => void) {
  const f = useTranslations('Forms');
  const a = useTranslations('Account');
  const [message, setMessage] = useState<string | null>(null);
  /** Set once the new page is on its way: the button stays busy, so a second press makes no second one. */
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    // Back from the back-forward cache: the form is usable again.
    const back = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', back);
    return () => window.removeEventListener('pageshow', back);
  }, []);
  const done = (r: { status: string; path?: string }) => {
    if (r.status === 'ok' && r.path) {
      setLeaving(true);
      window.addEventListener('pagehide', () => reset(), { once: true });
      window.location.assign(r.path);
      return;
    }
    setMessage(
      r.status === 'signed-out' ? a('signedOut') : r.status === 'invalid' ? f('incomplete') : r.status === 'rate-limited' ? f('tooManyRequests') : a('failed'),
    );
  };
  return { message, setMessage, done, leaving, incomplete: () => setMessage(f('incomplete')) };
}
