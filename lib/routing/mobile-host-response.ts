import 'server-only';
import { env } from '@/lib/env';

/**
 * The mobile sub-host's answer to every path but its root (spec §2): the main site's root, as an
 * absolute URL from SITE_URL. A route handler's Location is sent as it is; a redirect from the
 * proxy to its own origin would be made relative by Next.js (`Location: /`) and keep the browser
 * on the sub-host when SITE_URL is the origin the server listens on (a local run).
 */
export function mobileHostRedirect(): Response {
  return new Response(null, {
    status: 307,
    headers: { Location: new URL('/', env().SITE_URL).toString(), 'Cache-Control': 'no-store' },
  });
}
