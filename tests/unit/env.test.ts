import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '@/lib/env';

describe('environment (lib/env.ts)', () => {
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
    expect(() => parseEnv({ EXHALE_MODE: 'production', SITE_URL: 'ftp://x', MOBILE_HOST: 'm.example.com' } as unknown as NodeJS.ProcessEnv)).toThrow(/SITE_URL is malformed/);
    expect(() => parseEnv({ EXHALE_MODE: 'production', SITE_URL: 'https://exhale.example', MOBILE_HOST: 'https://m.x' } as unknown as NodeJS.ProcessEnv)).toThrow(/MOBILE_HOST is malformed/);
  });

  it('production mode accepts a complete environment', () => {
    const e = parseEnv({ EXHALE_MODE: 'production', SITE_URL: 'https://exhale.example', MOBILE_HOST: 'm.exhale.example' } as unknown as NodeJS.ProcessEnv);
    expect(e.EXHALE_MODE).toBe('production');
  });
});
