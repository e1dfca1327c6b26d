/**
 * Requests that name another site than ours (issue #33). A proxy in front may pass on an
 * `X-Forwarded-Host` the client wrote, and a page of another site may post to ours with its own
 * `Origin`. Next.js compares the two for a Server Action and answers a mismatch with 500; its other
 * answers build addresses from them. The request layer (proxy.ts) and the route handlers that take
 * cookies (the session route) ask `foreignRequest` first and answer its refusal with a 4xx.
 * Pure (unit-tested).
 */

export interface RequestHosts {
  /** The Host header (may carry a port); the request URL's host when the header is absent. */
  host: string;
  /** The X-Forwarded-Host header, or null. */
  forwardedHost: string | null;
  /** The Origin header, or null. */
  origin: string | null;
  /**
   * Whether the request may run a Server Action (any page request but GET and HEAD): Next.js then
   * requires the Origin's host to be the addressed host, the site's own origin included.
   */
  action: boolean;
}

export interface SiteHosts {
  /** Absolute URL of the site (SITE_URL). */
  siteUrl: string;
  /** Host name of the mobile sub-host (MOBILE_HOST, no port), or ''. */
  mobileHost: string;
}

export type ForeignRequest =
  /**
   * 400: X-Forwarded-Host names a host that is not ours. Not 421 Misdirected Request, which a
   * browser (the Fetch standard) answers by sending the request once more on a new connection.
   */
  | { status: 400; reason: 'forwarded-host' }
  /** 403: the Origin is not the address the request was sent to (another site's page, or `null`). */
  | { status: 403; reason: 'origin' };

const norm = (value: string) => value.trim().toLowerCase();

/** `example.org:8080` → `example.org`; `[::1]:3000` → `[::1]`. */
function hostName(host: string): string {
  return host.replace(/:\d*$/, '');
}

/**
 * Null when the request may be answered. X-Forwarded-Host, when sent, must name (every value of it)
 * the Host the request came with, the site's host (with or without a port) or the mobile sub-host.
 * An Origin, when sent, must be an http(s) origin: the site's own (SITE_URL), or one whose host is
 * the one the request was sent to (the first X-Forwarded-Host, else Host); for a request that may run
 * a Server Action only the latter, which is what Next.js requires.
 */
export function foreignRequest(request: RequestHosts, site: SiteHosts): ForeignRequest | null {
  const host = norm(request.host);
  const siteUrl = new URL(site.siteUrl);
  const mobile = norm(site.mobileHost);
  const ours = (value: string) =>
    value === host || value === siteUrl.host || hostName(value) === siteUrl.hostname || (mobile !== '' && hostName(value) === mobile);
  let addressed = host;
  if (request.forwardedHost !== null) {
    const values = request.forwardedHost.split(',').map(norm);
    if (values.some((value) => value === '' || !ours(value))) return { status: 400, reason: 'forwarded-host' };
    addressed = values[0]!;
  }
  if (request.origin !== null) {
    let origin: URL | null = null;
    try {
      origin = new URL(request.origin);
    } catch {
      origin = null;
    }
    const allowed = origin && /^https?:$/.test(origin.protocol) && (origin.host === addressed || (!request.action && origin.origin === siteUrl.origin));
    if (!allowed) return { status: 403, reason: 'origin' };
  }
  return null;
}

/** The hosts of a request as `foreignRequest` reads them; `action` as in RequestHosts. */
export function requestHosts(headers: Headers, urlHost: string, action: boolean): RequestHosts {
  return { host: headers.get('host') ?? urlHost, forwardedHost: headers.get('x-forwarded-host'), origin: headers.get('origin'), action };
}
