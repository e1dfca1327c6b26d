/**
 * Security headers for every response (issue 8). Pages are static per locale, so the policy cannot
 * carry a per-request nonce there: scripts are limited to our own origin, and inline scripts remain
 * allowed because Next.js streams its page data as inline <script> tags. What is never allowed:
 * eval, plugins (object-src 'none'), a foreign <base>, framing by other sites.
 */
export interface SecurityOptions {
  production: boolean;
  /** Extra origins the browser may connect to (identity service, emulator in embedded mode). */
  connectSrc?: string[];
  /** Origins allowed in frames on our pages (identity popups' helper iframes). */
  frameSrc?: string[];
}

export function contentSecurityPolicy({ production, connectSrc = [], frameSrc = [] }: SecurityOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...connectSrc],
    'frame-src': frameSrc.length ? frameSrc : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    // Only our own pages may frame ours (the embedded sign-in relay frame); nobody else can.
    'frame-ancestors': ["'self'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
  };
  const policy = Object.entries(directives).map(([k, v]) => `${k} ${v.join(' ')}`);
  if (production) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

export function securityHeaders(options: SecurityOptions): Array<{ key: string; value: string }> {
  const headers = [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()' },
  ];
  if (options.production) headers.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' });
  return headers;
}
