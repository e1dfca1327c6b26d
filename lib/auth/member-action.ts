import 'server-only';
import { revalidatePath } from 'next/cache';
import { headers } from 'next/headers';
import type { z } from 'zod';
import { rateLimiter, type LimitOptions } from '@/lib/security/rate-limit';
import { clientIp } from '@/lib/security/tokens';
import { liveSession } from './server';
import type { Session } from './session';

/** What a member Server Action answers when its caller has no live session (the client says "sign in again"). */
export type SignedOut = { status: 'signed-out' };
/** The default answer to input that does not parse. */
export type Invalid = { status: 'invalid' };
/** The default answer of a visitor action to a client address over its limit. */
export type Limited = { status: 'rate-limited' };

/**
 * What visitors may store without an account (the public surveys): 60 submissions a minute per client
 * address, shared by every instance with REDIS_URL. Far above what a person does, so a script cannot
 * fill the database from one address.
 */
export const VISITOR_WRITES_PER_MINUTE = 60;
const visitorWrites = rateLimiter({ keyPrefix: 'visitor-write', points: VISITOR_WRITES_PER_MINUTE, duration: 60 });

/** A limit per account (memberAction's `perAccount`) and what the action answers over it. */
export interface AccountLimit<L> {
  limit: LimitOptions;
  limited: L;
}

/** What a member may create from the web (certificates, challenges): 30 of each an hour per account. */
export const createLimit = (what: string): AccountLimit<Limited> => ({
  limit: { keyPrefix: `create-${what}`, points: 30, duration: 3600 },
  limited: { status: 'rate-limited' },
});

/**
 * Changes to how an account signs in (Sign-in and security, lib/auth/security.ts): 10 an hour per
 * account. Each writes a history entry and ends the account's other sessions, so a session cannot
 * fill the history or keep the identity provider revoking.
 */
export const SECURITY_CHANGES_PER_HOUR = 10;
export const securityLimit: LimitOptions = { keyPrefix: 'security-change', points: SECURITY_CHANGES_PER_HOUR, duration: 3600 };

/** What callers may pass: one untrusted value per position of the schema's tuple (parsed before use). */
export type ActionArgs<S extends z.ZodType<readonly unknown[]>> = { -readonly [K in keyof z.input<S>]: unknown } & unknown[];

type Revalidate = readonly [path: string, type?: 'page' | 'layout'];

interface Options<I, D, R> {
  /** The answer to bad input (default `{ status: 'invalid' }`), e.g. `{ status: 'unknown' }` for an invitation token. */
  invalid?: I;
  /** What to revalidate after a result with `status: 'ok'`: a path (and type), or one computed from the input. */
  revalidate?: Revalidate | ((data: D, result: R) => Revalidate | null);
}

/** FormData arguments become plain objects before they are parsed (a form posted to the action). */
const plain = (arg: unknown) => (arg instanceof FormData ? Object.fromEntries(arg) : arg);

function after<D, R>(revalidate: Options<unknown, D, R>['revalidate'], data: D, result: R) {
  if (!revalidate || (result as { status?: unknown })?.status !== 'ok') return;
  const target = typeof revalidate === 'function' ? revalidate(data, result) : revalidate;
  if (target) revalidatePath(target[0], target[1]);
}

async function parse<S extends z.ZodType>(input: S, args: unknown[]): Promise<{ ok: true; data: z.output<S> } | { ok: false }> {
  const parsed = await input.safeParseAsync(args.map(plain));
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false };
}

/**
 * Every member Server Action (the areas' actions.ts): the caller is checked here, on the server,
 * against the live user record (lib/auth/server liveSession: signed cookie, account exists, not
 * disabled, not revoked) BEFORE the input is read; the arguments (a zod tuple, FormData turned into
 * objects) are parsed by the area's schema; a result with `status: 'ok'` revalidates `revalidate`.
 * Answers the handler's result, `{ status: 'signed-out' }`, the `invalid` answer, or (with `perAccount`,
 * a limit per account on valid calls) its `limited` answer.
 */
export function memberAction<S extends z.ZodType<readonly unknown[]>, R, I = Invalid, L = never>(
  input: S,
  handler: (data: z.output<S>, ctx: { session: Session }) => Promise<R>,
  options: Options<I, z.output<S>, R> & { perAccount?: AccountLimit<L> } = {},
): (...args: ActionArgs<S>) => Promise<R | I | SignedOut | L> {
  const invalid = (options.invalid ?? { status: 'invalid' }) as I;
  const perAccount = options.perAccount;
  const limiter = perAccount ? rateLimiter(perAccount.limit) : null;
  return async (...args) => {
    const session = await liveSession();
    if (!session) return { status: 'signed-out' };
    const parsed = await parse(input, args as unknown[]);
    if (!parsed.ok) return invalid;
    try {
      await limiter?.consume(session.uid);
    } catch {
      return perAccount!.limited;
    }
    const result = await handler(parsed.data, { session });
    after(options.revalidate, parsed.data, result);
    return result;
  };
}

/**
 * The same for actions open to anonymous visitors that attach the member when signed in (the public
 * surveys): the session is the live one or null (a cookie whose account is gone counts as anonymous).
 * Such an action may store the visitor's own validated input but must not change or revalidate
 * anything else (ARCHITECTURE.md, security model). Valid input counts against the client address's
 * limit (VISITOR_WRITES_PER_MINUTE); over it, the action answers `limited` and stores nothing.
 */
export function visitorAction<S extends z.ZodType<readonly unknown[]>, R, I = Invalid, L = Limited>(
  input: S,
  handler: (data: z.output<S>, ctx: { session: Session | null }) => Promise<R>,
  options: Pick<Options<I, z.output<S>, R>, 'invalid'> & { limited?: L } = {},
): (...args: ActionArgs<S>) => Promise<R | I | L> {
  const invalid = (options.invalid ?? { status: 'invalid' }) as I;
  const limited = (options.limited ?? { status: 'rate-limited' }) as L;
  return async (...args) => {
    const parsed = await parse(input, args as unknown[]);
    if (!parsed.ok) return invalid;
    try {
      await visitorWrites.consume(clientIp(await headers()));
    } catch {
      return limited;
    }
    return handler(parsed.data, { session: await liveSession() });
  };
}
