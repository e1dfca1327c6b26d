'use server';

import { revalidatePath } from 'next/cache';
import { db } from '@/lib/db';
import { getSession } from '@/lib/auth/server';
import { certificateInput, updateCertificate } from './index';

/** Saves what a certificate shows: only its owner, only valid input. */
export async function updateCertificateAction(id: string, input: unknown) {
  const session = await getSession();
  if (!session) return { status: 'signed-out' as const };
  const parsed = certificateInput.safeParse(input);
  if (!parsed.success) return { status: 'invalid' as const };
  const status = await updateCertificate(await db(), id, session.uid, parsed.data);
  if (status === 'ok') revalidatePath('/', 'layout');
  return { status };
}
