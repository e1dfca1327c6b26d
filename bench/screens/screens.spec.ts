import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, idTokenFor, signedIn, uniqueEmail } from '../../tests/e2e/helpers';

/**
 * Screenshots for a design review (issue #35's before and after): home, /account filled in, a
 * certificate page, the admin dashboard and the admin email page, on a phone (390 × 844) and a laptop
 * (1280 × 800), full page, as JPEG into SHOTS_DIR (default docs/screenshots/<SHOTS_LABEL or "now">).
 * Run against a production build: `E2E_SKIP_BUILD=1 node scripts/e2e.mjs -c bench/screens.config.ts`.
 */
const dir = process.env.SHOTS_DIR || join('docs', 'screenshots', process.env.SHOTS_LABEL || 'now');
const sizes = { phone: { width: 390, height: 844 }, laptop: { width: 1280, height: 800 } } as const;
const DAY = 86_400_000;
const zone = 'Europe/Berlin';
const dayIn = (ms: number) => new Intl.DateTimeFormat('sv-SE', { timeZone: zone }).format(ms);

async function shoot(page: Page, name: string, path: string) {
  for (const [size, viewport] of Object.entries(sizes)) {
    await page.setViewportSize(viewport);
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.screenshot({ path: join(dir, `${name}-${size}.jpg`), fullPage: true, type: 'jpeg', quality: 60, animations: 'disabled' });
  }
}

test('screenshots of the reviewed pages', async ({ browser, baseURL }) => {
  test.setTimeout(300_000);
  mkdirSync(dir, { recursive: true });
  // A member three weeks in: a plan, today's check-in, a certificate and a challenge (through the app's callables).
  const email = uniqueEmail('screens');
  const page = await signedIn(browser, baseURL!, email, 'screens-pass-1', 'confirmed', { timezoneId: zone, locale: 'en-US' });
  const headers = { authorization: `Bearer ${await idTokenFor(email, 'screens-pass-1')}` };
  const call = async (name: string, data: object) => expect((await page.request.post(`/api/fn/${name}`, { data: { data }, headers })).status()).toBe(200);
  const today = dayIn(Date.now());
  await call('setQuitPlan', { quitDate: dayIn(Date.now() - 21 * DAY), cigarettesPerDay: 18, packPrice: 9.2, packSize: 20, currency: 'EUR', timeZone: zone });
  await call('checkIn', { day: today, smokeFree: true, slips: 0, craving: 4, triggers: ['coffee'], mood: 'good' });
  const created = await page.request.post('/api/fn/createCertificate', {
    data: { data: { name: 'Robin Ková', since: dayIn(Date.now() - 7 * DAY), milestone: '1-week', showDays: true, locale: 'en-US' } },
    headers,
  });
  expect(created.status()).toBe(200);
  const certificate = ((await created.json()) as { result: { id: string } }).result.id;
  await call('createChallenge', { days: 30, startsOn: today, name: 'Robin', locale: 'en-US' });

  await shoot(page, 'home', '/');
  await shoot(page, 'account', '/account');
  await shoot(page, 'certificate', `/certificate/${certificate}`);

  const admin = await signedIn(browser, baseURL!, ADMIN.email, ADMIN.password);
  await shoot(admin, 'admin-dashboard', '/admin');
  await shoot(admin, 'admin-email', '/admin/email');
});
