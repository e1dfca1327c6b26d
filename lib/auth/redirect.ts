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
