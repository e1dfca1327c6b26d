import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { signedIn, uniqueEmail } from './helpers';

/**
 * The reminders in /account, in English and German, by keyboard: a member switches the weekly summary
 * off and the daily check-in reminder on at 07:00, saves, and after a reload the switches are as they
 * left them; the page passes axe. (The emails themselves: tests/integration/reminders*.test.ts.)
 */
const cases = [
  { locale: 'en-US', path: '/account', saved: 'Your reminders are saved.', weekly: 'A summary of my week, on Monday mornings' },
  { locale: 'de-DE', path: '/de/mein-exhale', saved: 'Deine Erinnerungen sind gespeichert.', weekly: 'Ein Wochenrückblick, montags morgens' },
];

for (const c of cases) {
  test(`${c.locale}: a reminder switched off by keyboard stays off after a reload`, async ({ browser, baseURL }) => {
    const page = await signedIn(browser, baseURL!, uniqueEmail(`reminders-${c.locale}`), 'reminders-pass-1', 'confirmed', {
      timezoneId: 'Europe/Berlin',
      locale: c.locale,
    });
    await page.goto(c.path);
    const section = page.getByTestId('reminders');
    await expect(section).toBeVisible();
    const weekly = section.getByRole('switch', { name: c.weekly });
    const checkIn = section.locator('#reminder-check-in');
    // The defaults: everything on but the daily check-in reminder.
    await expect(weekly).toBeChecked();
    await expect(checkIn).not.toBeChecked();

    // By keyboard: focus the switch, Space toggles it; Tab to the others.
    await weekly.focus();
    await page.keyboard.press('Space');
    await expect(weekly).not.toBeChecked();
    await page.keyboard.press('Tab');
    await expect(checkIn).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await expect(section.locator('#reminder-check-in-hour')).toBeFocused();
    await section.locator('#reminder-check-in-hour').selectOption('7');
    await section.locator('#reminder-check-in-hour').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(section.getByRole('status')).toContainText(c.saved);
    await expectAccessible(page);

    await page.reload();
    const after = page.getByTestId('reminders');
    await expect(after.getByRole('switch', { name: c.weekly })).not.toBeChecked();
    await expect(after.locator('#reminder-check-in')).toBeChecked();
    await expect(after.locator('#reminder-quit-eve')).toBeChecked();
    await expect(after.locator('#reminder-check-in-hour')).toHaveValue('7');
    await page.context().close();
  });
}
