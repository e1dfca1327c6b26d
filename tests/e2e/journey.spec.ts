import { expect, test } from '@playwright/test';
import { signedIn, uniqueEmail } from './helpers';

const DAY = 86_400_000;
/** A day on a member's calendar in `timeZone`, as YYYY-MM-DD. */
const dayIn = (timeZone: string, ms = Date.now()) => new Intl.DateTimeFormat('sv-SE', { timeZone }).format(ms);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY);

/**
 * The quit plan and the daily check-in in /account, in English, German and Russian. A new member in
 * Pago Pago (UTC−11) sets a plan (quit date ten days ago, 20 a day, a pack of 20 for 8), checks in
 * smoke-free with a craving of 6, then again the same day with a craving of 3: one check-in, updated.
 * Then the member travels: the plan moves to Kiritimati (UTC+14, 25 hours ahead), where it is already
 * the next day (the day after that from 23:00 in Pago Pago), and checks in with a slip of 2. The
 * progress counts both days: the days since the quit date less the one slip day, 2 slips, 20 a day
 * less the 2, and the money. The server's clock does not move; the member's day does.
 */
const cases: Array<{ locale: string; path: string; next: RegExp; after?: (f: { smokeFree: number; cigarettes: number; money: string }) => RegExp[] }> = [
  {
    locale: 'en-US',
    path: '/account',
    next: /Next, from .+ \(2–12 weeks\): Your circulation improves/,
    after: (f) => [
      new RegExp(`${f.smokeFree} days\\s*smoke-free · 2 slips`),
      new RegExp(`${f.cigarettes} cigarettes\\s*not smoked`),
      new RegExp(`€${f.money.replace('.', '\\.')}\\s*saved`),
    ],
  },
  { locale: 'de-DE', path: '/de/mein-exhale', next: /Als Nächstes, ab .+ \(2–12 Wochen\):/ },
  { locale: 'ru-RU', path: '/ru/личный-кабинет', next: /Дальше, с .+ \(2–12 недель\):/ },
];

// A sign-up, a plan saved twice and three check-ins, each a server round trip and a fresh render of
// /account: 17–21 s on a loaded machine, near the 30 s default, so this test gets the slow budget.
for (const c of cases) {
  test(`${c.locale}: a plan, a check-in with a craving of 6, the same day again (one check-in, updated), a slip on the next day after flying east: the progress counts both`, async ({
    browser,
    baseURL,
  }) => {
    test.slow();
    const page = await signedIn(browser, baseURL!, uniqueEmail(`journey-${c.locale}`), 'journey-pass-1', 'confirmed', {
      timezoneId: 'Pacific/Pago_Pago',
      locale: c.locale,
    });
    await page.goto(c.path);
    const section = page.locator('section[aria-labelledby="journey-title"]');
    await expect(section).toBeVisible();
    const form = section.locator('form[aria-labelledby="plan-form-title"]');
    const quitDate = dayIn('Pacific/Pago_Pago', Date.now() - 10 * DAY);
    await form.locator('#plan-quit-date').fill(quitDate);
    await form.locator('#plan-per-day').fill('20');
    await form.locator('#plan-pack-price').fill('8');
    await form.locator('#plan-pack-size').fill('20');
    await form.locator('#plan-currency').selectOption('EUR');
    // The browser's own zone is proposed.
    await expect(form.locator('#plan-time-zone')).toHaveValue('Pacific/Pago_Pago');
    await form.locator('button[type="submit"]').click();

    const progress = section.getByTestId('journey-progress');
    await expect(progress).toBeVisible();
    const calendar = section.getByTestId('check-in-calendar').locator('li');
    const checkIn = section.locator('form[aria-labelledby="check-in-title"]');
    await checkIn.locator('input[name="smoke-free"]').first().check();
    await checkIn.locator('input[name="craving"][value="6"]').check({ force: true });
    await checkIn.locator('button[type="submit"]').click();
    await expect(calendar.last()).toHaveClass(/free/);

    // The same day again, a craving of 3 now: the day's one check-in is updated.
    const again = section.locator('form[aria-labelledby="check-in-title"]');
    await expect(again.locator('input[name="smoke-free"]').first()).toBeChecked();
    await again.locator('input[name="craving"][value="3"]').check({ force: true });
    await again.locator('button[type="submit"]').click();
    await expect.poll(async () => (await (await page.request.get('/api/me/export')).json()).checkIns.map((x: { craving: number }) => x.craving)).toEqual([3]);

    // Flying east: the plan's zone is now Kiritimati, where today is a later day. A slip of two there.
    const today = dayIn('Pacific/Kiritimati');
    expect(today > dayIn('Pacific/Pago_Pago')).toBe(true);
    await form.locator('#plan-time-zone').selectOption('Pacific/Kiritimati');
    await form.locator('button[type="submit"]').click();
    const later = section.locator(`form[aria-labelledby="check-in-title"]`);
    await expect(calendar.last()).toHaveClass(/none/);
    await later.locator('input[name="smoke-free"]').nth(1).check();
    await later.locator('#check-in-slips').fill('2');
    await later.locator('input[name="craving"][value="8"]').check({ force: true });
    await later.locator('button[type="submit"]').click();
    await expect(calendar.last()).toHaveClass(/slip/);

    const days = daysBetween(quitDate, today); // 11, or 12 from 23:00 in Pago Pago
    const figures = { smokeFree: days - 1, cigarettes: days * 20 - 2, money: (((days * 20 - 2) / 20) * 8).toFixed(2) };
    const text = (await progress.locator('li').allInnerTexts()).join(' | ');
    expect(text).toMatch(new RegExp(`\\b${figures.smokeFree}\\b`));
    expect(text).toMatch(/\b2\b/);
    expect(text).toMatch(new RegExp(`\\b${figures.cigarettes}\\b`));
    expect(text).toMatch(new RegExp(figures.money.replace('.', '[.,]')));
    for (const re of c.after?.(figures) ?? []) expect(text).toMatch(re);
    // The home page's health timeline (CMS, WHO) on the member's calendar: eleven days in, the first
    // day's two steps are behind and the next begins two weeks after the quit date.
    const health = section.getByTestId('health-steps');
    await expect(health.locator('details li')).toHaveCount(2);
    await expect(health.locator('a[href*="who.int"]')).toBeVisible();
    await expect(health).toContainText(c.next);
    // Two check-ins, on two days, in the export.
    const data = (await (await page.request.get('/api/me/export')).json()) as { checkIns: Array<{ day: string; smokeFree: boolean; slips: number }> };
    expect(data.checkIns.map((x) => [x.day, x.smokeFree, x.slips]).sort()).toEqual(
      [
        [dayIn('Pacific/Pago_Pago'), true, 0],
        [today, false, 2],
      ].sort(),
    );
    await page.context().close();
  });
}
