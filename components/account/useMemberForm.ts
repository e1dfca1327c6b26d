'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';

/**
 * What the member's create forms share: after the action says 'ok', go to the new thing's page;
 * otherwise say why (bad input, signed out, or a failure).
 */
export function useCreateResult() {
  const f = useTranslations('Forms');
  const a = useTranslations('Account');
  const [message, setMessage] = useState<string | null>(null);
  const done = (r: { status: string; path?: string }) => {
    if (r.status === 'ok' && r.path) {
      window.location.assign(r.path);
      return;
    }
    setMessage(r.status === 'signed-out' ? a('signedOut') : r.status === 'invalid' ? f('incomplete') : a('failed'));
  };
  return { message, setMessage, done, incomplete: () => setMessage(f('incomplete')) };
}
