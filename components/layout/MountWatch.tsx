'use client';

import { useEffect } from 'react';

/** Marks the app as mounted; instrumentation-client.ts reports failures before that point. */
export function MountWatch() {
  useEffect(() => {
    (window as { __exhaleMounted?: boolean }).__exhaleMounted = true;
  }, []);
  return null;
}
