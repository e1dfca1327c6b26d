// The request scope the fuzz tests stub (vi.mock in each fuzz test file): Next's cookies, headers and
// draft mode, revalidation, and the rate limiters, which would otherwise answer 429 after 60–120 calls
// and stop the fuzz from reaching the parsers.

/** The session cookie the next call sends, and a count of calls for their client addresses. */
export const state = { cookie: undefined as string | undefined, calls: 0 };

export const nextHeaders = {
  cookies: async () => ({
    get: (name: string) => (name === 'token' && state.cookie ? { name, value: state.cookie } : undefined),
    getAll: () => (state.cookie ? [{ name: 'token', value: state.cookie }] : []),
    has: (name: string) => name === 'token' && !!state.cookie,
    set: () => {},
    delete: () => {},
  }),
  // A new client address for each call (198.51.100.0/24), so per-address limits do not stop the fuzzing.
  headers: async () => new Headers({ 'x-forwarded-for': '203.0.113.7', 'x-exhale-peer-address': `198.51.100.${(state.calls = (state.calls + 1) % 250)}` }),
  draftMode: async () => ({ isEnabled: false, enable: () => {}, disable: () => {} }),
};

export const nextCache = { revalidatePath: () => {}, revalidateTag: () => {}, updateTag: () => {}, refresh: () => {}, unstable_cache: (f: unknown) => f };

class Unlimited {
  consume = async () => ({ remainingPoints: 1, msBeforeNext: 0, consumedPoints: 0, isFirstInDuration: true });
  get = async () => null;
  delete = async () => true;
  penalty = async () => ({});
  reward = async () => ({});
}
export const unlimited = { RateLimiterMemory: Unlimited, RateLimiterRes: class {} };
