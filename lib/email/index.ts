import 'server-only';
import { env } from '@/lib/env';
import type { Transport } from './queries';

export { latestMail, MAX_ATTEMPTS, OUTBOX_PAGE, outboxPage, retryFailed, sendMail, type OutgoingMail, type Transport } from './queries';

let transport: Transport | null | undefined;

/** The SMTP transport from SMTP_URL (nodemailer), or null in embedded mode (mail stays in the outbox). */
export async function mailTransport(): Promise<Transport | null> {
  if (transport !== undefined) return transport;
  const url = env().SMTP_URL;
  if (!url) return (transport = null);
  const nodemailer = await import('nodemailer');
  const smtp = nodemailer.createTransport(url);
  transport = { send: async (m) => void (await smtp.sendMail(m)) };
  return transport;
}

export function mailDeps() {
  return mailTransport().then((t) => ({ transport: t, from: env().MAIL_FROM }));
}
