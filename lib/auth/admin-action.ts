import 'server-only';
import { revalidatePath } from 'next/cache';
import type { z } from 'zod';
import { db } from '@/lib/db';
import { auditLog } from './tables';
import { currentAdmin } from '@/lib/auth/server';
import type { Session } from '@/lib/auth/session';

/** What every admin Server Action answers; the admin UI (components/admin/useAdminAction) turns it into a message. */
export type AdminResult =
  | { status: 'ok'; detail?: string | number }
  | { status: 'forbidden' | 'invalid' | 'not-found' | 'conflict' | 'self' | 'failed' | 'created-no-email' | 'unverified' };

/** Writes one line of the audit log (shown on /admin/user-roles). */
export type Audit = (action: string, target?: { uid?: string; email?: string | null }, detail?: string) => Promise<void>;

export async function writeAudit(
  actor: { uid: string; email: string | null },
  action: string,
  target: { uid?: string; email?: string | null } = {},
  detail?: string,
) {
  await (
    await db()
  )
    .insert(auditLog)
    .values({ actorUid: actor.uid, actorEmail: actor.email, targetUid: target.uid ?? '-', targetEmail: target.email ?? null, action, detail: detail ?? null });
}

/**
 * Every admin mutation, in the areas' actions.ts: the admin claim is checked here, on the server,
 * against the live user record (never only in proxy.ts); the input is parsed by the area's zod
 * schema (`null`: the action takes none); the handler writes its audit line through `audit`; a
 * success revalidates `revalidate` ([path, type] for next/cache's revalidatePath).
 */
export function adminAction<S extends z.ZodType | null>(
  input: S,
  handler: (data: S extends z.ZodType ? z.output<S> : undefined, ctx: { me: Session; audit: Audit }) => Promise<AdminResult>,
  revalidate?: readonly [path: string, type: 'page' | 'layout'],
): (input?: unknown) => Promise<AdminResult> {
  return async (raw?: unknown) => {
    const me = await currentAdmin();
    if (!me) return { status: 'forbidden' };
    let data: unknown = undefined;
    if (input) {
      const parsed = input.safeParse(raw);
      if (!parsed.success) return { status: 'invalid' };
      data = parsed.data;
    }
    const result = await handler(data as S extends z.ZodType ? z.output<S> : undefined, {
      me,
      audit: (action, target, detail) => writeAudit(me, action, target, detail),
    });
    if (result.status === 'ok' && revalidate) revalidatePath(revalidate[0], revalidate[1]);
    return result;
  };
}
