import { expect, test } from '@playwright/test';
import { signedIn, uniqueEmail } from './helpers';

const DAY = 86_400_000;
/** A day on the member's calendar (the plan's zone, Europe/Berlin), not UTC's: from 23:00 UTC they differ. */
const berlinDay = (ms: number) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(ms);

/**
 * The quit plan and the daily check-in in /account, in English, German and Russian: a new member sets
 * a plan (quit date ten days ago, 20 a day, a pack of 20 for 8), checks in smoke-free with a craving of
 * 6, then again the same day with a slip of 2: one check-in, updated, and the progress counts 9
 * smoke-free days, 2 slips, 198 cigarettes not smoked and 79.20 saved. (Days after today are the
 * integration test's: tests/integration/journey.test.ts moves the clock.)
 */
const cases: Array<{ locale: string; path: string; next: RegExp; after?: RegExp[] }> = [
  {
    locale: 'en-US',
    path: '/account',
    next: /Next, from .+ \(2–12 weeks\): Your circulation improves/,
    after: [/9 days\s*smoke-free · 2 slips/, /198 cigarettes\s*not smoked/, /€79\.20\s*saved/],
  },
  { locale: 'de-DE', path: '/de/mein-exhale', next: /Als Nächstes, ab .+ \(2–12 Wochen\):/ },
  { locale: 'ru-RU', path: '/ru/личный-кабинет', next: /Дальше, с .+ \(2–12 недель\):/ },
];

for (const c of cases) {
  test(`${c.locale}: a plan, a check-in with a craving of 6, the same day again with a slip: one check-in, and the progress counts it`, async ({
    browser,
    baseURL,
  }) => {
    const page = await signedIn(browser, baseURL!, uniqueEmail(`journey-${c.locale}`), 'journey-pass-1', 'confirmed', {
      timezoneId: 'Europe/Berlin',
      locale: c.locale,
    });
    await page.goto(c.path);
    const section = page.locator('section[aria-labelledby="journey-title"]');
    await expect(section).toBeVisible();
    const form = section.locator('form[aria-labelledby="plan-form-title"]');
    await form.locator('#plan-quit-date').fill(berlinDay(Date.now() - 10 * DAY));
    await form.locator('#plan-per-day').fill('20');
    await form.locator('#plan-pack-price').fill('8');
    await form.locator('#plan-pack-size').fill('20');
    await form.locator('#plan-currency').selectOption('EUR');
    // The browser's own zone is proposed.
    await expect(form.locator('#plan-time-zone')).toHaveValue('Europe/Berlin');
    await form.locator('button[type="submit"]').click();

    const progress = section.getByTestId('journey-progress');
    await expect(progress).toBeVisible();
    const checkIn = section.locator('form[aria-labelledby="check-in-title"]');
    await checkIn.locator('input[name="smoke-free"]').first().check();
    await checkIn.locator('input[name="craving"][value="6"]').check({ force: true });
    await checkIn.locator('button[type="submit"]').click();
    await expect(section.getByTestId('check-in-calendar').locator('li').last()).toHaveClass(/free/);

    // The same day again, now with a slip of two.
    const again = section.locator('form[aria-labelledby="check-in-title"]');
    await expect(again.locator('input[name="smoke-free"]').first()).toBeChecked();
    await again.locator('input[name="smoke-free"]').nth(1).check();
    await again.locator('#check-in-slips').fill('2');
    await again.locator('button[type="submit"]').click();
    await expect(section.getByTestId('check-in-calendar').locator('li').last()).toHaveClass(/slip/);
    const figures = await progress.locator('li').allInnerTexts();
    const text = figures.join(' | ');
    expect(text).toMatch(/\b9\b/);
    expect(text).toMatch(/\b2\b/);
    expect(text).toMatch(/198/);
    expect(text).toMatch(/79[.,]20/);
    for (const re of c.after ?? []) expect(text).toMatch(re);
    // The home page's health timeline (CMS, WHO) on the member's calendar: ten days in, the first day's
    // two steps are behind and the next begins two weeks after the quit date.
    const health = section.getByTestId('health-steps');
    await expect(health.locator('details li')).toHaveCount(2);
    await expect(health.locator('a[href*="who.int"]')).toBeVisible();
    await expect(health).toContainText(c.next);
    // One check-in for today, in the export.
    const data = await (await page.request.get('/api/me/export')).json();
    expect(data.checkIns).toHaveLength(1);
    await page.context().close();
  });
}
