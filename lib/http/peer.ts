import 'server-only';
import { Server, type IncomingMessage } from 'node:http';
import { isMalformedPath } from '@/lib/routing/path';

/**
 * What the server itself knows of each request, written before Next.js sees it (installed once at
 * server start by instrumentation.ts):
 * - The socket address, for per-IP limits (lib/security/tokens clientIp). Next.js gives route
 *   handlers, the proxy and Server Actions no socket (`request.ip` is gone since Next 15), and
 *   `next start` only *fills in* X-Forwarded-For with the socket address when the client sent none
 *   (base-server: `req.headers['x-forwarded-for'] ??= socket.remoteAddress`), so a client that writes
 *   the header chooses its own address. PEER_HEADER is always overwritten with the socket's.
 * - A path with malformed percent-encoding (`/help/%ZZ`) has its `%` escaped (`/help/%25ZZ`): Next.js
 *   decodes the requested path against the matched route's parameters and answers a malformed one
 *   with a 500 before any page can say "not found". The proxy then serves the localized 404
 *   (lib/routing/path unroutablePath).
 */
export const PEER_HEADER = 'x-exhale-peer-address';

const INSTALLED = Symbol.for('exhale.incoming-requests');

export function escapeMalformedUrl(url: string): string {
  const cut = url.search(/[?#]/);
  const path = cut < 0 ? url : url.slice(0, cut);
  return isMalformedPath(path) ? path.replace(/%/g, '%25') + (cut < 0 ? '' : url.slice(cut)) : url;
}

export function recordPeerAddresses(): void {
  const proto = Server.prototype as Server & { [INSTALLED]?: true };
  if (proto[INSTALLED]) return;
  proto[INSTALLED] = true;
  const emit = proto.emit as (this: Server, event: string | symbol, ...args: unknown[]) => boolean;
  proto.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const req = args[0] as IncomingMessage;
      req.headers[PEER_HEADER] = req.socket?.remoteAddress ?? '';
      if (req.url) req.url = escapeMalformedUrl(req.url);
    }
    return emit.apply(this, [event, ...args]);
  } as typeof proto.emit;
}
