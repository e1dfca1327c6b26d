'use server';

import { z } from 'zod';
import { db } from '@/lib/db';
import { memberAction } from '@/lib/auth/member-action';
import { updateCertificate } from './index';
import { certificateInput } from './schema';

/** Saves what a certificate shows: only its owner, only valid input. */
export const updateCertificateAction = memberAction(
  z.tuple([z.string(), certificateInput]),
  async ([id, input], { session }) => ({ status: await updateCertificate(await db(), id, session.uid, input) }),
  { revalidate: ['/', 'layout'] },
);
