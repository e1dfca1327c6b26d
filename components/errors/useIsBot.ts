'use client';

import { useEffect, useState } from 'react';

/**
 * Whether this browser is a bot (spec §2: bots get no rendered error page): null until known. isbot's
 * pattern list (1.5 KB compressed) loads only when an error page is shown, not with every page.
 */
export function useIsBot(): boolean | null {
  const [bot, setBot] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    void import('isbot').then(
      ({ isbot }) => live && setBot(isbot(navigator.userAgent)),
      () => live && setBot(false),
    );
    return () => {
      live = false;
    };
  }, []);
  return bot;
}
