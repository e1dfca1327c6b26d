import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from '@/lib/security/headers';

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
