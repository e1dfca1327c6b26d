import { mobileHostRedirect } from '@/lib/routing/mobile-host-response';

// The mobile sub-host's redirect to the main site's root (proxy.ts rewrites its requests here).
export const dynamic = 'force-dynamic';

const handler = () => mobileHostRedirect();
export { handler as GET, handler as POST, handler as PUT, handler as PATCH, handler as DELETE };
