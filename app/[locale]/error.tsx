'use client';

import { ServerErrorContent } from '@/components/errors/ServerErrorContent';

/** An error in a layout below the locale's (spec §2: "Internal server error"). */
export default function ErrorPage({ error, retry }: { error: unknown; retry?: () => void }) {
  return (
    <main id="main">
      <ServerErrorContent error={error} retry={retry} />
    </main>
  );
}
