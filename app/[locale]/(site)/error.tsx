'use client';

import { ServerErrorContent } from '@/components/errors/ServerErrorContent';

/** An error in a public page: the server-error variant inside the site's header and footer. */
export default function ErrorPage({ error, retry }: { error: unknown; retry?: () => void }) {
  return <ServerErrorContent error={error} retry={retry} />;
}
