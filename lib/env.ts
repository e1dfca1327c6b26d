import { z } from 'zod';
import { GTM_ID_PATTERN } from './consent/gtm';

/**
 * Every environment variable Exhale reads, validated in one place (README "Configuration").
 * Embedded mode (npm run dev, npm run start:local, the tests) fills local defaults; production
 * mode (npm start) refuses to start while a required variable is missing or malformed.
 */
export type Mode = 'embedded' | 'production';

const url = z.url({ protocol: /^https?$/ });
const host = z.string().regex(/^[a-z0-9.-]+$/i, 'a host name without scheme or port');

const hostPort = z.string().regex(/^[a-z0-9.-]+:\d{2,5}$/i, 'host:port');
/** One or more signing secrets, comma-separated, each at least 32 characters; the first signs. */
const secrets = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().min(32, 'each secret needs at least 32 characters')).min(1));

const common = {
  EXHALE_MODE: z.enum(['embedded', 'production']),
  SITE_URL: url,
  MOBILE_HOST: host,
  /** Keys that sign the `token` session cookie. Required in production; the local scripts make one. */
  SESSION_SECRET: secrets.optional(),
  FIREBASE_PROJECT_ID: z.string().regex(/^[a-z0-9-]{4,40}$/, 'a Firebase project id'),
  FIREBASE_API_KEY: z.string().min(1),
  FIREBASE_AUTH_DOMAIN: host,
  /** Embedded only: the Auth emulator; production refuses to run with it. */
  FIREBASE_AUTH_EMULATOR_HOST: hostPort.optional(),
  /** Production, optional: a service account as JSON; without it firebase-admin uses the platform's default credentials. */
  FIREBASE_SERVICE_ACCOUNT: z.string().startsWith('{', 'a JSON object').optional(),
  /** PostgreSQL server (postgres://…). Required in production; embedded mode uses PGlite in EXHALE_DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'a postgres:// URL')
    .optional(),
  /** Storyblok: the public (published) token. Without it, content comes from content/ (embedded only). */
  STORYBLOK_TOKEN: z.string().min(10).optional(),
  /** Storyblok: the preview token, for draft content in the Visual Editor. */
  STORYBLOK_PREVIEW_TOKEN: z.string().min(10).optional(),
  STORYBLOK_REGION: z.enum(['eu', 'us', 'ca', 'ap', 'cn']),
  /**
   * Storyblok: the Content Delivery API's base URL (e.g. https://api-us.storyblok.com/v2, or a proxy in
   * front of it); wins over STORYBLOK_REGION. Embedded mode without a token: a server speaking the same
   * API over content/ (tests/resilience/harness.ts starts one).
   */
  STORYBLOK_API_URL: url.optional(),
  /** Shared secret of the Storyblok webhook (POST /api/storyblok/webhook?secret=…). */
  STORYBLOK_WEBHOOK_SECRET: z.string().min(16, 'at least 16 characters'),
  /** Secret of the preview URL configured in the Visual Editor (/api/preview?secret=…). */
  STORYBLOK_PREVIEW_SECRET: z.string().min(16, 'at least 16 characters'),
  /**
   * Redis (redis:// or rediss://), for N instances behind one edge: the Next.js data and page cache
   * (lib/cache/next-cache-handler.mjs) and the rate limits (lib/security/rate-limit). Without it both stay in
   * each process's memory (embedded mode, one instance).
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'a redis:// URL')
    .optional(),
  /** SMTP server for email (smtp:// or smtps://). Required in production; embedded mode keeps mail in the outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'an smtp:// or smtps:// URL')
    .optional(),
  /** Sender of every email. */
  MAIL_FROM: z.string().min(3),
  /** Shared secret the app's server sends as `x-exhale-secret` to record purchases. */
  APP_SERVER_SECRET: z.string().min(24, 'at least 24 characters'),
  /** Optional: Google Tag Manager container (GTM-XXXXXXX), loaded only after analytics consent. Read at build time. */
  GTM_ID: z.string().regex(GTM_ID_PATTERN, 'a Tag Manager container id, GTM-XXXXXXX').optional(),
  /**
   * How many reverse proxies in front of the app append the visitor's address to X-Forwarded-For
   * (nginx with `$proxy_add_x_forwarded_for`, a load balancer, a CDN). 0 (default): the app faces
   * visitors directly and per-IP limits use the socket's address, never the header. N: the N-th
   * address from the right end of X-Forwarded-For, the one the outermost trusted proxy added.
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int('a whole number').min(0, 'at least 0').max(16, 'at most 16'),
  /** Embedded mode: the folder for local data (PGlite, emulator accounts, session key). Default .data */
  EXHALE_DATA_DIR: z.string().min(1),
  /**
   * Who operates the site, shown by the CMS block `operator` on the imprint and the privacy policy
   * (lib/legal). Name, address and email are required in production; without them (embedded mode) the
   * block says this is a local instance run for development and testing. Read at build time.
   */
  OPERATOR_NAME: z.string().trim().min(2).max(200).optional(),
  /** Postal address, lines separated by a newline or a literal \n. */
  OPERATOR_ADDRESS: z.string().trim().min(5).max(500).optional(),
  OPERATOR_EMAIL: z.email().optional(),
  /** Contact for data protection requests; defaults to OPERATOR_EMAIL. */
  OPERATOR_PRIVACY_EMAIL: z.email().optional(),
  /** Optional: a telephone number for the imprint. */
  OPERATOR_PHONE: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()/.-]{5,30}$/, 'a telephone number')
    .optional(),
  /** Optional: commercial register and number (e.g. "Amtsgericht Berlin, HRB 123456"). */
  OPERATOR_REGISTER: z.string().trim().min(2).max(200).optional(),
  /** Optional: VAT identification number. */
  OPERATOR_VAT_ID: z.string().trim().min(4).max(40).optional(),
  /** Optional: the person responsible for the content (name, and address lines); defaults to the operator. */
  OPERATOR_CONTENT_RESPONSIBLE: z.string().trim().min(2).max(500).optional(),
  /**
   * Whether admins need a session made with a second factor (two-step verification) before any admin
   * page, Server Action or export opens: `true` or `false`. Default: on in production, off in embedded
   * mode. Read at run time (adminSecondFactorRequired), not only at start.
   */
  ADMIN_REQUIRE_SECOND_FACTOR: z.enum(['true', 'false']).optional(),
};

const embeddedDefaults = {
  SITE_URL: 'http://localhost:3000',
  MOBILE_HOST: 'm.localhost',
  FIREBASE_PROJECT_ID: 'demo-exhale',
  FIREBASE_API_KEY: 'demo-api-key',
  FIREBASE_AUTH_DOMAIN: 'localhost',
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
  EXHALE_DATA_DIR: '.data',
  STORYBLOK_WEBHOOK_SECRET: 'local-webhook-secret',
  STORYBLOK_PREVIEW_SECRET: 'local-preview-secret',
  APP_SERVER_SECRET: 'local-app-server-secret-0123456789',
} satisfies Partial<Record<keyof typeof common, string>>;

export const envSchema = z.object(common);
export type Env = z.infer<typeof envSchema>;

export function modeOf(source: NodeJS.ProcessEnv): Mode {
  const explicit = source.EXHALE_MODE;
  if (explicit === 'embedded' || explicit === 'production') return explicit;
  return source.NODE_ENV === 'production' ? 'production' : 'embedded';
}

export class EnvError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Exhale cannot start: fix these environment variables (see README "Configuration"):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Parses an environment; throws EnvError naming every missing or malformed variable. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const mode = modeOf(source);
  const input: Record<string, string | undefined> = { ...source, EXHALE_MODE: mode };
  if (mode === 'embedded') {
    for (const [k, v] of Object.entries(embeddedDefaults)) if (!input[k]) input[k] = v;
  }
  input.EXHALE_DATA_DIR ||= '.data';
  input.STORYBLOK_REGION ||= 'eu';
  input.TRUSTED_PROXY_HOPS ||= '0';
  input.MAIL_FROM ||= 'Exhale <hello@exhale.example>';
  // An operator variable set but left empty counts as not set.
  for (const k of Object.keys(input)) if (k.startsWith('OPERATOR_') && !input[k]?.trim()) delete input[k];
  const parsed = envSchema.safeParse(input);
  const extra: string[] = [];
  if (mode === 'production') {
    if (!input.SESSION_SECRET) extra.push('SESSION_SECRET is missing');
    if (!input.DATABASE_URL) extra.push('DATABASE_URL is missing');
    if (!input.STORYBLOK_TOKEN) extra.push('STORYBLOK_TOKEN is missing');
    if (!input.SMTP_URL) extra.push('SMTP_URL is missing');
    if (input.FIREBASE_AUTH_EMULATOR_HOST) extra.push('FIREBASE_AUTH_EMULATOR_HOST must not be set in production');
    for (const name of ['OPERATOR_NAME', 'OPERATOR_ADDRESS', 'OPERATOR_EMAIL'] as const) if (!input[name]) extra.push(`${name} is missing`);
  }
  if (!parsed.success || extra.length) {
    const problems = (parsed.error?.issues ?? []).map((i) => {
      const name = String(i.path[0]);
      return input[name] === undefined ? `${name} is missing` : `${name} is malformed: ${i.message}`;
    });
    throw new EnvError([...new Set([...problems, ...extra])]);
  }
  return parsed.data!;
}

/**
 * A server bound to a literal loopback address (`-H 127.0.0.1`, `HOSTNAME=127.0.0.1` for server.js):
 * Next.js 16 then takes its own middleware rewrites (the locale routing of every page) for another
 * origin and answers each page with a redirect to itself (vercel/next.js#94745). `localhost` binds the
 * same loopback socket without the fault. The problem in words, or null.
 */
export function loopbackBindProblem(source: NodeJS.ProcessEnv, argv: readonly string[]): string | null {
  const flag = argv.findIndex((a) => a === '-H' || a === '--hostname');
  const host = (flag >= 0 ? argv[flag + 1] : argv.find((a) => a.startsWith('--hostname='))?.slice('--hostname='.length)) ?? source.HOSTNAME;
  if (!host || !/^(127(\.\d{1,3}){3}|\[?::1\]?)$/.test(host)) return null;
  return `the server is bound to ${host} (-H or HOSTNAME): with a loopback address Next.js answers every page with a redirect to itself; use localhost (the same loopback socket) or 0.0.0.0`;
}

/**
 * At server start (`next start` through next.config.ts, the standalone `server.js` through
 * instrumentation.ts): refuse to serve on a missing or malformed variable, naming each one, or on a
 * loopback address as the bind host; exit 1.
 */
export function exitOnBadEnv(source: NodeJS.ProcessEnv = process.env, argv: readonly string[] = process.argv): void {
  const problems: string[] = [];
  try {
    parseEnv(source);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    problems.push(...error.problems);
  }
  const bind = loopbackBindProblem(source, argv);
  if (bind) problems.push(bind);
  if (problems.length) {
    console.error(new EnvError(problems).message);
    process.exit(1);
  }
}

/**
 * ADMIN_REQUIRE_SECOND_FACTOR as it is now (read on every call, so a running test can turn it on):
 * `true`/`false` when set, else on in production and off in embedded mode. A malformed value (which
 * stops production at start) counts as on.
 */
export function adminSecondFactorRequired(source: NodeJS.ProcessEnv = process.env): boolean {
  const value = source.ADMIN_REQUIRE_SECOND_FACTOR?.trim();
  if (value === 'false') return false;
  if (value) return true;
  return modeOf(source) === 'production';
}

let cached: Env | undefined;
/** The validated environment of this process (parsed once). */
export function env(): Env {
  return (cached ??= parseEnv(process.env));
}
