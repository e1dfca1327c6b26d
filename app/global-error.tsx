'use client';

import { useEffect } from 'react';
import { isbot } from 'isbot';

// Last resort when the root layout itself fails: no translations can be trusted here.
export default function GlobalError({ error }: { error: unknown }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  // In the browser only: Node.js 21+ has a global navigator too (user agent "Node.js/22", which isbot counts as a bot).
  const bot = typeof window !== 'undefined' && isbot(navigator.userAgent);
  return (
    <html lang="en-US">
      <body>
        {bot ? null : (
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
