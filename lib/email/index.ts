import 'server-only';
import { env } from '@/lib/env';
import { onProcessDb } from '@/lib/db';
import { latestMail, type MailDeps, type Transport } from './queries';

export { deliver, latestMail, MAX_ATTEMPTS, OUTBOX_PAGE, outboxPage, retryFailed, sendMail, type MailDeps, type OutgoingMail, type Transport } from './queries';

let transport: Transport | null | undefined;

/** The SMTP transport from SMTP_URL (nodemailer, pooled connections), or null in embedded mode (mail stays in the outbox). */
export async function mailTransport(): Promise<Transport | null> {
  if (transport !== undefined) return transport;
  const url = env().SMTP_URL;
  if (!url) return (transport = null);
  transport = await smtpTransport(url, (await import('@/lib/jobs/config')).jobConfig().concurrency);
  return transport;
}

/** A nodemailer SMTP transport for a URL (kept connections, so a newsletter does not open one per message). */
export async function smtpTransport(url: string, maxConnections = 4): Promise<Transport> {
  const nodemailer = await import('nodemailer');
  // Timeouts well under a claim's lease (MAIL_LEASE_SECONDS, 60 s): a hanging server fails the message
  // (retried later) before another worker could take the same message over.
  const smtp = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections,
    maxMessages: Infinity,
    // A message whose connection closed mid-send fails here and is retried by the caller (the queue's
    // backoff and attempts, lib/newsletter/send.ts, lib/email), not silently again by the pool.
    maxRequeues: 0,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return { send: async ({ messageId, ...m }) => void (await smtp.sendMail({ ...m, ...(messageId ? { messageId } : {}) })) };
}

/** How this process sends mail: the transport, the sender, and (with SMTP) the job queue in between. */
export async function mailDeps(): Promise<MailDeps> {
  const t = await mailTransport();
  if (!t) return { transport: null, from: env().MAIL_FROM };
  const { enqueueMail } = await import('@/lib/jobs');
  return { transport: t, from: env().MAIL_FROM, enqueue: enqueueMail };
}

// For pages and route handlers: on the process's database.
export const latestMailOf = onProcessDb(latestMail);
