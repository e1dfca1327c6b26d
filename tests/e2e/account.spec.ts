import { expect, test, type Browser, type Page } from '@playwright/test';
import { idTokenFor, joinAsNewFriend, openAccountSection, outbox, submitRegistration, uniqueEmail, urlFor, verifiedIdTokenFor } from './helpers';
import { expectAccessible } from './axe';
import { layoutFaults } from './layout';

// The member's space (/account) in Chromium against the real server, Auth emulator and PGlite: a new
// member makes a certificate and a challenge on the web, a friend joins through the invitation link.

/** Registers a new account on /register (with `redirect`), and returns its email; the page follows the redirect. */
async function register(page: Page, redirect: string) {
  const email = uniqueEmail('acct');
  await page.goto(`/register?redirect=${encodeURIComponent(redirect)}`);
  await page.locator('.auth-screen[data-ready]').waitFor();
  await submitRegistration(page, email, 'account-pass-1');
  return email;
}

/** Types into a field reached by keyboard focus (no pointer). */
async function typeInto(page: Page, label: string | RegExp, text: string) {
  await page
    .locator('main')
    .getByLabel(label, { exact: typeof label === 'string' })
    .focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

async function friendJoins(browser: Browser, invitePath: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(invitePath);
  const email = await joinAsNewFriend(page, invitePath);
  await context.close();
  return email;
}

test('a new member makes a certificate and a challenge on /account, shares the invitation, and a friend joins', async ({ page, browser, context, baseURL }) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const email = await register(page, '/account');
  // A cold server and the sign-in code loading make the first registration slow under load.
  await expect(page).toHaveURL(/\/account(\?welcome=1)?$/, { timeout: 45_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Exhale');
  // A new member is welcomed with their first steps, once: the flag leaves the address, a reload has no welcome.
  const welcome = page.getByRole('region', { name: 'Welcome to Exhale' });
  await expect(welcome.getByRole('listitem')).toHaveText([
    'Set your quit date and what you smoked in your quit plan',
    'Take the 2-minute dependence test',
    'Find your reasons in the motivation survey',
  ]);
  await expect(welcome.getByRole('link', { name: 'Take the 2-minute dependence test' })).toHaveAttribute('href', '/survey/test');
  await expect(page).toHaveURL(/\/account$/);
  // Empty states say what to do first.
  await expect(page.getByText('No quit date yet.')).toBeVisible();
  await expect(page.getByText('You are not in a challenge yet.')).toBeVisible();
  await expect(page.getByText('No certificate yet.')).toBeVisible();
  // A password sign-up has not confirmed its address: the newsletter is for the footer's form.
  await expect((await openAccountSection(page, 'Newsletter')).getByText(/^Your email address is not confirmed yet/)).toBeVisible();
  await expect((await openAccountSection(page, 'Your data')).getByRole('link', { name: 'Download my data' })).toHaveAttribute('href', '/api/me/export');
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'My Exhale' })).toBeVisible();
  await expectAccessible(page);

  // A certificate, by keyboard only: a bad name is refused on blur, in words.
  await typeInto(page, 'Name shown', ' ');
  await page.keyboard.press('Tab');
  await expect(page.getByText('Name shown is required.')).toBeVisible();
  // A day that has not come yet is refused in words (the server refuses it too: tests/integration/app-data).
  const since = page.locator('#cert-since');
  const today = await since.inputValue();
  await since.fill('2099-05-05');
  await since.blur(); // Tab would only move between the date's own parts
  await expect(page.getByText('Pick today or an earlier day.')).toBeVisible();
  await since.fill(today);
  await typeInto(page, 'Name shown', 'Robin Ková');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/certificate\/[A-Za-z0-9_-]{22}$/);
  await expect(page.locator('.certificate-name')).toHaveText('Robin Ková');
  await expect(page.locator('.certificate-milestone')).toHaveText('First smoke-free day');
  // Sharing is one button below the certificate, with the link in a field in the page's font (not code), outside the frame.
  const certificatePath = new URL(page.url()).pathname;
  await expect(page.locator('.certificate input, .certificate button')).toHaveCount(0);
  const link = page.getByLabel('Link to this certificate');
  await expect(link).toHaveValue(`${baseURL}${certificatePath}`);
  expect(await link.evaluate((e) => getComputedStyle(e).fontFamily)).not.toMatch(/mono/i);
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied.' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${certificatePath}`);
  await expectAccessible(page);
  // Back on /account, the form shows its defaults again, not what was just sent (nothing to send twice).
  await page.goBack();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByLabel('Name shown')).toHaveValue(email.split('@')[0]!);
  await page.goForward();
  await expect(page).toHaveURL(certificatePath);
  const image = await page.request.get(`/api/certificate-image/${certificatePath.split('/').pop()}?lang=ru-RU`);
  expect(image.headers()['content-type']).toBe('image/png');

  // A challenge, by keyboard only; the owner lands on its page with the counter and the link.
  await page.goto('/account');
  await typeInto(page, 'Length in days', '14');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/challenge-invite\/[A-Za-z0-9_-]{43}$/);
  const invitePath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your smoke-free challenge');
  await expect(page.getByTestId('challenge-counter')).toHaveText('Day 1 of 14');
  await expect(page.getByLabel('Invitation link')).toHaveValue(`${baseURL}${invitePath}`);
  await expectAccessible(page);

  // Both are listed on /account, with the invitation link to copy.
  await page.goto('/account');
  await expect(page.getByTestId('certificate')).toHaveCount(1);
  await expect(page.getByTestId('certificate').getByRole('heading')).toHaveText('Robin Ková');
  const challenge = page.getByTestId('challenge');
  await expect(challenge).toHaveCount(1);
  await expect(challenge.getByText('Day 1 of 14')).toBeVisible();
  // Its dates as the language writes a range (Intl), e.g. "May 3 – 16, 2026", not two dates joined by a word.
  await expect(challenge.getByRole('heading', { level: 3 })).toHaveText(/^\D+ \d+\s–\s(\D+ )?\d+, \d{4}$/);
  await expect(challenge.getByLabel('Invitation link')).toHaveValue(`${baseURL}${invitePath}`);
  await challenge.getByRole('button', { name: 'Share' }).focus();
  await page.keyboard.press('Enter');
  await expect(challenge.getByRole('status')).toHaveText('Link copied.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${invitePath}`);
  // The progress counts from the certificate's date (today): day 0, and says what is missing.
  await expect(page.getByTestId('progress')).toContainText('0 days smoke-free');
  await expect(page.getByText('the dependence test asks for it')).toBeVisible();
  // Pack figures that do not parse are refused in words, nothing is counted.
  await page.goto('/account?price=-3&size=20');
  await expect(page.getByRole('alert').filter({ hasText: 'Enter a pack price above 0 and a pack size from 1 to 100.' })).toBeVisible();
  await page.goto('/account');

  // A friend joins through the copied link and appears as a participant.
  const friend = await friendJoins(browser, invitePath);
  await page.reload();
  await expect(challenge.getByText('2 participants')).toBeVisible();
  // Each by an initial: a participant without a display name is never named by their address.
  await expect(challenge.getByTestId('challenge-today').getByRole('listitem')).toHaveText([
    `${email[0]!.toUpperCase()}. (you) Not checked in yet`,
    `${friend[0]!.toUpperCase()}. Not checked in yet`,
  ]);
  await expectAccessible(page);

  // German and Russian.
  await page.goto(urlFor('/account', 'de-DE'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mein Exhale');
  await expect(page.getByTestId('challenge').getByText('Tag 1 von 14')).toBeVisible();
  await expectAccessible(page);
  await page.goto(urlFor('/account', 'ru-RU'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Мой Exhale');
  await expect(page.getByTestId('challenge').getByText('День 1 из 14')).toBeVisible();
  await expect(page.locator('main')).not.toContainText('г..');
  await expectAccessible(page);
  await page.goto(`/ru${invitePath}`);
  await expect(page.locator('main')).not.toContainText('г..');
  await page.goto(`/ru${certificatePath}`);
  await expect(page.locator('.certificate-since')).not.toContainText('г..');

  // A name of 80 letters without a space wraps inside its card on a phone instead of widening the page.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/account');
  // With a certificate made, the form for another is a closed disclosure under its heading.
  await page.locator('summary:has(#new-certificate-title)').click();
  await typeInto(page, 'Name shown', 'x'.repeat(80));
  await page.getByRole('button', { name: 'Create the certificate' }).click();
  await expect(page).toHaveURL(/\/certificate\/[A-Za-z0-9_-]{22}$/);
  await page.goto('/account');
  await expect(page.getByTestId('certificate')).toHaveCount(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // One main action per card, the others as quiet links (the challenge's changes behind "Manage");
  // no button's text wraps inside its pill, nothing is cut off or sticks out.
  for (const card of [...(await page.getByTestId('certificate').all()), page.getByTestId('challenge')]) {
    await expect(card.locator('.button:visible')).toHaveCount(1);
  }
  const certificateCard = page.getByTestId('certificate').first();
  await expect(certificateCard.getByRole('link', { name: 'Print or save as PDF' })).toBeVisible();
  await expect(certificateCard.getByRole('link', { name: 'Edit' })).toBeVisible();
  expect(await layoutFaults(page)).toEqual([]);
  await expectAccessible(page);
  await page.goto(certificatePath);
  expect(await layoutFaults(page)).toEqual([]);
  await page.goto(invitePath);
  expect(await layoutFaults(page)).toEqual([]);
  await page.goto(urlFor('/account', 'de-DE'));
  expect(await layoutFaults(page)).toEqual([]);
});

test('a visitor with the session cookie but empty storage is signed in everywhere; /login forwards; signing out says so at home', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  // Signed in through the session API (what the sign-in screens do after Firebase Auth).
  const idToken = await idTokenFor(uniqueEmail('cookie'), 'account-pass-1', true);
  const made = await page.request.post('/api/session', { headers: { Authorization: `Bearer ${idToken}`, Origin: baseURL! } });
  expect(made.status()).toBe(200);
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Exhale');
  const cookies = (await page.context().cookies()).filter((c) => c.name === 'token' || c.name === 'exhale_session');
  expect(cookies.map((c) => c.name).sort()).toEqual(['exhale_session', 'token']);
  expect(cookies.find((c) => c.name === 'exhale_session')!.httpOnly).toBe(false);
  expect(cookies.find((c) => c.name === 'token')!.httpOnly).toBe(true);

  // A fresh browser with only the cookies: no localStorage, no Firebase state.
  const fresh = await browser.newContext();
  await fresh.addCookies(cookies);
  const other = await fresh.newPage();
  await other.goto('/de/hilfe');
  const nav = other.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(nav.getByRole('link', { name: 'Mein Exhale' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Anmelden' })).toHaveCount(0);
  expect(await other.evaluate(() => localStorage.getItem('exhale.auth'))).toBeNull();

  // /login forwards at once: to `redirect`, or to the member's space.
  await other.goto('/de/login');
  await expect(other).toHaveURL(/\/de\/mein-exhale$/);
  await other.goto('/login?redirect=%2Fde%2Fhilfe');
  await expect(other).toHaveURL(/\/de\/hilfe$/);

  // Signing out lands on the home page in the visitor's language and says so.
  await nav.getByRole('button', { name: 'Abmelden' }).click();
  await expect(other).toHaveURL(/\/de$/);
  await expect(other.getByRole('status').filter({ hasText: 'Du bist abgemeldet.' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Anmelden' })).toBeVisible();
  expect((await fresh.cookies()).filter((c) => c.name === 'token' || c.name === 'exhale_session')).toEqual([]);
  await fresh.close();
});

test('a member subscribes to the newsletter on /account and unsubscribes again, by keyboard, with focus kept on the button', async ({ page, baseURL }) => {
  // Its own address for the per-IP sign-up limit (a documentation address, only a header here).
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '203.0.113.21' });
  // An address nobody confirmed (a password sign-up) is sent to the footer's form, which anyone can use.
  const unconfirmed = await idTokenFor(uniqueEmail('claim'), 'account-pass-1', true);
  expect((await page.request.post('/api/session', { headers: { Authorization: `Bearer ${unconfirmed}`, Origin: baseURL! } })).status()).toBe(200);
  await page.goto('/account');
  const section = await openAccountSection(page, 'Newsletter');
  await expect(section.getByTestId('newsletter-state')).toHaveText(/^Your email address is not confirmed yet/);
  await expect(section.getByRole('button')).toHaveText(['Send me a confirmation link']);

  const idToken = await verifiedIdTokenFor(uniqueEmail('letter'), 'account-pass-1');
  const made = await page.request.post('/api/session', { headers: { Authorization: `Bearer ${idToken}`, Origin: baseURL! } });
  expect(made.status()).toBe(200);
  await page.goto('/account');
  await openAccountSection(page, 'Newsletter');
  await expect(section.getByTestId('newsletter-state')).toHaveText('You do not receive the newsletter.');
  await section.getByRole('button', { name: 'Subscribe in English' }).focus();
  await page.keyboard.press('Enter');
  await expect(section.getByTestId('newsletter-state')).toHaveText(
    'You asked for the newsletter in English: confirm it with the link in the email we sent you.',
  );
  await expect(section.getByRole('status')).toHaveText('Almost done: confirm with the link in the email we just sent you.');
  // The same button now unsubscribes, and it still has the keyboard focus: Enter again undoes it.
  await expect(section.getByRole('button', { name: 'Unsubscribe' })).toBeFocused();
  await expect(section.getByRole('button', { name: 'Unsubscribe' })).not.toHaveAttribute('aria-disabled');
  await page.keyboard.press('Enter');
  await expect(section.getByTestId('newsletter-state')).toHaveText('You do not receive the newsletter.');
  await expect(section.getByRole('button', { name: 'Subscribe in English' })).toBeFocused();
  await expectAccessible(page);
});

test('a member confirms their address from /account with the emailed link, in German, and can then manage the newsletter', async ({ page, baseURL }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '203.0.113.22' });
  const email = uniqueEmail('confirm');
  const idToken = await idTokenFor(email, 'account-pass-1', true);
  expect((await page.request.post('/api/session', { headers: { Authorization: `Bearer ${idToken}`, Origin: baseURL! } })).status()).toBe(200);
  await page.goto(urlFor('/account', 'de-DE'));
  const section = await openAccountSection(page, 'Newsletter');
  await expect(section.getByTestId('newsletter-state')).toHaveText(/^Deine E-Mail-Adresse ist noch nicht bestätigt/);
  await section.getByRole('button', { name: 'Bestätigungslink schicken' }).click();
  await expect(section.getByRole('status')).toHaveText(
    `Wir haben einen Bestätigungslink an ${email} geschickt. Öffne ihn und komm dann auf diese Seite zurück.`,
  );

  const [mail] = await outbox(page.request, email);
  expect(mail?.template).toBe('confirm-address');
  const link = /https?:\/\/\S+mode=verifyEmail\S+/.exec(mail!.text)![0];
  await page.goto(link);
  // Opening the link names the address and confirms nothing yet (a mail scanner opening links, or
  // someone whose address a stranger registered, confirms nothing by loading the page).
  await expect(page.locator('.auth-screen')).toContainText(`Bitte bestätige, dass ${email} die E-Mail-Adresse deines Exhale-Kontos ist.`);
  const other = await page.context().newPage();
  await other.goto(urlFor('/account', 'de-DE'));
  await expect(other.getByRole('region', { name: 'Newsletter', exact: true }).getByTestId('newsletter-state')).toHaveText(
    /^Deine E-Mail-Adresse ist noch nicht bestätigt/,
  );
  await other.close();
  await page.getByRole('button', { name: 'E-Mail-Adresse bestätigen' }).click();
  await expect(page.locator('.auth-screen [role=status]')).toHaveText('Danke: Deine E-Mail-Adresse ist bestätigt.');
  await expectAccessible(page, '/de/login?mode=verifyEmail (done)');
  await page.getByRole('link', { name: 'Weiter zu Mein Exhale' }).click();
  await expect(page).toHaveURL(new RegExp(`${urlFor('/account', 'de-DE')}$`));
  await openAccountSection(page, 'Newsletter');
  await expect(section.getByTestId('newsletter-state')).toHaveText('Du bekommst den Newsletter nicht.');
  await expect(section.getByRole('button', { name: 'Auf Deutsch abonnieren' })).toBeVisible();

  // The link works once.
  await page.goto(link);
  await expect(page.locator('.auth-screen [role=alert]')).toHaveText(
    'Dieser Link ist ungültig, wurde bereits benutzt oder ist abgelaufen. Bitte fordere einen neuen an.',
  );
});
