'use client';

import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import type { ConsentTexts } from '@/lib/consent/config';
import { configureConsent, loadConsent, reapplyConsent } from './loader';

type Props = { locale: string; texts: ConsentTexts; privacyHref: string; gtmId?: string };

/**
 * The cookie-consent banner (spec §7). Renders nothing itself: once the page is idle it loads the
 * banner's runtime (a separate chunk), and re-applies the visitor's choice after each route change.
 */
export function ConsentManager({ locale, texts, privacyHref, gtmId }: Props) {
  const path = usePathname();

  useEffect(() => {
    configureConsent({ locale, texts, privacyHref, gtmId, secure: location.protocol === 'https:' });
    const start = () => void loadConsent();
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(start, { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(start, 200);
    return () => clearTimeout(timer);
  }, [locale, texts, privacyHref, gtmId]);

  useEffect(() => reapplyConsent(), [path]);
  return null;
}
