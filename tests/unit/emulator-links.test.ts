import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { KEEP_ALIVE, siteSignInLink } from '../../scripts/emulator.mjs';

const site = 'http://localhost:3000';
const emulatorLink = (continueUrl: string) =>
  `http://127.0.0.1:9099/emulator/action?mode=signIn&lang=en&oobCode=CODE-1&apiKey=fake-api-key&continueUrl=${encodeURIComponent(continueUrl)}`;

describe('siteSignInLink (the sign-in link scripts/local.mjs prints)', () => {
  it('is the continue URL on our site with the link parameters, mode=signIn, redirect and locale kept', () => {
    const link = new URL(siteSignInLink(emulatorLink(`${site}/de/login?mode=emailLink&redirect=%2Fde%2Fdata-deletion`), site));
    expect(link.origin + link.pathname).toBe(`${site}/de/login`);
    expect(Object.fromEntries(link.searchParams)).toEqual({
      mode: 'signIn',
      redirect: '/de/data-deletion',
      lang: 'en',
      oobCode: 'CODE-1',
      apiKey: 'fake-api-key',
    });
  });

  it('points at our /login when the continue URL is another site or missing', () => {
    for (const other of [emulatorLink('https://evil.example/login'), 'http://127.0.0.1:9099/emulator/action?mode=signIn&oobCode=C&apiKey=k']) {
      const link = new URL(siteSignInLink(other, site));
      expect(link.origin + link.pathname).toBe(`${site}/login`);
      expect(link.searchParams.get('mode')).toBe('signIn');
      expect(link.searchParams.get('continueUrl')).toBeNull();
    }
  });
});

describe('the production server keeps idle connections as long as the local scripts do', () => {
  it("npm start (scripts/start.mjs, the standalone server) keeps them as long, longer than a load balancer's usual 60 s", () => {
    const { scripts } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.start).toBe('node scripts/start.mjs');
    expect(readFileSync(new URL('../../scripts/start.mjs', import.meta.url), 'utf8')).toContain(
      'KEEP_ALIVE_TIMEOUT: process.env.KEEP_ALIVE_TIMEOUT || KEEP_ALIVE[1]',
    );
    expect(Number(KEEP_ALIVE[1])).toBeGreaterThan(60_000);
  });
});
