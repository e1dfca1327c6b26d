'use client';

import { useEffect } from 'react';
import { useIsBot } from '@/components/errors/useIsBot';

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
            <h1>Internal Server Error</h1>
            <p>
              {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full page load on purpose, no router code shipped */}
              <a href="/">Exhale</a>
            </p>
          </main>
        )}
      </body>
    </html>
  );
}
