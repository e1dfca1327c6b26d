import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders, siteSecurityOptions } from '@/lib/security/headers';
import { pageSecurity, rendersPerRequest, routeOf } from '@/lib/security/page-policy';

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));

describe('security headers', () => {
  it('never allows eval, plugins, foreign base or framing', () => {
    for (const production of [true, false]) {
      const csp = contentSecurityPolicy({ production });
      expect(csp).not.toContain('unsafe-eval');
      expect(directive(csp, 'object-src')).toBe("object-src 'none'");
      expect(directive(csp, 'base-uri')).toBe("base-uri 'none'");
      expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
      expect(directive(csp, 'script-src')).not.toMatch(/https?:|\*/);
    }
  });

  it('adds the allowed origins and nothing else', () => {
    const csp = contentSecurityPolicy({ production: true, connectSrc: ['https://identitytoolkit.googleapis.com'], frameSrc: ['https://demo.firebaseapp.com'] });
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://identitytoolkit.googleapis.com");
    expect(directive(csp, 'frame-src')).toBe('frame-src https://demo.firebaseapp.com');
  });

  it('production allows what Google and Apple sign-in in a popup and reCAPTCHA load; embedded mode no foreign origin', () => {
    const live = contentSecurityPolicy(siteSecurityOptions(true, 'exhale-prod.firebaseapp.com', false));
    expect(directive(live, 'script-src')).toBe(
      "script-src 'self' 'unsafe-inline' https://apis.google.com https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/",
    );
    expect(directive(live, 'frame-src')).toContain('https://exhale-prod.firebaseapp.com');
    expect(directive(live, 'frame-src')).toContain('https://www.google.com/recaptcha/');
    expect(directive(live, 'connect-src')).toBe("connect-src 'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com");
    const local = contentSecurityPolicy(siteSecurityOptions(false, undefined, false));
    expect(directive(local, 'script-src')).toBe("script-src 'self' 'unsafe-inline'");
    expect(local.replace('https://a.storyblok.com', '')).not.toMatch(/https:/); // CMS images only
  });

  it('HSTS only in production', () => {
    const names = (production: boolean) => securityHeaders({ production }).map((h) => h.key);
    expect(names(true)).toContain('Strict-Transport-Security');
    expect(names(false)).not.toContain('Strict-Transport-Security');
    expect(names(false)).toEqual(expect.arrayContaining(['Content-Security-Policy', 'X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy']));
  });
});

describe('framing', () => {
  it('nobody may frame a page; only the Visual Editor in preview, and our own pages the sign-in relay', () => {
    expect(contentSecurityPolicy({ production: true })).toContain("frame-ancestors 'none'");
    expect(contentSecurityPolicy({ production: true, preview: true })).toContain("frame-ancestors 'self' https://app.storyblok.com");
    expect(contentSecurityPolicy({ production: true, framedBySelf: true })).toContain("frame-ancestors 'self';");
    expect(securityHeaders({ production: true }).find((h) => h.key === 'X-Frame-Options')?.value).toBe('DENY');
    expect(contentSecurityPolicy({ production: false })).not.toMatch(/unsafe-eval/);
  });
});

describe('per-request nonce on pages rendered per request', () => {
  const context = { production: true, preview: false, gtm: false };

  it('a dynamic page gets a fresh nonce in the request and response CSP, with strict-dynamic and no unsafe-inline for scripts', () => {
    const first = pageSecurity('/de/admin/purchases', context);
    const second = pageSecurity('/de/admin/purchases', context);
    const csp = first.response['Content-Security-Policy']!;
    expect(first.request['content-security-policy']).toBe(csp);
    const script = directive(csp, 'script-src')!;
    const nonce = /'nonce-([A-Za-z0-9+/]+={0,2})'/.exec(script)?.[1];
    expect(nonce).toBeDefined();
    expect(Buffer.from(nonce!, 'base64')).toHaveLength(16);
    expect(script).toContain("'strict-dynamic'");
    expect(script).not.toContain('unsafe-inline');
    expect(second.response['Content-Security-Policy']).not.toBe(csp);
    expect(csp).not.toContain('unsafe-eval');
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(directive(csp, 'base-uri')).toBe("base-uri 'none'");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
  });

  it('static pages get nothing from the proxy (they keep the build-time policy); preview keeps its own', () => {
    for (const path of [
      '/',
      '/help',
      '/de/hilfe',
      '/ru/помощь',
      '/posts/cravings',
      '/login',
      '/subscribe-verify/error',
      '/subscribe-verify/success',
      '/survey/test',
    ]) {
      expect(pageSecurity(path, context), path).toEqual({ request: {}, response: {} });
    }
    const preview = pageSecurity('/de/hilfe', { ...context, preview: true });
    expect(preview.request).toEqual({});
    expect(preview.response['Content-Security-Policy']).toContain("frame-ancestors 'self' https://app.storyblok.com");
    expect(preview.response['Content-Security-Policy']).not.toContain('nonce-');
  });

  it("draft mode never gives admin or member pages (or unknown paths) the Visual Editor's policy", () => {
    for (const path of ['/admin', '/de/admin/purchases', '/data-deletion', '/survey/motivation', '/certificate/edit/x', '/login', '/no-such-page']) {
      const security = pageSecurity(path, { ...context, preview: true });
      expect(security.response['Content-Security-Policy'] ?? '', path).not.toContain('app.storyblok.com');
      expect(security.response['Content-Security-Policy'] ?? '', path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    }
    expect(pageSecurity('/admin', { ...context, preview: true }).response['Content-Security-Policy']).toContain("frame-ancestors 'none'");
  });

  it('knows which routes render per request, in every language', () => {
    expect(routeOf('/de/admin/code-campaigns/abc')).toBe('/admin/code-campaigns/[id]');
    expect(routeOf('/subscribe-verify/error')).toBe('/subscribe-verify/error');
    expect(routeOf('/fr/subscribe-verify/tok123')).toBe('/subscribe-verify/[id]');
    for (const path of [
      '/admin',
      '/pl/admin/email',
      '/data-deletion',
      '/it/data-deletion',
      '/survey/motivation',
      '/challenge-invite/x',
      '/certificate/edit/x',
      '/go/x',
      '/error',
      '/no-such-page',
      '/de/help/extra',
    ]) {
      expect(rendersPerRequest(path), path).toBe(true);
    }
  });
});

describe('Google Tag Manager origins', () => {
  it('appear only when GTM_ID is set', () => {
    const without = contentSecurityPolicy({ production: true });
    expect(without).not.toMatch(/google/);
    const withGtm = contentSecurityPolicy({ production: true, gtm: true });
    expect(directive(withGtm, 'script-src')).toBe("script-src 'self' 'unsafe-inline' https://www.googletagmanager.com");
    expect(directive(withGtm, 'connect-src')).toContain('https://*.google-analytics.com');
    expect(directive(withGtm, 'img-src')).toContain('https://www.googletagmanager.com');
    expect(withGtm).not.toContain('unsafe-eval');
  });
});
