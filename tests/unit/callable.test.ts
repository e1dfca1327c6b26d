import { afterEach, describe, expect, it, vi } from 'vitest';
import { CALL_TIMEOUT_MS, CallableError, errorBody, withDeadline } from '@/lib/api/callable';

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

  it('every code of the catalogue has its status and HTTP code', () => {
    const codes = ['invalid-argument', 'unauthenticated', 'permission-denied', 'not-found', 'already-exists', 'aborted', 'failed-precondition', 'resource-exhausted', 'cancelled', 'internal', 'unimplemented', 'unavailable', 'deadline-exceeded', 'out-of-range', 'data-loss', 'unknown'] as const;
    for (const code of codes) {
      const { http, body } = errorBody(new CallableError(code, 'x'));
      expect(body.error.status).toBe(code.toUpperCase().replace(/-/g, '_'));
      expect(http).toBeGreaterThanOrEqual(400);
    }
  });
});
