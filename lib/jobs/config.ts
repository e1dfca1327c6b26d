import 'server-only';
import { z } from 'zod';

/**
 * The job queue's and the mail sender's settings, from the environment (README "Email and jobs").
 * Every value has a default, so embedded mode needs none of them.
 */
const schema = z.object({
  /** Messages per second one worker process hands to SMTP (newsletters and transactional mail together). */
  MAIL_RATE_PER_SECOND: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Newsletter messages one worker process has in flight at once (each one claimed on its own). */
  MAIL_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /**
   * How long a worker holds a claimed message or a newsletter job: a worker that dies (SIGKILL, crash,
   * lost machine) leaves its claims, which another worker takes over once this has passed.
   */
  MAIL_LEASE_SECONDS: z.coerce.number().int().min(2).max(3600).default(60),
  /** The first retry of a failed message waits this long; each further one twice as long. */
  MAIL_RETRY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(30),
  /** Attempts per message before it is marked failed with its error. */
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  /** Whether the web app's own process also works the queue (`false` when only `npm run worker` processes do). */
  WORKER_IN_APP: z.enum(['true', 'false']).default('true'),
});

export type JobConfig = {
  ratePerSecond: number;
  concurrency: number;
  leaseSeconds: number;
  retrySeconds: number;
  maxAttempts: number;
  workerInApp: boolean;
  /** How often an idle worker asks the queue for work (pg-boss polling), in seconds. */
  pollSeconds: number;
};

export function jobConfig(source: NodeJS.ProcessEnv = process.env): JobConfig {
  const e = schema.parse(Object.fromEntries(Object.entries(source).filter(([, v]) => v !== '')));
  return {
    ratePerSecond: e.MAIL_RATE_PER_SECOND,
    concurrency: e.MAIL_CONCURRENCY,
    leaseSeconds: e.MAIL_LEASE_SECONDS,
    retrySeconds: e.MAIL_RETRY_SECONDS,
    maxAttempts: e.MAIL_MAX_ATTEMPTS,
    workerInApp: e.WORKER_IN_APP === 'true',
    pollSeconds: 1,
  };
}
