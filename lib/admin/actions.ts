'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { auditLog } from '@/lib/db/schema';
import { currentAdmin } from '@/lib/auth/server';
import { adminAuth } from '@/lib/auth/firebase-admin';
import { grantAdmin, revokeAdmin, RoleError } from '@/lib/auth/roles';
import { CODE_LENGTHS, createCampaign, PREFIX_SHAPE, setCampaignActive } from '@/lib/campaigns';
import { ACCOUNT_PASSWORD, CAMPAIGN_LIMITS } from './limits';
import { mailDeps } from '@/lib/email';
import { sendMail, retryFailed } from '@/lib/email/outbox';
import { accountCreatedEmail } from '@/lib/email/templates';
import { locales } from '@/lib/i18n/locales';
import { listItemInput, moveItem, saveItem } from './lists';
import { newsletterInput, sendNewsletter } from './newsletter';
import { boundedInt, identifier, isoDate, text } from '@/lib/validation/schema';

/**
 * Every admin mutation: the admin claim is checked here, on the server, against the live user
 * record (never only in proxy.ts); input is parsed by zod; a success is written to the audit log.
 */
export type AdminResult = { status: 'ok'; detail?: string | number } | { status: 'forbidden' | 'invalid' | 'not-found' | 'conflict' | 'self' | 'failed' };

async function audit(actor: { uid: string; email: string | null }, action: string, target: { uid?: string; email?: string | null } = {}, detail?: string) {
  await (await db()).insert(auditLog).values({ actorUid: actor.uid, actorEmail: actor.email, targetUid: target.uid ?? '-', targetEmail: target.email ?? null, action, detail: detail ?? null });
}

export async function setAdminAction(input: { uid: unknown; admin: unknown }): Promise<AdminResult> {
  const me = await currentAdmin();
  if (!me) return { status: 'forbidden' };
  const parsed = z.object({ uid: identifier(128), admin: z.boolean() }).safeParse(input);
  if (!parsed.success) return { status: 'invalid' };
  try {
    const deps = { auth: adminAuth(), db: await db() };
    if (parsed.data.admin) await grantAdmin(me, parsed.data.uid, deps);
    else await revokeAdmin(me, parsed.data.uid, deps);
  } catch (error) {
    if (error instanceof RoleError) return { status: error.code === 'self-revoke' ? 'self' : 'not-found' };
    throw error;
  }
  revalidatePath('/[locale]/admin/user-roles', 'page');
  return { status: 'ok' };
}

export async function addAccountAction(input: { email: unknown; password: unknown; admin: unknown; locale: unknown }): Promise<AdminResult> {
  const me = await currentAdmin();
  if (!me) return { status: 'forbidden' };
  const parsed = z
    .object({ email: text({ max: 254 }).toLowerCase().pipe(z.email()), password: z.union([z.literal(''), text({ min: ACCOUNT_PASSWORD.min, max: ACCOUNT_PASSWORD.max, trim: false })]), admin: z.boolean(), locale: z.enum(locales) })
    .safeParse(input);
  if (!parsed.success) return { status: 'invalid' };
  const { email, password, admin, locale } = parsed.data;
  const auth = adminAuth();
  let uid: string;
  try {
    uid = (await auth.createUser({ email, ...(password ? { password } : {}), emailVerified: false })).uid;
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/email-already-exists') return { status: 'conflict' };
    throw error;
  }
  if (admin) await auth.setCustomUserClaims(uid, { admin: true });
  if (!password) {
    // Better than a password: a link to set one, sent by email (and kept in the outbox).
    const link = await auth.generatePasswordResetLink(email, { url: new URL('/login', env().SITE_URL).toString() });
    const code = new URL(link).searchParams.get('oobCode') ?? '';
    const setUrl = new URL('/login', env().SITE_URL);
    setUrl.searchParams.set('mode', 'resetPassword');
    setUrl.searchParams.set('oobCode', code);
    const mail = accountCreatedEmail(locale, { setPasswordUrl: setUrl.toString(), site: new URL(env().SITE_URL).host });
    await sendMail(await db(), { ...mail, to: email, template: 'account-created', locale, uid }, await mailDeps());
  }
  await audit(me, 'create-account', { uid, email }, admin ? 'admin' : undefined);
  if (admin) await audit(me, 'grant-admin', { uid, email });
  return { status: 'ok', detail: uid };
}

export async function saveListItemAction(input: unknown): Promise<AdminResult> {
  const me = await currentAdmin();
  if (!me) return { status: 'forbidden' };
  const parsed = listItemInput.safeParse(input);
  if (!parsed.success) return { status: 'invalid' };
  const row = await saveItem(await db(), parsed.data);
  if (!row) return { status: parsed.data.id ? 'not-found' : 'conflict' };
  await audit(me, parsed.data.id ? `update-${parsed.data.kind}` : `create-${parsed.data.kind}`, {}, parsed.data.key);
  revalidatePath('/[locale]/admin', 'layout');
  return { status: 'ok', detail: row.id };
}

export async function moveListItemAction(input: { kind: unknown; id: unknown; direction: unknown }): Promise<AdminResult> {
  const me = await currentAdmin();
  if (!me) return { status: 'forbidden' };
  const parsed = z.object({ kind: z.enum(['quit-reasons', 'interests']), id: boundedInt(1, 2_147_483_647), direction: z.enum(['up', 'down']) }).safeParse(input);
  if (!parsed.success) return { status: 'invalid' };
  if (!(await moveItem(await db(), parsed.data.kind, parsed.data.id, parsed.data.direction))) return { status: 'not-found' };
  await audit(me, `move-${parsed.data.kind}`, {}, `${parsed.data.id} ${parsed.data.direction}`);
  revalidatePath('/[locale]/admin', 'layout');
  return { status: 'ok' };
}

export async function createCampaignAction(input: unknown): Promise<AdminResult> {
  const me = await currentAdmin();
  if (!me) return { status: 'forbidden' };
  const parsed = z
    .object({
      name: text({ min: CAMPAIGN_LIMITS.name.min, max: CAMPAIGN_LIMITS.name.max }),
      grantDays: boundedInt(CAMPAIGN_LIMITS.grantDays.min, CAMPAIGN_LIMITS.grantDays.max),
      validFrom: isoDate,
      validUntil: isoDate,
      count: boundedInt(CAMPAIGN_LIMITS.count.min, CAMPAIGN_LIMITS.count.max),
      prefix: z.string().trim().toUpperCase().regex(PREFIX_SHAPE).default(''),
      codeLength: z.union(CODE_LENGTHS.map((n) => z.literal(n)) as [z.ZodLiteral<8>, z.ZodLiteral<12>, z.ZodLiteral<16>]).default(12),
    })
    .refine((v) => v.validUntil > v.validFrom)
    .safeParse(input);
  if (!parsed.success) return { status: 'invalid' };
  const { campaign } = await createCampaign(await db(), {
    name: parsed.data.name,
    grantDays: parsed.data.grantDays,
    validFrom: new Date(`${parsed.data.validFrom}T00:00:00Z`),
    validUntil: new Date(`${parsed.data.validUntil}T23:59:59Z`),
    count: parsed.data.count,
    prefix: parsed.data.prefix,
    codeLength: parsed.data.codeLength,
  });
  await audit(me, 'create-campaign', {}, `${campaign.id} ${parsed.data.count}`);
  revalidatePath('/[locale]/admin/code-campaigns', 'page');
  return { status: 'ok', detail: campaign.id };
}

export async function setCampaignActiveAction(input: unknown): Promise<AdminResult> {
  const me = await currentAdmin();
  if (!me) return { status: 'forbidden' };
  const parsed = z.object({ id: z.uuid(), active: z.boolean() }).safeParse(input);
  if (!parsed.success) return { status: 'invalid' };
  if (!(await setCampaignActive(await db(), parsed.data.id, parsed.data.active))) return { status: 'not-found' };
  await audit(me, parsed.data.active ? 'reactivate-campaign' : 'deactivate-campaign', {}, parsed.data.id);
  revalidatePath('/[locale]/admin/code-campaigns', 'layout');
  return { status: 'ok' };
}

export async function sendNewsletterAction(input: unknown): Promise<AdminResult> {
  const me = await currentAdmin();
  if (!me) return { status: 'forbidden' };
  const parsed = newsletterInput.safeParse(input);
  if (!parsed.success) return { status: 'invalid' };
  const sent = await sendNewsletter(await db(), parsed.data, { siteUrl: env().SITE_URL, mail: await mailDeps() });
  await audit(me, 'send-newsletter', {}, `${sent} ${parsed.data.locales.join(',')} ${parsed.data.subject}`);
  revalidatePath('/[locale]/admin/email', 'page');
  return { status: 'ok', detail: sent };
}

export async function retryOutboxAction(): Promise<AdminResult> {
  const me = await currentAdmin();
  if (!me) return { status: 'forbidden' };
  const n = await retryFailed(await db(), await mailDeps());
  await audit(me, 'retry-outbox', {}, String(n));
  revalidatePath('/[locale]/admin/email', 'page');
  return { status: 'ok', detail: n };
}
