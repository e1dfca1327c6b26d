import { z } from 'zod';

/**
 * Every environment variable Exhale reads, validated in one place (README "Configuration").
 * Embedded mode (npm run dev, npm run start:local, the tests) fills local defaults; production
 * mode (npm start) refuses to start while a required variable is missing or malformed.
 */
export type Mode = 'embedded' | 'production';

const url = z.url({ protocol: /^https?$/ });
const host = z.string().regex(/^[a-z0-9.-]+$/i, 'a host name without scheme or port');

const common = {
  EXHALE_MODE: z.enum(['embedded', 'production']),
  SITE_URL: url,
  MOBILE_HOST: host,
};

const embeddedDefaults = {
  SITE_URL: 'http://localhost:3000',
  MOBILE_HOST: 'm.localhost',
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
  const parsed = envSchema.safeParse(input);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => {
      const name = String(i.path[0]);
      return input[name] === undefined ? `${name} is missing` : `${name} is malformed: ${i.message}`;
    });
    throw new EnvError([...new Set(problems)]);
  }
  return parsed.data;
}

let cached: Env | undefined;
/** The validated environment of this process (parsed once). */
export function env(): Env {
  return (cached ??= parseEnv(process.env));
}
