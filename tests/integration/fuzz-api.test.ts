import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import './setup'; // a data folder of its own, the session secret, the seeded database
import {
  NextRequest,
  RUNS,
  call,
  cookies,
  found,
  functions,
  fuzz,
  fx,
  idToken,
  jsonBody,
  root,
  sourceFiles,
  state,
  validCall,
  withFuzzFixtures,
} from './fuzz/harness';
import { badParam, input, issueExamples, rawBody, rawQuery } from './fuzz/generators';
import { join } from 'node:path';

// The fuzz test of issue #13, part 1: every callable and every route handler. See tests/integration/fuzz/harness.ts for what the fuzz asserts and what it stubs.
vi.mock('next/headers', () => import('./fuzz/mocks').then((m) => m.nextHeaders));
vi.mock('next/cache', () => import('./fuzz/mocks').then((m) => m.nextCache));
vi.mock('rate-limiter-flexible', () => import('./fuzz/mocks').then((m) => m.unlimited));

withFuzzFixtures();

/**
 * Functions that only read (getQuitPlan, listCheckIns and getReminders, whose fields are all optional, and
 * getChallenge): junk may be answered; they must still never answer 5xx nor write (the checksum).
 */
const READ_ONLY = new Set(['getQuitPlan', 'listCheckIns', 'getReminders', 'getChallenge']);

describe('fuzz: no 5xx, nothing written, for bad input at the app API and the route handlers', () => {
  it('every callable, as anonymous caller, member and app server', async () => {
    found.length = 0;
    expect(Object.keys(validCall).sort(), 'every callable needs a valid example here').toEqual(Object.keys(functions).sort());
    for (const name of Object.keys(functions)) {
      for (const who of ['anonymous', 'member', 'secret'] as const) {
        await fuzz(
          `callable ${name} (${who})`,
          input(validCall[name]).map(jsonBody),
          (body) => call(name, body as string, who),
          RUNS,
          !READ_ONLY.has(name),
          issueExamples(validCall[name]).map(jsonBody),
        );
      }
      await fuzz(
        `callable ${name} (raw bodies)`,
        rawBody,
        (body) => call(name, body as string, functions[name]!.auth === 'secret' ? 'secret' : 'member'),
        Math.ceil(RUNS / 2),
        !READ_ONLY.has(name),
      );
    }
    await fuzz('callable (unknown names)', fc.tuple(badParam, rawBody), (x) => call(...(x as [string, string]), 'secret'), Math.ceil(RUNS / 4));
    expect(found).toEqual([]);
  }, 600_000);

  it('every route handler, with odd queries, params, bodies and headers', async () => {
    found.length = 0;
    const routes = sourceFiles(join(root, 'app/api'), (f) => f === 'route.ts');
    const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
    let handlers = 0;
    for (const file of routes) {
      const mod = (await import(`@/${file.replace(/\.ts$/, '')}`)) as Record<string, unknown>;
      const segments = [...file.matchAll(/\[(\w+)\]/g)].map((m) => m[1]!);
      for (const method of methods) {
        const handler = mod[method] as
          ((req: InstanceType<typeof NextRequest>, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>) | undefined;
        if (!handler) continue;
        handlers++;
        const request = fc.record({
          query: rawQuery,
          params: fc.tuple(...segments.map(() => fc.oneof(badParam, fc.constantFrom(fx.campaignId, fx.inviteToken, 'recordPurchase')))),
          body: rawBody,
          auth: fc.constantFrom('', `Bearer ${idToken}`, 'Bearer x.y.z', 'Basic Zm9vOmJhcg==', `Bearer ${'a'.repeat(5000)}`),
          signature: fc.constantFrom('', 'deadbeef', 'x'.repeat(1000)),
        });
        for (const who of ['anonymous', 'member', 'admin'] as const) {
          const plain = { query: '', params: segments.map(() => 'x'), body: '{}', auth: '', signature: '' };
          const examples = [
            ...[
              'from=0000-00-00',
              'to=2026-02-31',
              'page=99999999999999999999',
              'uid=%00',
              'product=%5C',
              'from=2026-99-99&to=0000-00-00&page=99999999999999999999&uid=%00&status=x&store=x&sort=x',
            ].map((query) => ({ ...plain, query })),
            ...(segments.length
              ? [
                  { ...plain, params: segments.map(() => '-'.repeat(36)) },
                  { ...plain, params: segments.map(() => '\u0000') },
                ]
              : []),
          ];
          await fuzz(
            `route ${method} ${file} (${who})`,
            request,
            async (r) => {
              const { query, body, auth, signature } = r as { query: string; params: string[]; body: string; auth: string; signature: string };
              // Path values arrive decoded from a URL, which cannot carry lone surrogates.
              const params = (r as { params: string[] }).params.map((p) => p.toWellFormed());
              state.cookie = cookies[who];
              const path = file
                .replace(/^app/, '')
                .replace(/\/route\.ts$/, '')
                .replace(/\[(\w+)\]/g, (_m, k: string) => encodeURIComponent(params[segments.indexOf(k)] ?? 'x'));
              let url: string;
              try {
                url = new URL(`http://localhost${path}?${query}`).toString();
              } catch {
                url = `http://localhost${path}`;
              }
              const headers = new Headers({ 'content-type': 'application/json', origin: 'http://localhost', 'x-forwarded-for': '203.0.113.9' });
              if (auth) headers.set('authorization', auth);
              if (signature) headers.set('webhook-signature', signature);
              if (cookies[who]) headers.set('cookie', `token=${cookies[who]}`);
              const req = new NextRequest(url, { method, headers, ...(method === 'GET' ? {} : { body }) });
              const res = await handler(req, { params: Promise.resolve(Object.fromEntries(segments.map((s, i) => [s, params[i]!]))) });
              await res.text();
              return res.status;
            },
            Math.ceil(RUNS / 2),
            false,
            examples,
          );
        }
      }
    }
    state.cookie = undefined;
    expect(handlers).toBeGreaterThanOrEqual(15);
    expect(found).toEqual([]);
  }, 600_000);
});
