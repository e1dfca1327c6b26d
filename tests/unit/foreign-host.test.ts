import { describe, expect, it } from 'vitest';
import { foreignRequest, requestHosts } from '@/lib/security/host';

const site = { siteUrl: 'https://exhale.example', mobileHost: 'm.exhale.example' };
/** A page request that may run a Server Action (a POST). */
const post = (host: string, forwardedHost: string | null = null, origin: string | null = null) =>
  foreignRequest({ host, forwardedHost, origin, action: true }, site);
/** A request that runs no Server Action (a GET, or a route handler). */
const get = (host: string, forwardedHost: string | null = null, origin: string | null = null) =>
  foreignRequest({ host, forwardedHost, origin, action: false }, site);

describe('requests that name another site (issue #33)', () => {
  it('lets our own requests through: no headers, our X-Forwarded-Host, our Origin', () => {
    expect(post('exhale.example')).toBeNull();
    expect(post('127.0.0.1:3000', 'exhale.example', 'https://exhale.example')).toBeNull();
    expect(post('exhale.example', 'exhale.example:443')).toBeNull();
    expect(post('localhost:8080', 'localhost:8080', 'http://localhost:8080')).toBeNull(); // a proxy repeating Host
    expect(post('m.exhale.example')).toBeNull();
    expect(post('exhale.example', 'm.exhale.example')).toBeNull();
    expect(post('Exhale.Example', null, 'https://exhale.example')).toBeNull();
    // Without a Server Action, the site's own origin also counts when the request went to another name of the server.
    expect(get('127.0.0.1:3000', null, 'https://exhale.example')).toBeNull();
  });

  it('refuses an X-Forwarded-Host of another site with 400, any of its values', () => {
    for (const forwarded of ['evil.example', 'evil.example, exhale.example', 'exhale.example, evil.example', 'exhale.example.evil.example', '']) {
      expect(post('exhale.example', forwarded), forwarded).toEqual({ status: 400, reason: 'forwarded-host' });
      expect(get('exhale.example', forwarded, 'https://exhale.example'), forwarded).toEqual({ status: 400, reason: 'forwarded-host' });
    }
  });

  it('refuses an Origin of another site, or none the browser could name, with 403', () => {
    for (const origin of ['https://evil.example', 'null', 'not a url', 'ftp://exhale.example', 'https://m.exhale.example']) {
      expect(post('exhale.example', null, origin), origin).toEqual({ status: 403, reason: 'origin' });
      expect(get('exhale.example', null, origin), origin).toEqual({ status: 403, reason: 'origin' });
    }
  });

  it("refuses what Next.js's Server Action check would answer with 500: an Origin that is not the addressed host", () => {
    // The site's origin, but the request went to another name of the server.
    expect(post('127.0.0.1:3000', null, 'https://exhale.example')).toEqual({ status: 403, reason: 'origin' });
    // Our forwarded host without the port the Origin carries: Next.js compares them as they are.
    expect(post('127.0.0.1:3000', 'exhale.example', 'https://exhale.example:8443')).toEqual({ status: 403, reason: 'origin' });
  });

  it('reads the headers, with the URL host when a request has no Host header', () => {
    const headers = new Headers({ 'x-forwarded-host': 'evil.example', origin: 'https://exhale.example' });
    expect(requestHosts(headers, 'exhale.example', true)).toEqual({
      host: 'exhale.example',
      forwardedHost: 'evil.example',
      origin: 'https://exhale.example',
      action: true,
    });
    expect(foreignRequest(requestHosts(new Headers({ origin: 'https://exhale.example' }), 'exhale.example', true), site)).toBeNull();
  });
});
