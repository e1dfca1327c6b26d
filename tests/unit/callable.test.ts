import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deleteApp, initializeApp } from 'firebase/app';
import { getFunctions, httpsCallableFromURL, type FunctionsError } from 'firebase/functions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CALL_TIMEOUT_MS, CallableError, errorBody, statusOf, withDeadline, type CallableCode } from '@/lib/api/callable';

describe('callable protocol', () => {
  afterEach(() => vi.useRealTimers());

  it('a call that outlasts 70 s answers deadline-exceeded with HTTP 504', async () => {
    vi.useFakeTimers();
    const slow = withDeadline(new Promise(() => undefined));
    const seen = slow.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(CALL_TIMEOUT_MS - 1);
    let settled = false;
    void seen.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = (await seen) as CallableError;
    expect(error).toBeInstanceOf(CallableError);
    expect(errorBody(error)).toEqual({ http: 504, body: { error: { status: 'DEADLINE_EXCEEDED', message: 'The call took too long.' } } });
  });

  it('a call that answers in time keeps its answer and its own errors', async () => {
    await expect(withDeadline(Promise.resolve({ ok: 1 }))).resolves.toEqual({ ok: 1 });
    await expect(withDeadline(Promise.reject(new CallableError('not-found', 'No such thing.')))).rejects.toMatchObject({ code: 'not-found' });
  });

  // Spec §8: the client's codes and its HTTP mapping "400 invalid-argument, 401 unauthenticated,
  // 403 permission-denied, 404 not-found, 409 aborted, 429 resource-exhausted, 499 cancelled,
  // 500 internal, 501 unimplemented, 503 unavailable, 504 deadline-exceeded, others unknown". The codes
  // the table leaves to "others" get Firebase's own status for them (HttpsError's canonical mapping)
  // and are told apart by the body's status, which the SDK reads before the HTTP status.
  const SPEC_HTTP = {
    'invalid-argument': 400,
    unauthenticated: 401,
    'permission-denied': 403,
    'not-found': 404,
    aborted: 409,
    'resource-exhausted': 429,
    cancelled: 499,
    internal: 500,
    unimplemented: 501,
    unavailable: 503,
    'deadline-exceeded': 504,
  } as const;
  const OTHERS_HTTP = { unknown: 500, 'already-exists': 409, 'failed-precondition': 400, 'out-of-range': 400, 'data-loss': 500 } as const;
  const ALL = { ...SPEC_HTTP, ...OTHERS_HTTP };

  it("the error codes are exactly the spec's (all but ok), each with the HTTP status of its table", () => {
    const spec = [
      'cancelled',
      'unknown',
      'invalid-argument',
      'deadline-exceeded',
      'not-found',
      'already-exists',
      'permission-denied',
      'unauthenticated',
      'resource-exhausted',
      'failed-precondition',
      'aborted',
      'out-of-range',
      'unimplemented',
      'internal',
      'unavailable',
      'data-loss',
    ];
    expect(Object.keys(statusOf).sort()).toEqual([...spec].sort());
    expect(Object.keys(ALL).sort()).toEqual([...spec].sort());
    for (const [code, http] of Object.entries(ALL)) {
      const answer = errorBody(new CallableError(code as CallableCode, `message for ${code}`));
      expect({ code, http: answer.http, body: answer.body }).toEqual({
        code,
        http,
        body: { error: { status: code.toUpperCase().replace(/-/g, '_'), message: `message for ${code}` } },
      });
    }
  });

  it('the Firebase client SDK reads every answer back as the code it was sent as, with its message, HTTP status and details', async () => {
    let code: CallableCode = 'unknown';
    const server = createServer((req, res) => {
      req.resume().on('end', () => {
        const { http, body } = errorBody(new CallableError(code, `message for ${code}`, { field: code }));
        res.writeHead(http, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      });
    });
    await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
    const app = initializeApp({ apiKey: 'demo-api-key', projectId: 'demo-exhale', appId: 'demo' }, `callable-${Date.now()}`);
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/fn/anything`;
      const call = httpsCallableFromURL(getFunctions(app), url);
      const seen: Record<string, unknown> = {};
      for (const sent of Object.keys(ALL) as CallableCode[]) {
        code = sent;
        const error = (await call({}).catch((e: unknown) => e)) as FunctionsError;
        seen[sent] = { code: error.code, message: error.message, details: error.details };
      }
      // The SDK's message ends with the HTTP status it saw: the table's again, end to end.
      expect(seen).toEqual(
        Object.fromEntries(
          Object.entries(ALL).map(([c, http]) => [c, { code: `functions/${c}`, message: `message for ${c} [${http}]`, details: { field: c } }]),
        ),
      );
    } finally {
      await deleteApp(app);
      await new Promise((done) => server.close(done));
    }
  });
});
