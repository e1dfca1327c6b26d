'use client';

import { useRef, useState, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { BusyButton } from '@/components/forms/BusyButton';
import { ConfirmDialog } from '@/components/admin/ConfirmDialog';

type Result = { status: string };

/**
 * A button that runs one member Server Action and then shows the page again (it is rendered per
 * request), or says what went wrong. `done` is said after success when the page alone would not show it;
 * 'stale' (the page was out of date, nothing was done) only shows the page again. With `confirm`, the
 * page's own dialog asks first (its confirm button repeats the label; the page provides AdminUi.dialog).
 */
export function ActionButton({
  action,
  label,
  failed,
  signedOut,
  done,
  limited,
  refused = {},
  confirm,
  className = 'button',
}: {
  action: () => Promise<Result>;
  label: string;
  failed: string;
  signedOut: string;
  done?: string;
  /** Said when the action answers 'rate-limited' (default: `failed`). */
  limited?: string;
  /** What to say for other answers the action gives ('not-found', 'owner', …); others say `failed`. */
  refused?: Partial<Record<string, string>>;
  /** Ask before running: the dialog's question. */
  confirm?: string;
  className?: string;
}) {
  const router = useRouter();
  const [pending, start] = useTransition();
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [asking, setAsking] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const run = () =>
    start(async () => {
      const r = await action().catch(() => ({ status: 'failed' }));
      if (r.status === 'ok' || r.status === 'stale') {
        setMessage(done && r.status === 'ok' ? { tone: 'success', text: done } : null);
        router.refresh();
      } else
        setMessage({
          tone: 'error',
          text: r.status === 'signed-out' ? signedOut : r.status === 'rate-limited' ? (limited ?? failed) : (refused[r.status] ?? failed),
        });
    });
  return (
    <>
      <BusyButton
        ref={button}
        type="button"
        className={className}
        busy={pending}
        aria-haspopup={confirm ? 'dialog' : undefined}
        onClick={() => (confirm ? setAsking(true) : run())}
      >
        {label}
      </BusyButton>
      {confirm ? (
        <ConfirmDialog
          open={asking}
          title={label}
          text={confirm}
          confirmLabel={label}
          danger
          returnFocus={button}
          onClose={() => setAsking(false)}
          onConfirm={run}
        />
      ) : null}
      {message ? (
        <p role={message.tone === 'error' ? 'alert' : 'status'} className={`form-alert form-alert-${message.tone}`}>
          {message.text}
        </p>
      ) : null}
    </>
  );
}
