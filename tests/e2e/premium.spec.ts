import { expect, test } from '@playwright/test';
import { ADMIN, openAccountSection, signedIn, uniqueEmail } from './helpers';

const DAY = 86_400_000;
const longDate = (locale: string, at: number) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(at);

/**
 * Premium on the web: an admin makes a code campaign, a member redeems one of its codes in /account
 * (the app's `redeemCode`), and /account shows premium until the campaign's days have passed. A wrong
 * code and a spent code get their own messages, in the page's language.
 */
test('a promo code redeemed in /account shows premium until its date; unknown and spent codes are told apart, in English and German', async ({
  browser,
  baseURL,
}) => {
  const admin = await signedIn(browser, baseURL!, ADMIN.email, ADMIN.password);
  await admin.goto('/admin/code-campaigns');
  await admin.getByLabel('Name', { exact: true }).fill(`E2E premium ${Date.now()}`);
  await admin.getByLabel('Number of codes').fill('1');
  const days = Number(await admin.getByLabel('Premium days granted').inputValue());
  expect(days).toBeGreaterThan(0);
  await admin.getByRole('button', { name: 'Create campaign' }).click();
  await expect(admin).toHaveURL(/\/code-campaigns\/[0-9a-f-]{36}\?created=1$/);
  const id = /code-campaigns\/([0-9a-f-]{36})/.exec(admin.url())![1];
  const csv = await (await admin.request.get(`/api/admin/campaigns/${id}`)).text();
  const code = csv.trim().split('\n')[1]!.split(',')[0]!.replace(/"/g, '');
  expect(code).toMatch(/^[A-Z0-9-]{8,}$/);

  const member = await signedIn(browser, baseURL!, uniqueEmail('premium'), 'premium-pass-1', 'confirmed');
  await member.goto('/account');
  // A settings section, closed until opened; it stays open while the page refreshes after a redemption.
  const section = await openAccountSection(member, 'Premium');
  await expect(section.getByTestId('premium-status')).toHaveText('You do not have premium. A promo code unlocks it.');
  const field = section.getByLabel('Code', { exact: true });
  await field.fill('ZZZZ-ZZZZ-ZZZZ');
  await section.getByRole('button', { name: 'Redeem' }).click();
  await expect(section.getByRole('alert')).toHaveText('We do not know this code. Please check it for typos.');

  // Typed in lower case: the same code.
  await field.fill(code!.toLowerCase());
  const redeemedAt = Date.now();
  await section.getByRole('button', { name: 'Redeem' }).click();
  await expect(section.getByRole('status')).toHaveText(`Done: premium for ${days} days.`);
  // The day it ends, as the page writes it: the redemption's moment plus the campaign's days (the
  // test allows the minute around the click).
  const ends = [longDate('en-US', redeemedAt + days * DAY), longDate('en-US', redeemedAt + days * DAY + 60_000)];
  await expect(section.getByTestId('premium-status')).toHaveText(new RegExp(`^Premium is active until (${ends.join('|')})\\.$`));
  await expect(section.getByTestId('premium-history')).toContainText('Promo code redeemed on');

  // The same code again, now in German: already redeemed; the premium stays.
  // Its fragment opens it on arrival.
  await member.goto('/de/account#premium');
  const de = member.getByRole('region', { name: 'Premium', exact: true });
  await expect(de.locator('details')).toHaveAttribute('open', '');
  await de.getByLabel('Code', { exact: true }).fill(code!);
  await de.getByRole('button', { name: 'Einlösen' }).click();
  await expect(de.getByRole('alert')).toHaveText('Dieser Code wurde bereits eingelöst.');
  await expect(de.getByTestId('premium-status')).toHaveText(/^Premium ist aktiv bis zum /);
  await admin.context().close();
  await member.context().close();
});
