'use client';

import { ServerErrorContent } from '@/components/errors/ServerErrorContent';

/** An error in an admin page: the server-error variant inside the admin layout. */
export default function AdminError({ error, retry }: { error: unknown; retry?: () => void }) {
  return <ServerErrorContent error={error} retry={retry} admin />;
}
