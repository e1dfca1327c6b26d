'use server';

import { revalidatePath } from 'next/cache';
import { db } from '@/lib/db';
import { liveSession } from '@/lib/auth/server';
import { updateCertificate } from './index';

/** Saves what a certificate shows: only its owner, only valid input. */
export async function updateCertificateAction(id: string, input: unknown) {
  const session = await liveSession();
  if (!session) return { status: 'signed-out' as const };
  const status = await updateCertificate(await db(), id, session.uid, input);
  if (status === 'ok') revalidatePath('/', 'layout');
  return { status };
}
