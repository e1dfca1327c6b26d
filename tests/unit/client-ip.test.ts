import { createServer, request, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientIp } from '@/lib/security/tokens';
import { PEER_HEADER, recordPeerAddresses } from '@/lib/http/peer';

vi.mock('server-only', () => ({}));

const headers = (h: Record<string, string>) => new Headers(h);

describe('the client address for per-IP limits is the one the server saw', () => {
  it('with no trusted proxy: the socket address, whatever X-Forwarded-For says', () => {
    for (let i = 0; i < 140; i++) {
      expect(clientIp(headers({ [PEER_HEADER]: '192.0.2.10', 'x-forwarded-for': `10.0.${i}.1`, 'x-real-ip': `10.1.${i}.1` }), 0)).toBe('192.0.2.10');
    }
    expect(clientIp(headers({ 'x-forwarded-for': '10.0.0.1' }), 0)).toBe('unknown');
  });

  it('with N trusted proxies: the address the outermost one appended (N-th from the right)', () => {
    const h = headers({ [PEER_HEADER]: '192.0.2.1', 'x-forwarded-for': 'forged, 6.6.6.6, 203.0.113.5, 10.0.0.2' });
    expect(clientIp(h, 1)).toBe('10.0.0.2');
    expect(clientIp(h, 2)).toBe('203.0.113.5');
    // A chain shorter than the proxies configured did not pass them all: the socket counts.
    expect(clientIp(headers({ [PEER_HEADER]: '192.0.2.1', 'x-forwarded-for': '203.0.113.5' }), 2)).toBe('192.0.2.1');
  });
});

describe('the socket address is recorded on every request, over a real socket', () => {
  let server: Server;
  let port = 0;
  beforeAll(async () => {
    recordPeerAddresses();
    server = createServer((req, res) => {
      const h = new Headers(Object.entries(req.headers).map(([k, v]) => [k, String(v)] as [string, string]));
      res.end(JSON.stringify({ zero: clientIp(h, 0), one: clientIp(h, 1) }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (h: Record<string, string>) =>
    new Promise<{ zero: string; one: string }>((resolve, reject) => {
      request({ host: '127.0.0.1', port, headers: h }, (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve(JSON.parse(body)));
      })
        .on('error', reject)
        .end();
    });

  it('a client that writes the peer header or X-Forwarded-For itself is still its socket', async () => {
    const seen = await get({ [PEER_HEADER]: '198.51.100.1', 'x-forwarded-for': '198.51.100.2' });
    expect(seen.zero).toBe('127.0.0.1');
    expect(seen.one).toBe('198.51.100.2'); // behind one trusted proxy, that proxy's entry
  });
});

describe('TRUSTED_PROXY_HOPS', () => {
  it('defaults to 0, takes a whole number, and stops the start when malformed', async () => {
    const { parseEnv } = await import('@/lib/env');
    const base = { EXHALE_MODE: 'embedded' } as unknown as NodeJS.ProcessEnv;
    expect(parseEnv(base).TRUSTED_PROXY_HOPS).toBe(0);
    expect(parseEnv({ ...base, TRUSTED_PROXY_HOPS: '2' }).TRUSTED_PROXY_HOPS).toBe(2);
    for (const bad of ['-1', 'one', '1.5']) expect(() => parseEnv({ ...base, TRUSTED_PROXY_HOPS: bad })).toThrow(/TRUSTED_PROXY_HOPS is malformed/);
  });
});

describe('a request path with malformed percent-encoding', () => {
  it('has its % escaped before Next.js decodes it; well-formed paths and queries stay as they are', async () => {
    const { escapeMalformedUrl } = await import('@/lib/http/peer');
    expect(escapeMalformedUrl('/help/%ZZ?x=%ZZ')).toBe('/help/%25ZZ?x=%ZZ');
    expect(escapeMalformedUrl('/de/%E0%A4%A')).toBe('/de/%25E0%25A4%25A');
    expect(escapeMalformedUrl('/ru/%D0%BF?q=1')).toBe('/ru/%D0%BF?q=1');
    expect(escapeMalformedUrl('/posts/cravings')).toBe('/posts/cravings');
  });
});
