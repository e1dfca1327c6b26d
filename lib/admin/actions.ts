'use server';

import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { adminAction } from '@/lib/auth/admin-action';
import { mailDeps, sendMail } from '@/lib/email';
import { accountCreatedEmail } from '@/lib/email/templates';
import { actionPage } from '@/lib/auth/action-link';
import { adminAuth } from '@/lib/auth/firebase-admin';
import { grantAdmin, rememberAdmin, revokeAdmin, RoleError } from '@/lib/auth/roles';
import { accountInput, adminRoleInput } from '@/lib/auth/schema';

/** Grants or revokes admin rights (audited by grantAdmin/revokeAdmin); never one's own. */
export const setAdminAction = adminAction(
  adminRoleInput,
  async ({ uid, admin }, { me }) => {
    try {
      const deps = { auth: adminAuth(), db: await db() };
      if (admin) await grantAdmin(me, uid, deps);
      else await revokeAdmin(me, uid, deps);
    } catch (error) {
      if (error instanceof RoleError)
        return { status: ({ 'self-revoke': 'self', forbidden: 'forbidden', 'not-found': 'not-found', unverified: 'unverified' } as const)[error.code] };
      throw error;
    }
    return { status: 'ok' };
  },
  ['/[locale]/admin/user-roles', 'page'],
);

/**
 * Creates an account, with a password or with an emailed link to set one. Audited (and as grant-admin
 * when an admin) as soon as the account exists; an admin goes on the team list like one granted there.
 */
export const addAccountAction = adminAction(accountInput, async ({ email, password, admin, locale }, { audit }) => {
  const auth = adminAuth();
  let uid: string;
  try {
    uid = (await auth.createUser({ email, ...(password ? { password } : {}), emailVerified: false })).uid;
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/email-already-exists') return { status: 'conflict' };
    throw error;
  }
  await audit('create-account', { uid, email }, admin ? 'admin' : undefined);
  if (admin) {
    await auth.setCustomUserClaims(uid, { admin: true });
    await rememberAdmin(await db(), { uid, email });
    await audit('grant-admin', { uid, email });
  }
  if (!password) {
    // Better than a password: a link to set one, sent by email (and kept in the outbox).
    try {
      const setPasswordUrl = await actionPage('resetPassword', (settings) => auth.generatePasswordResetLink(email, settings), locale);
      const mail = await accountCreatedEmail(locale, { setPasswordUrl, site: new URL(env().SITE_URL).host });
      await sendMail(await db(), { ...mail, to: email, template: 'account-created', locale, uid }, await mailDeps());
    } catch (error) {
      // The account exists (and is audited); its owner can still use "Forgot password?".
      console.error('The new account was created, its set-password email failed:', error);
      return { status: 'created-no-email' };
    }
  }
  return { status: 'ok', detail: uid };
});
