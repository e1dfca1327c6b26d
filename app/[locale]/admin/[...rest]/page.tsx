import { notFound } from 'next/navigation';
import { ServerErrorPage, servingServerError } from '@/components/errors/ServerErrorPage';

/**
 * An admin address that matches no admin page: the not-found page inside the admin layout
 * (./not-found.tsx; proxy.ts usually answers it with app/global-not-found.tsx already). It also
 * serves the server-error page in the admin layout when proxy.ts says so (lib/compose/lookup).
 */
export default async function AdminCatchAll() {
  if (await servingServerError()) return <ServerErrorPage admin />;
  notFound();
}
