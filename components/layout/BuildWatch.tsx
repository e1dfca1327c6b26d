'use client';

import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';
import { fetchWithRetry } from '@/lib/http/fetch';

/** Spec §4: how often the client asks for the build id, and when the tab becomes visible again. */
export const BUILD_POLL_MS = 5 * 60 * 1000;

/**
 * Detects a new deployment by polling /api/build. Once the server runs a newer build, the next
 * navigation becomes a full page load, so nobody keeps running a stale bundle against a new server.
 */
export function BuildWatch() {
  const first = useRef<string | null>(null);
  const stale = useRef(false);
  const path = usePathname();
  const last = useRef(path);

  useEffect(() => {
    const check = async () => {
      try {
        const { buildId } = (await (await fetchWithRetry('/api/build', { cache: 'no-store' })).json()) as { buildId: string };
        if (first.current === null) first.current = buildId;
        else if (buildId !== first.current) stale.current = true;
      } catch {}
    };
    void check();
    const timer = setInterval(check, BUILD_POLL_MS);
    const onVisible = () => document.visibilityState === 'visible' && void check();
    document.addEventListener('visibilitychange', onVisible);
    (window as { __exhaleCheckBuild?: () => Promise<void> }).__exhaleCheckBuild = check;
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  useEffect(() => {
    if (path !== last.current) {
      last.current = path;
      if (stale.current) window.location.reload();
    }
  }, [path]);
  return null;
}
