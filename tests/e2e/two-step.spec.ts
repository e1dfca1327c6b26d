import { expect, test, type Browser, type Page } from '@playwright/test';
import de from '@/messages/de-DE.json';
import { expectAccessible } from './axe';
import { emulatorHost, openAccountSection, uniqueEmail, urlFor, verifiedIdTokenFor } from './helpers';

// Two-step verification through the real Auth emulator in Chromium: a member with a confirmed address
// adds a phone in /account, signs in with the text-message code (read from the emulator's list of
// codes it "sent") in English and in German, a wrong code is refused, and removing the phone makes
// the next sign-in need no code.

interface SentCode {
  phoneNumber: string;
  code: string;
}

/** The newest code the emulator "sent" to `phone`, once there is one newer than `after`. */
async function codeFor(phone: string, after: string | null = null): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    const res = await fetch(`http://${emulatorHost}/emulator/v1/projects/demo-exhale/verificationCodes`);
    const { verificationCodes = [] } = (await res.json()) as { verificationCodes?: SentCode[] };
    code = verificationCodes.filter((c) => c.phoneNumber === phone).at(-1)?.code;
    expect(code).toBeTruthy();
    expect(code).not.toBe(after);
  }).toPass({ timeout: 10_000 });
  return code!;
}

const uniquePhone = () => `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

/** A new browser on the sign-in page of `locale`, the address and password typed and sent. */
async function signInFresh(browser: Browser, email: string, password: string, locale: 'en-US' | 'de-DE' = 'en-US'): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${urlFor('/login', locale)}?redirect=${encodeURIComponent(urlFor('/account', locale))}`);
  await page.locator('.auth-screen[data-ready]').first().waitFor();
  const labels = locale === 'de-DE' ? de.Auth : { email: 'Email address', password: 'Password', signInSubmit: 'Sign in' };
  await page.locator('main').getByLabel(labels.email).fill(email);
  await page.locator('main').getByLabel(labels.password, { exact: true }).fill(password);
  await page.locator('main').getByRole('button', { name: labels.signInSubmit, exact: true }).click();
  return page;
}

test('enrol a phone in /account, sign in with its code in English and German, a wrong code is refused, remove it', async ({ browser }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('two-step');
  const password = 'two-step-pass-1';
  const phone = uniquePhone();
  await verifiedIdTokenFor(email, password);

  // Enrol: signed in with the password (Firebase in the browser too), then the phone and its code.
  const page = await signInFresh(browser, email, password);
  await expect(page).toHaveURL(/\/account$/, { timeout: 15_000 });
  // A settings section: closed until opened.
  const section = await openAccountSection(page, 'Two-step verification');
  await expect(section.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await expect(section.getByTestId('two-step-none')).toBeVisible();
  await section.getByRole('button', { name: 'Add a phone' }).click();
  await expect(section.getByRole('heading', { name: 'Add a phone' })).toBeFocused();
  await section.getByLabel('Phone number').fill('12345');
  await section.getByRole('button', { name: 'Send code' }).click();
  await expect(section.getByText('Phone number: enter the number with its country code, starting with +.')).toBeVisible();
  await section.getByLabel('Phone number').fill(`${phone.slice(0, 5)} ${phone.slice(5)}`);
  await section.getByLabel('Name for this phone (optional)').fill('Work phone');
  await section.getByRole('button', { name: 'Send code' }).click();
  const code = section.getByLabel('Code', { exact: true });
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await expectAccessible(page, '/account (two-step code)');
  await code.fill(await codeFor(phone));
  await section.getByRole('button', { name: 'Confirm' }).click();
  await expect(section.getByRole('status').filter({ hasText: 'Two-step verification is on.' })).toBeVisible({ timeout: 15_000 });
  await expect(section.getByTestId('two-step-factor')).toContainText(`Work phone ending in ${phone.slice(-4)}`);
  // This browser stays signed in after the change (a new session), other sessions ended.
  await page.reload();
  await expect(page.locator('#two-step').getByTestId('two-step-factor')).toHaveCount(1);

  // Sign in elsewhere in English: the code step, a wrong code first.
  const en = await signInFresh(browser, email, password);
  await expect(en.getByRole('heading', { name: 'Two-step verification' })).toBeFocused({ timeout: 15_000 });
  await expect(en.getByText(`We sent a text message with a 6-digit code to the phone ending in ${phone.slice(-4)}.`)).toBeVisible();
  await expectAccessible(en, '/login (two-step code)');
  const sent = await codeFor(phone);
  await en.getByLabel('Code', { exact: true }).fill(sent === '000000' ? '111111' : '000000');
  await en.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(en.locator('.auth-screen').getByRole('alert')).toHaveText('This code is not correct. Check the text message and try again.');
  await en.getByLabel('Code', { exact: true }).fill(sent);
  await en.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(en).toHaveURL(/\/account$/, { timeout: 15_000 });
  await expect(en.locator('#two-step').getByTestId('two-step-factor')).toHaveCount(1);

  // And in German.
  const german = await signInFresh(browser, email, password, 'de-DE');
  await expect(german.getByRole('heading', { name: de.TwoStep.signInTitle })).toBeFocused({ timeout: 15_000 });
  await expect(german.getByText(de.TwoStep.codeSent.replace('{ending}', phone.slice(-4)))).toBeVisible();
  await german.getByLabel(de.TwoStep.code, { exact: true }).fill(await codeFor(phone, sent));
  await german.getByRole('button', { name: de.TwoStep.signInSubmit, exact: true }).click();
  await expect(german).toHaveURL(new RegExp(`${urlFor('/account', 'de-DE')}$`), { timeout: 15_000 });

  // Remove it where the code was used; the next sign-in needs no code.
  await openAccountSection(german, de.TwoStep.title);
  await german
    .locator('#two-step')
    .getByRole('button', { name: `${'Work phone'} entfernen` })
    .click();
  await expect(german.locator('#two-step').getByRole('status').filter({ hasText: 'Work phone ist entfernt.' })).toBeVisible({ timeout: 15_000 });
  await expect(german.locator('#two-step').getByTestId('two-step-none')).toBeVisible();
  const after = await signInFresh(browser, email, password);
  await expect(after).toHaveURL(/\/account$/, { timeout: 15_000 });
  await openAccountSection(after, 'Two-step verification');
  await expect(after.locator('#two-step').getByTestId('two-step-none')).toBeVisible();
});
