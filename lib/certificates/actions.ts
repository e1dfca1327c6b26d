'use server';

import { z } from 'zod';
import { db } from '@/lib/db';
import { createLimit, memberAction } from '@/lib/auth/member-action';
import { perAccount, WRITE_LIMITS } from '@/lib/security/write-limits';
import { issueCertificate, updateCertificate } from './index';
import { certificateInput, certificateWebInput } from './schema';

/**
 * Saves what a certificate shows: only its owner, only valid input. Nothing to revalidate: the
 * certificate and account pages render per request (revalidating the root layout, as this once did,
 * threw away every cached page of the site on each edit). 60 saves an hour per member.
 */
export const updateCertificateAction = memberAction(
  z.tuple([z.string(), certificateInput]),
  async ([id, input], { session }) => ({
    status: await updateCertificate(await db(), id, session.uid, input),
  }),
  { perAccount: perAccount(WRITE_LIMITS.certificateEdits) },
);

/** Issue a certificate from /account (the same function as the app's `createCertificate`); the answer names its page. 30 an hour per member. */
export const createCertificateAction = memberAction(
  certificateWebInput,
  async ([input, locale], { session }) => {
    const { id, path } = await issueCertificate(session.uid, input, locale);
    return { status: 'ok' as const, id, path };
  },
  { perAccount: createLimit('certificate') },
);
