/**
 * The `redirect` parameter after sign-in is followed only when it is a same-site relative path:
 * it starts with one `/`, is not protocol-relative (`//x`, `/\x`), and holds no control characters
 * or backslashes (which browsers would normalise into another host). Anything else goes home.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || value.length > 2048) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let decoded = value;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return null;
  }
  if (decoded.startsWith('//') || decoded.includes('\\')) return null;
  const url = new URL(value, 'https://exhale.invalid');
  if (url.origin !== 'https://exhale.invalid') return null;
  return url.pathname + url.search + url.hash;
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
