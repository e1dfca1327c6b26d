import { z } from 'zod';

/**
 * The Firebase callable protocol (spec §7, §8): request `{"data": …}`, answer `{"result": …}` or
 * `{"error": {"status": "INVALID_ARGUMENT", "message": …}}` with the HTTP status the SDK expects, so
 * the app's `httpsCallableFromURL` works unchanged.
 */
export const CALL_TIMEOUT_MS = 70_000;

export const statusOf = {
  'invalid-argument': { http: 400, status: 'INVALID_ARGUMENT' },
  unauthenticated: { http: 401, status: 'UNAUTHENTICATED' },
  'permission-denied': { http: 403, status: 'PERMISSION_DENIED' },
  'not-found': { http: 404, status: 'NOT_FOUND' },
  'already-exists': { http: 409, status: 'ALREADY_EXISTS' },
  aborted: { http: 409, status: 'ABORTED' },
  'failed-precondition': { http: 400, status: 'FAILED_PRECONDITION' },
  'resource-exhausted': { http: 429, status: 'RESOURCE_EXHAUSTED' },
  cancelled: { http: 499, status: 'CANCELLED' },
  internal: { http: 500, status: 'INTERNAL' },
  unimplemented: { http: 501, status: 'UNIMPLEMENTED' },
  unavailable: { http: 503, status: 'UNAVAILABLE' },
  'deadline-exceeded': { http: 504, status: 'DEADLINE_EXCEEDED' },
  'out-of-range': { http: 400, status: 'OUT_OF_RANGE' },
  'data-loss': { http: 500, status: 'DATA_LOSS' },
  unknown: { http: 500, status: 'UNKNOWN' },
} as const;
export type CallableCode = keyof typeof statusOf;

/**
 * A call's answer, or `deadline-exceeded` once `ms` have passed (spec §9: call timeout 70 000 ms).
 * The work itself is not cancelled; its late result is dropped.
 */
export async function withDeadline<T>(work: Promise<T>, ms = CALL_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CallableError('deadline-exceeded', 'The call took too long.')), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

export class CallableError extends Error {
  constructor(
    public readonly code: CallableCode,
    message: string,
    public readonly details?: unknown,
  ) {
    super(message);
    this.name = 'CallableError';
  }
}

export interface CallContext {
  uid: string | null;
  email: string | null;
  ip: string;
}

/**
 * A rate limit: `points` calls per `duration` seconds, counted per client address (`ip`, checked
 * before anything else) or per signed-in user (`user`, checked once the ID token is verified). One
 * limit object is one counter, shared by every function that lists it.
 */
export interface RateLimit {
  per: 'ip' | 'user';
  points: number;
  duration: number;
  /** The counter's name in the store, to share it with the web's own limit (default: from the numbers). */
  name?: string;
  /** Counted only for input that parses, as the web's forms count (memberAction): bad calls spend nothing. */
  validOnly?: boolean;
}

export interface CallableFunction<I extends z.ZodType = z.ZodType> {
  /** `user`: a Firebase ID token is required; `secret`: the server-to-server secret header. */
  auth: 'user' | 'secret';
  /** The limits a call counts against, in order; the first one exhausted answers RESOURCE_EXHAUSTED. */
  limits: readonly RateLimit[];
  input: I;
  handler: (data: z.infer<I>, ctx: CallContext) => Promise<unknown>;
}

export const defineFunction = <I extends z.ZodType>(f: CallableFunction<I>) => f;

export function errorBody(error: CallableError) {
  const s = statusOf[error.code];
  return { http: s.http, body: { error: { status: s.status, message: error.message, ...(error.details ? { details: error.details } : {}) } } };
}

/** zod issues → one readable message for `invalid-argument`. */
export function invalid(error: z.ZodError): CallableError {
  const first = error.issues[0];
  return new CallableError('invalid-argument', first ? `${first.path.join('.') || 'data'}: ${first.message}` : 'invalid data');
}
