/**
 * Runs once when the server starts (Next.js instrumentation). In the Node.js runtime it records each
 * request's socket address for per-IP limits (lib/http/peer).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { recordPeerAddresses } = await import('./lib/http/peer');
    recordPeerAddresses();
  }
}
