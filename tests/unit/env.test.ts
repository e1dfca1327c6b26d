import { describe, expect, it } from 'vitest';
import { EnvError, loopbackBindProblem, parseEnv } from '@/lib/env';

describe('environment (lib/env.ts)', () => {
  it('a loopback address as the bind host is refused (Next.js would redirect every page to itself); localhost and 0.0.0.0 are fine', () => {
    const none = {} as NodeJS.ProcessEnv;
    expect(loopbackBindProblem(none, ['node', 'next', 'start', '-H', '127.0.0.1'])).toMatch(/bound to 127\.0\.0\.1.*use localhost/);
    expect(loopbackBindProblem(none, ['node', 'next', 'start', '--hostname=::1'])).toMatch(/bound to ::1/);
    expect(loopbackBindProblem({ HOSTNAME: '127.0.0.1' } as unknown as NodeJS.ProcessEnv, ['node', 'server.js'])).toMatch(/bound to 127\.0\.0\.1/);
    expect(loopbackBindProblem({ HOSTNAME: '0.0.0.0' } as unknown as NodeJS.ProcessEnv, ['node', 'server.js'])).toBeNull();
    expect(loopbackBindProblem({ HOSTNAME: 'web-7f9c' } as unknown as NodeJS.ProcessEnv, ['node', 'server.js'])).toBeNull();
    expect(loopbackBindProblem({ HOSTNAME: '127.0.0.1' } as unknown as NodeJS.ProcessEnv, ['node', 'next', 'start', '-H', 'localhost'])).toBeNull();
    expect(loopbackBindProblem(none, ['node', 'next', 'start', '-p', '3000'])).toBeNull();
  });

  it('embedded mode fills local defaults', () => {
    const e = parseEnv({ EXHALE_MODE: 'embedded' } as unknown as NodeJS.ProcessEnv);
    expect(e.SITE_URL).toBe('http://localhost:3000');
    expect(e.MOBILE_HOST).toBe('m.localhost');
  });

  it('production mode names every missing variable', () => {
    try {
      parseEnv({ NODE_ENV: 'production' } as unknown as NodeJS.ProcessEnv);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      expect((error as EnvError).problems).toEqual(expect.arrayContaining(['SITE_URL is missing', 'MOBILE_HOST is missing']));
    }
  });

  it('production mode rejects a malformed value and names it', () => {
    expect(() => parseEnv({ EXHALE_MODE: 'production', SITE_URL: 'ftp://x', MOBILE_HOST: 'm.example.com' } as unknown as NodeJS.ProcessEnv)).toThrow(
      /SITE_URL is malformed/,
    );
    expect(() =>
      parseEnv({ EXHALE_MODE: 'production', SITE_URL: 'https://exhale.example', MOBILE_HOST: 'https://m.x' } as unknown as NodeJS.ProcessEnv),
    ).toThrow(/MOBILE_HOST is malformed/);
  });

  const complete = {
    EXHALE_MODE: 'production',
    SITE_URL: 'https://exhale.example',
    MOBILE_HOST: 'm.exhale.example',
    SESSION_SECRET: `${'a'.repeat(32)},${'b'.repeat(40)}`,
    FIREBASE_PROJECT_ID: 'exhale-prod',
    FIREBASE_API_KEY: 'AIza-test',
    FIREBASE_AUTH_DOMAIN: 'exhale-prod.firebaseapp.com',
    DATABASE_URL: 'postgres://exhale@db.internal/exhale',
    STORYBLOK_TOKEN: 'sb-public-token-123',
    STORYBLOK_WEBHOOK_SECRET: 'webhook-secret-0123456789',
    STORYBLOK_PREVIEW_SECRET: 'preview-secret-0123456789',
    SMTP_URL: 'smtps://user:pass@smtp.example.org:465',
    APP_SERVER_SECRET: 'server-secret-0123456789abcdef',
    OPERATOR_NAME: 'Exhale Test Operator',
    OPERATOR_ADDRESS: 'Teststraße 1\\n10115 Berlin',
    OPERATOR_EMAIL: 'operator@exhale.test',
  };

  it('production mode accepts a complete environment, with rotating session keys', () => {
    const e = parseEnv(complete as unknown as NodeJS.ProcessEnv);
    expect(e.EXHALE_MODE).toBe('production');
    expect(e.SESSION_SECRET).toHaveLength(2);
  });

  it('production mode refuses the Auth emulator, short session keys and a missing database', () => {
    expect(() => parseEnv({ ...complete, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' } as unknown as NodeJS.ProcessEnv)).toThrow(
      /FIREBASE_AUTH_EMULATOR_HOST must not be set/,
    );
    expect(() => parseEnv({ ...complete, SESSION_SECRET: 'short' } as unknown as NodeJS.ProcessEnv)).toThrow(/SESSION_SECRET is malformed/);
    expect(() => parseEnv({ ...complete, DATABASE_URL: undefined } as unknown as NodeJS.ProcessEnv)).toThrow(/DATABASE_URL is missing/);
  });

  it('STORYBLOK_API_URL: an http(s) base URL of the content API, optional in both modes', () => {
    expect(parseEnv({ ...complete, STORYBLOK_API_URL: 'https://api-us.storyblok.com/v2' } as unknown as NodeJS.ProcessEnv).STORYBLOK_API_URL).toBe(
      'https://api-us.storyblok.com/v2',
    );
    expect(parseEnv(complete as unknown as NodeJS.ProcessEnv).STORYBLOK_API_URL).toBeUndefined();
    expect(() => parseEnv({ ...complete, STORYBLOK_API_URL: 'api.storyblok.com/v2' } as unknown as NodeJS.ProcessEnv)).toThrow(
      /STORYBLOK_API_URL is malformed/,
    );
    expect(() => parseEnv({ EXHALE_MODE: 'embedded', STORYBLOK_API_URL: 'ftp://127.0.0.1/v2' } as unknown as NodeJS.ProcessEnv)).toThrow(
      /STORYBLOK_API_URL is malformed/,
    );
  });
});
