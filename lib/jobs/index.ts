import 'server-only';
import type PgBoss from 'pg-boss';
import { db } from '@/lib/db';
import { startBoss, QUEUES } from './boss';
import { jobConfig } from './config';

export { QUEUES } from './boss';
export { jobConfig, type JobConfig } from './config';
export { workerStatus, type WorkerStatus } from './status';

const g = globalThis as unknown as { __exhaleJobs?: Promise<PgBoss> };

/** The process's job queue (pg-boss on the process's database), started once. */
export async function jobs(): Promise<PgBoss> {
  g.__exhaleJobs ??= db().then((d) => startBoss(d, jobConfig()));
  try {
    return await g.__exhaleJobs;
  } catch (error) {
    g.__exhaleJobs = undefined;
    throw error;
  }
}

/** Queues an outbox message for a worker to send. */
export async function enqueueMail(outboxId: string) {
  return (await jobs()).send(QUEUES.mail, { id: outboxId });
}

/** Queues (a slice of) a newsletter send. */
export async function enqueueSend(sendId: string, startAfter?: Date) {
  return (await jobs()).send(QUEUES.newsletter, { sendId }, startAfter ? { startAfter } : {});
}
