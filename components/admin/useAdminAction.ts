'use client';

import { useState, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { AdminResult } from '@/lib/auth/admin-action';

/** Runs an admin Server Action, refreshes the page on success, and says what happened. */
export function useAdminAction() {
  const t = useTranslations('AdminUi');
  const router = useRouter();
  const [pending, start] = useTransition();
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const run = (action: () => Promise<AdminResult>, success: (r: Extract<AdminResult, { status: 'ok' }>) => string) =>
    start(async () => {
      setMessage(null);
      try {
        const r = await action();
        if (r.status === 'ok') {
          setMessage({ tone: 'success', text: success(r) });
          router.refresh();
        } else {
          // Done in part (an account made, its email not sent): the page shows what is there now.
          if (r.status === 'created-no-email') router.refresh();
          setMessage({ tone: 'error', text: t(`result.${r.status}`) });
        }
      } catch {
        setMessage({ tone: 'error', text: t('result.failed') });
      }
    });
  return { pending, message, run, setMessage };
}
