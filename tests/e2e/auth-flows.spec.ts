import { expect, test, type Page } from '@playwright/test';
import { ADMIN, MEMBER, oobCodes, outbox, uniqueEmail, openBeforeScripts, submitRegistration } from './helpers';

// Sign-in flows in Chromium against the real Firebase Auth emulator.

/** Opens a sign-in screen and waits until it is hydrated. */
async function open(page: Page, url: string) {
  await page.goto(url);
  await page.locator('.auth-screen[data-ready]').first().waitFor();
}

async function fillLogin(page: Page, email: string, password: string) {
  await page.locator('main').getByLabel('Email address').fill(email);
  await page.locator('main').getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('register → /admin refused → sign out → /admin → sign in as admin → lands on /admin', async ({ page }) => {
  const email = uniqueEmail('reg');
  await open(page, '/register');
  await submitRegistration(page, email, 'secret-pass-1');
  // Registration asks for the address's confirmation email before it moves on (up to 3 s), then
  // leads the new member into /account with a welcome and their first steps (not to the home page).
  await expect(page).toHaveURL(/localhost:\d+\/account(\?welcome=1)?$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Welcome to Exhale' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();

  await page.goto('/admin');
  await expect(page).toHaveURL(/\/error\?message=no(\+|%20)admin(\+|%20)rights/);
  await expect(page.locator('main [role=alert]')).toHaveText('You do not have admin rights for this page.');

  await page.getByRole('button', { name: 'Sign out' }).click();
  // Signing out ends the session on the server, loads Firebase Auth's code if it is not yet there and
  // then loads the home page anew, which says so: under CI's load that chain once took longer than 5 s.
  // The next page is opened only after that trip home, which would otherwise overtake it.
  await expect(page.getByRole('status').filter({ hasText: 'You are signed out.' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Sign in' })).toBeVisible();
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin$/);
  await page.locator('.auth-screen[data-ready]').waitFor();
  await fillLogin(page, ADMIN.email, ADMIN.password);
  // The first render of the admin dashboard after the server starts reads the database cold.
  await expect(page).toHaveURL(/\/admin$/, { timeout: 15_000 });
  await expect(page.locator('[data-layout="admin"]')).toBeVisible();
});

test('a sign-in typed and sent before the sign-in code arrived still signs in, and follows the redirect', async ({ page, baseURL }) => {
  // The page arrives with its form as plain HTML: the visitor fills it in and presses the button
  // before the real form exists.
  await openBeforeScripts(page, '/login?redirect=%2Fadmin');
  await expect(page.locator('.auth-screen')).not.toHaveAttribute('data-ready');
  await fillLogin(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(`${baseURL}/admin`, { timeout: 15_000 }); // a cold first admin render
  await expect(page.locator('[data-layout="admin"]')).toBeVisible();
});

test('keyboard focus stays where it was when the sign-in code arrives', async ({ page }) => {
  await openBeforeScripts(page, '/login');
  // Tab to the plain form's button; the real form takes its place while it has focus.
  await page.locator('main').getByLabel('Password', { exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeFocused();
  await page.locator('.auth-screen[data-ready]').waitFor();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Forgot your password?' })).toBeFocused();
});

test('the sign-in form is in the HTML of the page, labelled, before any script runs', async ({ request }) => {
  const html = await (await request.get('/de/login')).text();
  expect(html).toMatch(/<label for="email">E-Mail-Adresse<\/label><input[^>]*id="email"[^>]*name="email"/);
  expect(html).toMatch(/<label for="password">Passwort<\/label><input[^>]*type="password"/);
  expect(html).toContain('Anmelden</button>');
  expect(html).toContain('href="/de/login?mode=emailLink">Anmeldelink per E-Mail schicken</a>');
});

test('a redirect parameter that leaves the site is ignored after sign-in', async ({ browser, baseURL }) => {
  for (const evil of ['https://evil.example/x', '//evil.example/x', '/\\evil.example']) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await open(page, `/login?redirect=${encodeURIComponent(evil)}`);
    await fillLogin(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await context.close();
  }
});

test('password reset end to end, in German', async ({ page }) => {
  // Its own address for the per-IP limit on confirmation emails (a documentation address, only a header here).
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '203.0.113.23' });
  const email = uniqueEmail('reset');
  await open(page, '/de/register');
  await page.locator('main').getByLabel('E-Mail-Adresse').fill(email);
  await page.locator('main').getByLabel('Passwort', { exact: true }).fill('old-password-1');
  await page.locator('main').getByLabel('Passwort wiederholen').fill('old-password-1');
  await page
    .locator('main')
    .getByLabel(/Ich akzeptiere/)
    .check();
  await page.getByRole('button', { name: 'Konto erstellen' }).click();
  await expect(page).toHaveURL(/\/de\/mein-exhale(\?welcome=1)?$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Willkommen bei Exhale' })).toBeVisible();
  // The new account's address gets a confirmation link at once, in German.
  await expect.poll(async () => (await outbox(page.request, email)).length, { timeout: 15_000 }).toBe(1);
  const [welcome] = await outbox(page.request, email);
  expect(welcome?.template).toBe('confirm-address');
  expect(welcome?.subject).toBe('Bestätige deine E-Mail-Adresse für Exhale');
  expect(welcome?.text).toMatch(/https?:\/\/\S+\/de\/login\?mode=verifyEmail&oobCode=\S+/);
  // Signing out ends with a trip home that says so; opening the next page before it arrives would
  // race that trip (and show its notice on the sign-in page instead).
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Du bist abgemeldet.' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Abmelden' })).toHaveCount(0);

  await open(page, '/de/login');
  await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
  await expect(page.getByRole('heading', { name: 'Passwort zurücksetzen' })).toBeVisible();
  await page.locator('.auth-screen[data-ready]').waitFor();
  await page.locator('main').getByLabel('E-Mail-Adresse').fill(email);
  await page.getByRole('button', { name: 'Link senden' }).click();
  await expect(page.locator('.auth-screen [role=status]')).toContainText(email);

  const code = (await oobCodes()).filter((c) => c.email === email && c.requestType === 'PASSWORD_RESET').pop();
  expect(code).toBeTruthy();
  await open(page, `/de/login?mode=resetPassword&oobCode=${encodeURIComponent(code!.oobCode)}`);
  await page.locator('main').getByLabel('Neues Passwort').fill('new-password-2');
  await page.locator('main').getByLabel('Passwort wiederholen').fill('new-password-2');
  await page.getByRole('button', { name: 'Neues Passwort speichern' }).click();
  await expect(page.locator('.auth-screen [role=status]')).toHaveText('Dein Passwort wurde geändert. Du kannst dich jetzt damit anmelden.');

  // The used link no longer works, the old password neither; the new one does.
  await open(page, `/de/login?mode=resetPassword&oobCode=${encodeURIComponent(code!.oobCode)}`);
  await page.locator('main').getByLabel('Neues Passwort').fill('another-pass-3');
  await page.locator('main').getByLabel('Passwort wiederholen').fill('another-pass-3');
  await page.getByRole('button', { name: 'Neues Passwort speichern' }).click();
  await expect(page.locator('.auth-screen [role=alert]')).toHaveText(/ungültig, wurde bereits benutzt oder ist abgelaufen/);

  await open(page, '/de/login');
  await page.locator('main').getByLabel('E-Mail-Adresse').fill(email);
  await page.locator('main').getByLabel('Passwort', { exact: true }).fill('old-password-1');
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.locator('.auth-screen [role=alert]')).toHaveText('E-Mail-Adresse oder Passwort sind nicht korrekt.');
  await page.locator('main').getByLabel('Passwort', { exact: true }).fill('new-password-2');
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(/\/de$/);
});

/** The sign-in page (to /data-deletion afterwards) with the emulator's Google popup opened and loaded. */
async function googlePopup(page: Page) {
  await open(page, '/login?redirect=%2Fdata-deletion');
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  return popup;
}

test('Google sign-in in a popup served by the emulator', async ({ page }) => {
  const popup = await googlePopup(page);
  await popup.locator('#add-account-button').click();
  await popup.locator('#autogen-button').click();
  await popup.locator('#sign-in').click();
  await expect(page).toHaveURL(/\/data-deletion$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Delete your data');
});

test('closing the Google popup before choosing an account says so, and the visitor stays on the sign-in page', async ({ page }) => {
  const popup = await googlePopup(page);
  await popup.close();
  // A sign-in may still arrive for a while after its window closed (spec §8: an 8 s wait), then the message.
  await expect(page.locator('main').getByText('The sign-in window was closed before you finished. Please try again.')).toBeVisible({
    timeout: 15_000,
  });
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdata-deletion$/);
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
});

test('a wrong password and an address without an account get the same message', async ({ page }) => {
  const alert = page.locator('main').getByText('The email address or the password is not correct.');
  for (const email of [MEMBER.email, uniqueEmail('nobody')]) {
    await open(page, '/login');
    await fillLogin(page, email, 'not-the-password-1');
    await expect(alert, email).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  }
});

test('bad input shows its message and submits nothing', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('identitytoolkit') || r.url().includes('/api/session')) calls.push(r.url());
  });

  await open(page, '/login');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.locator('.auth-screen [role=alert]').first()).toHaveText('Sorry, not all fields are filled out correctly.');
  await expect(page.locator('#email-error')).toHaveText('Email address is required.');
  await expect(page.locator('#password-error')).toHaveText('Password is required.');

  // Messages show on blur.
  await page.locator('main').getByLabel('Email address').fill('not-an-email');
  await page.locator('main').getByLabel('Password', { exact: true }).focus();
  await expect(page.locator('#email-error')).toHaveText('Please enter a valid email address.');

  await open(page, '/register');
  await page.locator('main').getByLabel('Email address').fill(uniqueEmail('bad'));
  await page.locator('main').getByLabel('Password', { exact: true }).fill('abc');
  await page.locator('main').getByLabel('Repeat password').fill('abd');
  await page.locator('main').getByLabel('Repeat password').blur(); // its message appears now, not under the next click
  const terms = page.locator('main').getByLabel(/I accept the terms of use/);
  await terms.check();
  await terms.uncheck(); // checkboxes: message on change
  await expect(page.locator('#terms-error')).toHaveText('Please accept the terms to continue.');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.locator('#password-error')).toHaveText('Password: at least 6 characters.');
  await expect(page.locator('#confirm-error')).toHaveText('The two entries do not match.');

  await open(page, '/pl/login');
  await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
  await expect(page.locator('#email-error')).toHaveText('Adres e-mail: to pole jest wymagane.');
  expect(calls).toEqual([]);
});
