'use client';

import { useState, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { BusyButton } from '@/components/forms/BusyButton';

type Result = { status: string };

/**
 * A button that runs one member Server Action and then shows the page again (it is rendered per
 * request), or says what went wrong. `done` is said after success when the page alone would not show it;
 * 'stale' (the page was out of date, nothing was done) only shows the page again.
 */
export function ActionButton({
  action,
  label,
  failed,
  signedOut,
  done,
  limited,
  className = 'button',
}: {
  action: () => Promise<Result>;
  label: string;
  failed: string;
  signedOut: string;
  done?: string;
  /** Said when the action answers 'rate-limited' (default: `failed`). */
  limited?: string;
  className?: string;
}) {
  const router = useRouter();
  const [pending, start] = useTransition();
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  return (
    <>
      <BusyButton
        type="button"
        className={className}
        busy={pending}
        onClick={() => {
          start(async () => {
            const r = await action().catch(() => ({ status: 'failed' }));
            if (r.status === 'ok' || r.status === 'stale') {
              setMessage(done && r.status === 'ok' ? { tone: 'success', text: done } : null);
              router.refresh();
            } else setMessage({ tone: 'error', text: r.status === 'signed-out' ? signedOut : r.status === 'rate-limited' ? (limited ?? failed) : failed });
          });
        }}
      >
        {label}
      </BusyButton>
      {message ? (
        <p role={message.tone === 'error' ? 'alert' : 'status'} className={`form-alert form-alert-${message.tone}`}>
          {message.text}
        </p>
      ) : null}
    </>
  );
}
