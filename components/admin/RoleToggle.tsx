'use client';

import { useTranslations } from 'next-intl';
import { setAdminAction } from '@/lib/admin/actions';
import { FormAlert } from '@/components/forms/Field';
import { useAdminAction } from './useAdminAction';

export function RoleToggle({ uid, email, admin }: { uid: string; email: string; admin: boolean }) {
  const t = useTranslations('AdminUi');
  const { pending, message, run } = useAdminAction();
  return (
    <div className="role-toggle">
      <button
        type="button"
        className={admin ? 'button button-danger' : 'button button-primary'}
        disabled={pending}
        onClick={() => {
          if (!window.confirm(t(admin ? 'roles.confirmRevoke' : 'roles.confirmGrant', { email }))) return;
          run(() => setAdminAction({ uid, admin: !admin }), () => t(admin ? 'roles.revoked' : 'roles.granted', { email }));
        }}
      >
        {t(admin ? 'roles.revoke' : 'roles.grant')}
      </button>
      <FormAlert message={message?.text ?? null} tone={message?.tone ?? 'error'} />
    </div>
  );
}
