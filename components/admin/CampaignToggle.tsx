'use client';

import { useTranslations } from 'next-intl';
import { setCampaignActiveAction } from '@/lib/admin/actions';
import { FormAlert } from '@/components/forms/Field';
import { useAdminAction } from './useAdminAction';

/** Deactivates or reactivates a code campaign, after a confirmation. */
export function CampaignToggle({ id, name, active }: { id: string; name: string; active: boolean }) {
  const t = useTranslations('AdminUi');
  const { pending, message, run } = useAdminAction();
  return (
    <div className="role-toggle">
      <button
        type="button"
        className={active ? 'button button-danger' : 'button button-primary'}
        disabled={pending}
        onClick={() => {
          if (!window.confirm(t(active ? 'campaigns.confirmDeactivate' : 'campaigns.confirmReactivate', { name }))) return;
          run(() => setCampaignActiveAction({ id, active: !active }), () => t(active ? 'campaigns.deactivated' : 'campaigns.reactivated'));
        }}
      >
        {t(active ? 'campaigns.deactivate' : 'campaigns.reactivate')}
      </button>
      <FormAlert message={message?.text ?? null} tone={message?.tone ?? 'error'} />
    </div>
  );
}
