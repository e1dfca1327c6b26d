/**
 * The one decision on `redirect` parameters (after sign-in, in emailed sign-in links, passed on
 * between the auth screens). It is judged on what is actually followed: the value is resolved the way
 * a browser resolves it (WHATWG URL against the site, dot segments removed, tabs and newlines
 * dropped), and the normalised path that comes out is checked and returned, never the raw string.
 * What it returns is a path of this site: one `/`, then neither `/` nor `\` (so not `//host`), no
 * backslash or control character, no encoded slash that a later decode could turn into `//host`, and
 * resolving it again gives itself. Anything else is null (the caller goes home).
 * Property-tested with generated strings in tests/unit/redirect-property.test.ts.
 */
const BASE = 'https://exhale.invalid';

function isOwnPath(path: string): boolean {
  if (!/^\/(?![/\\])/.test(path) || /[\\\u0000-\u001f\u007f]/.test(path)) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path.replace(/[?#].*$/s, ''));
  } catch {
    return false;
  }
  // `/%2F%2Fhost` or `/%5Chost` is harmless to a browser but not to anything that decodes first.
  if (/^\/[/\\]/.test(decoded) || decoded.includes('\\')) return false;
  return true;
}

export function safeRedirect(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || !value || value.length > 2048) return null;
  // The raw value must already be a plain path: no scheme, no `//host`, no `\`, no control characters.
  if (!isOwnPath(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const result = url.pathname + url.search + url.hash;
  // Check what is returned, not what came in: `/.//host` normalises to `//host`.
  if (!isOwnPath(result)) return null;
  const again = new URL(result, BASE);
  if (again.origin !== BASE || again.pathname + again.search + again.hash !== result) return null;
  return result;
}

/**
 * Where to go after signing in with an emailed link: the link's own `redirect`, or, when the link came
 * through an action handler at another address of this site (`continueUrl` on `origin`), the
 * `redirect` inside that. Only a safe one (see safeRedirect), else null.
 */
export function linkRedirect(params: URLSearchParams, origin: string): string | null {
  const own = params.get('redirect');
  if (own) return safeRedirect(own);
  try {
    const next = new URL(params.get('continueUrl') ?? '');
    return next.origin === origin ? safeRedirect(next.searchParams.get('redirect')) : null;
  } catch {
    return null;
  }
}
