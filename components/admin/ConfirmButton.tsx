'use client';

import { useRef, useState } from 'react';
import type { AdminResult } from '@/lib/auth/admin-action';
import { FormAlert } from '@/components/forms/Field';
import { ConfirmDialog } from './ConfirmDialog';
import { useAdminAction } from './useAdminAction';
import { BusyButton } from '@/components/forms/BusyButton';

/**
 * A button for an admin action that needs a confirmation (grant or revoke admin rights, deactivate
 * a campaign): asks in the page's own dialog, runs the bound Server Action, and says what happened.
 * Texts come translated; the dialog's confirm button repeats the button's label.
 */
export function ConfirmButton({
  action,
  label,
  confirm,
  done,
  danger = false,
}: {
  action: () => Promise<AdminResult>;
  label: string;
  confirm: string;
  done: string;
  danger?: boolean;
}) {
  const { pending, message, run } = useAdminAction();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <div className="role-toggle">
      <BusyButton
        ref={button}
        type="button"
        className={danger ? 'button button-danger' : 'button button-primary'}
        busy={pending}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {label}
      </BusyButton>
      <ConfirmDialog
        open={open}
        title={label}
        text={confirm}
        confirmLabel={label}
        danger={danger}
        returnFocus={button}
        onClose={() => setOpen(false)}
        onConfirm={() => run(action, () => done)}
      />
      <FormAlert message={message?.text ?? null} tone={message?.tone ?? 'error'} />
    </div>
  );
}
