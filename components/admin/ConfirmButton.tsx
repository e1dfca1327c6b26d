'use client';

import type { AdminResult } from '@/lib/admin/action';
import { FormAlert } from '@/components/forms/Field';
import { useAdminAction } from './useAdminAction';

/**
 * A button for an admin action that needs a confirmation (grant or revoke admin rights, deactivate
 * a campaign): asks, runs the bound Server Action, and says what happened. Texts come translated.
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
  return (
    <div className="role-toggle">
      <button
        type="button"
        className={danger ? 'button button-danger' : 'button button-primary'}
        disabled={pending}
        onClick={() => {
          if (window.confirm(confirm)) run(action, () => done);
        }}
      >
        {label}
      </button>
      <FormAlert message={message?.text ?? null} tone={message?.tone ?? 'error'} />
    </div>
  );
}
