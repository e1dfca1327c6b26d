'use client';

import { useEffect } from 'react';
import { useIsBot } from '@/components/errors/useIsBot';
import { BareHomeLink } from '@/components/errors/BareHomeLink';

// Last resort when the root layout itself fails: no translations can be trusted here.
export default function GlobalError({ error }: { error: unknown }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  const bot = useIsBot();
  return (
    <html lang="en-US">
      <body>
        {bot !== false ? null : (
          <main id="main" style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem' }}>
            <h1>Internal server error</h1>
            <BareHomeLink />
          </main>
        )}
      </body>
    </html>
  );
}
