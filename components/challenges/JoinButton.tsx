'use client';

import { useState, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { joinChallengeAction } from '@/lib/challenges/actions';
import { BusyButton } from '@/components/forms/BusyButton';

/** Joins the challenge, then shows the page again with the visitor among the participants. */
export function JoinButton({ token, path, label, failed, limited }: { token: string; path: string; label: string; failed: string; limited: string }) {
  const router = useRouter();
  const [pending, start] = useTransition();
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <BusyButton
        type="button"
        className="button button-primary"
        busy={pending}
        onClick={() =>
          start(async () => {
            const r = await joinChallengeAction(token, path).catch(() => ({ status: 'failed' as const }));
            if (r.status === 'ok') router.refresh();
            else setError(r.status === 'rate-limited' ? limited : failed);
          })
        }
      >
        {label}
      </BusyButton>
      {error ? (
        <p role="alert" className="form-alert form-alert-error">
          {error}
        </p>
      ) : null}
    </>
  );
}
