import { expect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN, idTokenFor, uniqueEmail } from './helpers';
import { expectAccessible } from './axe';

async function signedIn(browser: Browser, baseURL: string, email: string, password: string, signUp = false): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const res = await page.request.post('/api/session', { headers: { Authorization: `Bearer ${await idTokenFor(email, password, signUp)}`, Origin: baseURL } });
  expect(res.status()).toBe(200);
  // The admin area asks in its own dialog: a native confirm() would fail the test.
  page.on('dialog', (d) => {
    throw new Error(`window.${d.type()} was used: ${d.message()}`);
  });
  return page;
}

const cases = [
  {
    locale: 'en-US',
    prefix: '',
    name: 'Name',
    count: 'Number of codes',
    create: 'Create campaign',
    created: (n: string) => `Campaign “${n}” created with 3 codes.`,
    deactivate: 'Deactivate campaign',
    cancel: 'Cancel',
    deactivated: 'Deactivated',
    section: 'Code campaigns',
    trail: 'Breadcrumb',
    logCreated: (n: string) => `Campaign “${n}” created with 3 codes`,
    logDeactivated: (n: string) => `Campaign “${n}” deactivated`,
    allActions: 'All actions',
    show: 'Show',
  },
  {
    locale: 'de-DE',
    prefix: '/de',
    name: 'Name',
    count: 'Anzahl der Codes',
    create: 'Kampagne erstellen',
    created: (n: string) => `Kampagne „${n}“ mit 3 Codes erstellt.`,
    deactivate: 'Kampagne deaktivieren',
    cancel: 'Abbrechen',
    deactivated: 'Deaktiviert',
    section: 'Code-Kampagnen',
    trail: 'Brotkrumennavigation',
    logCreated: (n: string) => `Kampagne „${n}“ mit 3 Codes erstellt`,
    logDeactivated: (n: string) => `Kampagne „${n}“ deaktiviert`,
    allActions: 'Alle Aktionen',
    show: 'Anzeigen',
  },
];

for (const c of cases) {
  test(`${c.locale}: a campaign created by double click exists once, its page opens with the message and names it in the breadcrumbs; deactivation through the page's dialog by keyboard`, async ({
    browser,
    baseURL,
  }) => {
    const admin = await signedIn(browser, baseURL!, ADMIN.email, ADMIN.password);
    const name = `E2E double ${c.locale} ${Date.now()}`;
    await admin.goto(`${c.prefix}/admin/code-campaigns`);
    await admin.getByLabel(c.name, { exact: true }).fill(name);
    await admin.getByLabel(c.count).fill('3');
    await admin.getByRole('button', { name: c.create }).dblclick();
    await expect(admin).toHaveURL(/\/code-campaigns\/[0-9a-f-]{36}\?created=1$/);
    await expect(admin.getByRole('status').filter({ hasText: c.created(name) })).toBeVisible();
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText(name);
    const trail = admin.getByRole('navigation', { name: c.trail });
    await expect(trail.locator('[aria-current="page"]')).toHaveText(name);
    await expect(trail.getByRole('link', { name: c.section })).toBeVisible();
    await expect(admin.locator('main')).not.toContainText('[id]');

    // One campaign with that name, however often the button was pressed.
    await admin.goto(`${c.prefix}/admin/code-campaigns`);
    await expect(admin.getByRole('link', { name, exact: true })).toHaveCount(1);
    await admin.getByRole('link', { name, exact: true }).click();

    // The dialog: focus moves in, Escape cancels and focus returns to the button.
    const button = admin.getByRole('button', { name: c.deactivate });
    await button.focus();
    await admin.keyboard.press('Enter');
    const dialog = admin.getByRole('dialog', { name: c.deactivate });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(name);
    await expect(dialog.getByRole('button', { name: c.cancel })).toBeFocused();
    await expectAccessible(admin);
    await admin.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    await expect(admin.getByTestId('status')).not.toHaveText(c.deactivated);

    // Again, and confirm by keyboard: Tab to the confirm button (named after the action), Enter.
    await admin.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await admin.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: c.deactivate })).toBeFocused();
    await admin.keyboard.press('Enter');
    await expect(admin.getByTestId('status')).toHaveText(c.deactivated);

    // The audit log says it in words, and filters by action and person (a plain GET form).
    await admin.goto(`${c.prefix}/admin/user-roles`);
    const log = admin.locator('table.audit-log');
    await expect(log.getByRole('cell', { name: c.logCreated(name), exact: true })).toHaveCount(1);
    await expect(log.getByRole('cell', { name: c.logDeactivated(name), exact: true })).toHaveCount(1);
    const filter = admin.locator('form', { has: admin.getByRole('option', { name: c.allActions }) });
    await filter.locator('select[name="action"]').selectOption('deactivate-campaign');
    await filter.locator('input[name="person"]').fill(ADMIN.email);
    await filter.getByRole('button', { name: c.show }).click();
    await expect(admin).toHaveURL(/action=deactivate-campaign&person=admin%40example\.test/);
    await expect(log.getByRole('cell', { name: c.logDeactivated(name), exact: true })).toHaveCount(1);
    await expect(log.getByRole('cell', { name: c.logCreated(name), exact: true })).toHaveCount(0);
    await admin.goto(`${c.prefix}/admin/user-roles?action=create-campaign&person=nobody%40example.test`);
    await expect(log).toHaveCount(0);
    await admin.goto(`${c.prefix}/admin/user-roles?action=%00bogus`);
    await expect(log.getByRole('cell', { name: c.logCreated(name), exact: true })).toHaveCount(1);
  });
}

test('a member timeline names the member in the breadcrumbs, never the route pattern', async ({ browser, baseURL }) => {
  const email = uniqueEmail('timeline');
  const token = await idTokenFor(email, 'timeline-pass-1', true);
  const admin = await signedIn(browser, baseURL!, ADMIN.email, ADMIN.password);
  const step = await admin.request.post('/api/fn/recordOnboardingStep', {
    data: { data: { step: 'welcome', at: new Date().toISOString(), platform: 'web' } },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(step.status(), await step.text()).toBe(200);
  const uid = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).user_id as string;
  await admin.goto(`/admin/onboarding-funnel/${uid}`);
  const trail = admin.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.locator('[aria-current="page"]')).toHaveText(email);
  await expect(trail.getByRole('link', { name: 'Onboarding funnel' })).toBeVisible();
});
