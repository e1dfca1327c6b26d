import 'server-only';
import { connection } from 'next/server';
import { routeTable, type AppPathname, type RouteDef } from './pathnames';

/**
 * A page's rendering policy from the route table: a route marked `perRequest` renders for each request
 * (never prerendered at build, never kept as a static page after its first render), as the proxy's
 * headers say (lib/security/page-policy). Pages call it first; no page writes `dynamic` itself.
 */
export async function renderPolicy(route: AppPathname): Promise<void> {
  if ((routeTable[route] as RouteDef).perRequest) await connection();
}
