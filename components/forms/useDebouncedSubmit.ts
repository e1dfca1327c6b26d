'use client';

import { useCallback, useRef } from 'react';

/** Spec §9: form submits are debounced by 20 ms; a second submit inside the window is dropped. */
export const SUBMIT_DEBOUNCE_MS = 20;

export function useDebouncedSubmit<E>(handler: (event?: E) => unknown) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  return useCallback(
    (event?: E & { preventDefault?: () => void; persist?: () => void }) => {
      event?.preventDefault?.();
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = null;
        void handler(event);
      }, SUBMIT_DEBOUNCE_MS);
    },
    [handler],
  );
}
