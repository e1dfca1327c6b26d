import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { env } from '@/lib/env';
import { clientIp, safeEqual } from '@/lib/security/tokens';
import { adminAuth } from '@/lib/auth/firebase-admin';
import { isLive } from '@/lib/auth/live';
import { CallableError, errorBody, invalid, statusOf, withDeadline, type CallContext, type RateLimit } from '@/lib/api/callable';
import { functions } from './functions';
import { rateLimiter, type Limiter } from '@/lib/security/rate-limit';
import { API_BODY_LIMIT, BodyTooLarge, checkDeclaredLength, readCapped } from '@/lib/http/body';

/**
 * One counter per limit of the table (lib/compose/functions.ts), shared by the functions that list it and,
 * with REDIS_URL, by every instance (lib/security/rate-limit): its name in the store comes from what
 * it counts, the same in every process.
 */
const limiters = new Map<RateLimit, Limiter>();

function reply(error: CallableError) {
  const { http, body } = errorBody(error);
  return NextResponse.json(body, { status: http });
}

/**
 * Counts the call against each of `limits` that is kept `per` this kind of key: before the input is
 * read, or (`parsed`) the `validOnly` ones once it has parsed.
 */
async function limit(limits: readonly RateLimit[], per: RateLimit['per'], key: string, parsed = false) {
  for (const l of limits) {
    if (l.per !== per || Boolean(l.validOnly) !== parsed) continue;
    let limiter = limiters.get(l);
    if (!limiter)
      limiters.set(l, (limiter = rateLimiter({ keyPrefix: l.name ?? `fn-${l.per}-${l.points}-${l.duration}`, points: l.points, duration: l.duration })));
    try {
      await limiter.consume(key);
    } catch {
      throw new CallableError('resource-exhausted', 'Too many requests. Try again later.');
    }
  }
}

/** POST /api/fn/{name}: the Firebase callable protocol over our functions. */
export async function handleCall(request: NextRequest, name: string) {
  try {
    const fn = Object.hasOwn(functions, name) ? functions[name] : undefined;
    if (!fn) throw new CallableError('not-found', `Unknown function "${name}".`);
    const ip = clientIp(request.headers);
    await limit(fn.limits, 'ip', ip);
    // Bounded work before authentication: a declared body over the cap is refused unread (413); the
    // body itself is read (capped, lib/http/body) only after the caller is authenticated.
    checkDeclaredLength(request, API_BODY_LIMIT);

    const ctx: CallContext = { uid: null, email: null, ip };
    if (fn.auth === 'user') {
      const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
      if (!token) throw new CallableError('unauthenticated', 'Sign in first.');
      let decoded;
      try {
        decoded = await adminAuth().verifyIdToken(token);
      } catch {
        throw new CallableError('unauthenticated', 'The ID token is not valid.');
      }
      // The live account check (lib/auth/live.ts): a token of an account deleted, disabled or
      // revoked since it signed in is refused like a forged one.
      if (!(await isLive(decoded.uid, decoded.auth_time))) throw new CallableError('unauthenticated', 'The ID token is not valid.');
      ctx.uid = decoded.uid;
      ctx.email = decoded.email ?? null;
      await limit(fn.limits, 'user', ctx.uid);
    } else {
      const secret = env().APP_SERVER_SECRET;
      const given = request.headers.get('x-exhale-secret') ?? '';
      if (!secret || !safeEqual(given, secret)) throw new CallableError('unauthenticated', 'A valid server secret is required.');
    }

    let body: unknown;
    try {
      body = JSON.parse(await readCapped(request, API_BODY_LIMIT));
    } catch (error) {
      if (error instanceof BodyTooLarge) throw error;
      throw new CallableError('invalid-argument', 'The request body must be JSON: {"data": …}.');
    }
    if (!body || typeof body !== 'object' || !('data' in body)) throw new CallableError('invalid-argument', 'The request body must be {"data": …}.');

    const parsed = fn.input.safeParse((body as { data: unknown }).data);
    if (!parsed.success) throw invalid(parsed.error);
    if (ctx.uid) await limit(fn.limits, 'user', ctx.uid, true);
    const result = await withDeadline(fn.handler(parsed.data, ctx));
    return NextResponse.json({ result: result ?? null });
  } catch (error) {
    if (error instanceof CallableError) return reply(error);
    // HTTP says what happened (413); the body's status is one of the protocol's codes, so the SDK reports
    // functions/invalid-argument with the message (an unknown status would become "internal").
    if (error instanceof BodyTooLarge)
      return NextResponse.json({ error: { status: statusOf['invalid-argument'].status, message: error.message } }, { status: 413 });
    console.error(`Function ${name} failed:`, error);
    return reply(new CallableError('internal', 'Internal error.'));
  }
}
