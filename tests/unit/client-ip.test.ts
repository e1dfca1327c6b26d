import { createServer, request, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { clientIp, limitAddress } from '@/lib/security/tokens';
import { PEER_HEADER, recordPeerAddresses } from '@/lib/http/peer';

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

describe('an IPv6 visitor is counted by its /64, as one host holds the whole block', () => {
  it('addresses in one /64 share a limit, whatever their last 64 bits and however they are written', () => {
    const one = limitAddress('2001:db8:0:1::1');
    expect(one).toBe('2001:db8:0:1::/64');
    for (const a of ['2001:db8:0:1:ffff:ffff:ffff:ffff', '2001:0DB8:0000:0001:0:0:0:2', '[2001:db8:0:1::abcd]', '2001:db8:0:1::9%eth0'])
      expect(limitAddress(a)).toBe(one);
    expect(clientIp(headers({ [PEER_HEADER]: '2001:db8:0:1:aaaa::7' }), 0)).toBe(one);
    expect(clientIp(headers({ [PEER_HEADER]: '192.0.2.1', 'x-forwarded-for': '2001:db8:0:1::42' }), 1)).toBe(one);
    // The next /64 is another visitor.
    expect(limitAddress('2001:db8:0:2::1')).toBe('2001:db8:0:2::/64');
  });

  it('an IPv4 address written as IPv6 is that IPv4 address; other values stay as they are', () => {
    expect(limitAddress('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(limitAddress('::FFFF:c000:0207')).toBe('192.0.2.7');
    expect(limitAddress('64:ff9b::203.0.113.9')).toBe('203.0.113.9');
    // With the port a proxy may add.
    expect(limitAddress('[2001:db8:0:1::abcd]:443')).toBe('2001:db8:0:1::/64');
    expect(limitAddress('192.0.2.7:5678')).toBe('192.0.2.7');
    for (const a of ['192.0.2.7', 'unknown', 'not-an-address', '', '::1::2']) expect(limitAddress(a)).toBe(a);
    expect(limitAddress('::1')).toBe('0:0:0:0::/64');
  });

  it('any two addresses share a key exactly when their first 64 bits are equal', () => {
    const group = fc.integer({ min: 0, max: 0xffff });
    const address = fc
      .array(group, { minLength: 8, maxLength: 8 })
      .filter((g) => !(g.slice(0, 5).every((n) => n === 0) && g[5] === 0xffff) && !(g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((n) => n === 0)));
    fc.assert(
      fc.property(address, address, (x, y) => {
        const write = (g: number[]) => g.map((n) => n.toString(16)).join(':');
        const same = x.slice(0, 4).join() === y.slice(0, 4).join();
        expect(limitAddress(write(x)) === limitAddress(write(y))).toBe(same);
        expect(limitAddress(write([...x.slice(0, 4), ...y.slice(4)]))).toBe(limitAddress(write(x)));
      }),
    );
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
