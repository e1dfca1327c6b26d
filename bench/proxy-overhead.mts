// The request layer's own cost, two ways.
//
// Default: proxy.ts called in-process on paths it handles, against the same requests answered by a
// function that does nothing. Content pages (public, the locale routing's common path), a member page
// and an admin page with a signed-in session (the guard verifies the cookie). Prints JSON
// {medianMs, p99Ms, calls, byKind: {content, member, admin}} (medianMs/p99Ms: content pages).
//
// `--http`: throughput over HTTP of pages of a running Exhale (BENCH_APP) against the blank page behind
// a pass-through proxy.ts (BENCH_FLOOR, bench/baseline-proxy), interleaved in the same run: BENCH_PAGES
// is a JSON list of {label, path, cookie?} (a member page and an admin page with their session cookie).
// Prints JSON [{label, path, rps, floorRps, ratio, errors}]. BENCH_SECONDS (5) and BENCH_ROUNDS (3) as
// npm run bench.
import { NextRequest } from 'next/server';

if (process.argv.includes('--http')) await overHttp();
else await inProcess();

async function inProcess() {
  // A session secret for the signed-in requests when the environment has none (embedded mode).
  process.env.SESSION_SECRET ||= 'bench-proxy-overhead-session-secret-0123456789';
  const proxyModule = await import('../proxy');
  const { signSession } = await import('../lib/auth/session');
  const { env } = await import('../lib/env');
  // proxy.ts compiles as CommonJS here: its default export may arrive wrapped once more.
  const mod = proxyModule as unknown as { default: ((r: NextRequest) => unknown) | { default: (r: NextRequest) => unknown } };
  const proxy = typeof mod.default === 'function' ? mod.default : mod.default.default;

  const calls = Number(process.env.BENCH_PROXY_CALLS || 3000);
  const secrets = env().SESSION_SECRET ?? [];
  const member = await signSession({ uid: 'bench-member', email: 'member@example.org', admin: false }, secrets);
  const admin = await signSession({ uid: 'bench-admin', email: 'admin@example.org', admin: true, secondFactor: true }, secrets);
  const kinds = {
    // /survey/motivation renders per request: it gets a fresh CSP nonce (lib/security/page-policy).
    content: { paths: ['/', '/help', '/de/hilfe', '/survey/test', '/posts/why-quit', '/survey/motivation', '/de/survey/motivation'], cookie: '' },
    member: { paths: ['/account', '/de/account'], cookie: `token=${member}` },
    admin: { paths: ['/admin', '/admin/purchases'], cookie: `token=${admin}` },
  };

  async function time(fn: (r: NextRequest) => unknown, paths: string[], cookie: string): Promise<number[]> {
    const out: number[] = [];
    for (let i = 0; i < calls; i++) {
      const headers: Record<string, string> = { 'accept-language': 'en-US', ...(cookie ? { cookie } : {}) };
      const req = new NextRequest(`http://localhost:3000${paths[i % paths.length]}`, { headers });
      const t0 = process.hrtime.bigint();
      await fn(req);
      out.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
    return out.sort((a, b) => a - b);
  }
  const q = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? 0;
  const round = (ms: number) => +ms.toFixed(4);

  const byKind: Record<string, { medianMs: number; p99Ms: number }> = {};
  for (const [kind, { paths, cookie }] of Object.entries(kinds)) {
    await time(proxy, paths, cookie); // warm-up
    const noop = await time(() => undefined, paths, cookie);
    const through = await time(proxy, paths, cookie);
    byKind[kind] = { medianMs: round(q(through, 0.5) - q(noop, 0.5)), p99Ms: round(q(through, 0.99) - q(noop, 0.99)) };
  }
  console.log(JSON.stringify({ ...byKind.content, calls, byKind }));
}

async function overHttp() {
  const { default: autocannon } = await import('autocannon');
  const app = process.env.BENCH_APP;
  const floor = process.env.BENCH_FLOOR;
  if (!app || !floor) throw new Error('--http needs BENCH_APP and BENCH_FLOOR');
  const pages = JSON.parse(process.env.BENCH_PAGES || '[]') as Array<{ label: string; path: string; cookie?: string }>;
  const seconds = Number(process.env.BENCH_SECONDS || 5);
  const rounds = Number(process.env.BENCH_ROUNDS || 3);
  const load = (url: string, cookie = '', duration = seconds) =>
    new Promise<{ rps: number; errors: number }>((resolve, reject) =>
      autocannon({ url, connections: 50, duration, headers: cookie ? { cookie } : {} }, (err, r) =>
        err ? reject(err) : resolve({ rps: r.requests.average, errors: r.errors + r.non2xx }),
      ),
    );
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  await load(floor, '', 1); // warm-up, not counted
  for (const p of pages) await load(app + p.path, p.cookie, 1);
  const samples = pages.map(() => ({ rps: [] as number[], floor: [] as number[], errors: 0 }));
  for (let round = 0; round < rounds; round++) {
    for (const [i, p] of pages.entries()) {
      const f = await load(floor);
      const a = await load(app + p.path, p.cookie);
      samples[i]!.floor.push(f.rps);
      samples[i]!.rps.push(a.rps);
      samples[i]!.errors += a.errors;
      process.stderr.write(`round ${round + 1}/${rounds} ${p.path}: ${a.rps.toFixed(0)} rps vs the floor's ${f.rps.toFixed(0)}\n`);
    }
  }
  const result = pages.map((p, i) => {
    const s = samples[i]!;
    // The ratio of each round (same moment, same machine load), then their median.
    const ratios = s.rps.map((r, k) => r / s.floor[k]!);
    return {
      label: p.label,
      path: p.path,
      rps: Math.round(median(s.rps)),
      floorRps: Math.round(median(s.floor)),
      ratio: +median(ratios).toFixed(2),
      errors: s.errors,
    };
  });
  console.log(JSON.stringify(result));
}
