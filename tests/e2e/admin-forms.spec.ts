import { expect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN, confirmSubscription, idTokenFor, outbox, serverActions, signedIn, subscribeInFooter, uniqueEmail } from './helpers';
import { expectAccessible } from './axe';

/** Signed in as the admin; the admin area asks in its own dialog, so a native confirm() fails the test. */
async function adminPage(browser: Browser, baseURL: string): Promise<Page> {
  const page = await signedIn(browser, baseURL, ADMIN.email, ADMIN.password);
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
    const admin = await adminPage(browser, baseURL!);
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
  const admin = await adminPage(browser, baseURL!);
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

test('the campaign form in German: bad input gets German messages on blur and on submit, creates nothing; two quick submits create one campaign', async ({
  browser,
  baseURL,
}) => {
  const admin = await signedIn(browser, baseURL!, ADMIN.email, ADMIN.password);
  const actions = serverActions(admin);
  await admin.goto('/de/admin/code-campaigns');
  const form = admin.locator('form', { has: admin.getByRole('button', { name: 'Kampagne erstellen' }) });
  await expect(form).toHaveAttribute('novalidate', '');
  const name = form.getByLabel('Name', { exact: true });
  const count = form.getByLabel('Anzahl der Codes');
  const prefix = form.getByLabel('Code-Präfix (optional)');
  const until = form.getByLabel('Gültig bis');

  // Messages on blur, in the page's language.
  await name.fill('X');
  await name.press('Tab');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Name: mindestens 2 Zeichen.');
  const campaign = `E2E ungültig ${Date.now()}`;
  await name.fill(campaign);
  await name.press('Tab');
  await expect(name).not.toHaveAttribute('aria-invalid');
  await count.fill('0');
  await count.press('Tab');
  await expect(count).toHaveAccessibleDescription('Anzahl der Codes: Gib eine ganze Zahl von 1 bis 100.000 ein.');
  await prefix.fill('ab-1');
  await prefix.press('Tab');
  await expect(prefix).toHaveValue('AB-1');
  await expect(prefix).toHaveAccessibleDescription(/^Dieses Feld ist ungültig\./);
  await until.fill('2020-01-01');
  await until.blur(); // Tab would move between the date's own parts
  await expect(until).toHaveAccessibleDescription('Das Enddatum muss nach dem Startdatum liegen.');

  // Submitted anyway: the form-level message, no Server Action, no campaign.
  await form.getByRole('button', { name: 'Kampagne erstellen' }).click();
  // A long form: the message is a summary that links to each invalid field.
  await expect(form.getByRole('alert').getByRole('paragraph')).toHaveText('Leider sind nicht alle Felder korrekt ausgefüllt.');
  await expect(form.getByRole('alert').getByRole('link', { name: 'Das Enddatum muss nach dem Startdatum liegen.' })).toHaveAttribute('href', '#c-until');
  await expectAccessible(admin); // with its messages showing
  // The form-level alert is the refusal (the invalid branch, not the action); after a reload, the
  // server has no such campaign, and no Server Action request left the page up to then.
  await admin.reload();
  await expect(admin.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(admin.getByRole('link', { name: campaign })).toHaveCount(0);
  expect(actions).toEqual([]);

  // Corrected, and submitted twice within a few milliseconds (spec §9: submits are debounced by
  // 20 ms): one campaign. (A double click is not enough to show it: the button is disabled in time.)
  const valid = `E2E gültig ${Date.now()}`;
  await form.getByLabel('Name', { exact: true }).fill(valid);
  await form.getByLabel('Anzahl der Codes').fill('3');
  await form.getByLabel('Code-Präfix (optional)').fill('de');
  await form.evaluate((f: HTMLFormElement) => {
    f.requestSubmit();
    f.requestSubmit();
  });
  await expect(admin.getByRole('status').filter({ hasText: `Kampagne „${valid}“ mit 3 Codes erstellt.` })).toBeVisible();
  await admin.goto('/de/admin/code-campaigns');
  await expect(admin.getByRole('link', { name: valid })).toHaveCount(1);
  expect(actions).toHaveLength(1);
});

test('the newsletter form: bad input gets messages on blur and on submit, asks for no confirmation and sends nothing', async ({ browser, baseURL, page }) => {
  // "Send newsletter" is enabled only with an active subscriber: one of its own, whatever ran before.
  const reader = uniqueEmail('nl-form');
  await subscribeInFooter(page, reader);
  await confirmSubscription(page, /\/subscribe-verify\/[A-Za-z0-9_-]{43}/.exec((await outbox(page.request, reader))[0]!.text)![0]);
  const admin = await signedIn(browser, baseURL!, ADMIN.email, ADMIN.password);
  const dialogs: string[] = [];
  admin.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const actions = serverActions(admin);
  await admin.goto('/admin/email');
  const form = admin.locator('form', { has: admin.getByRole('button', { name: 'Send newsletter' }) });
  await expect(form).toHaveAttribute('novalidate', '');
  const subject = form.getByLabel('Subject');
  const body = form.getByLabel('Text');

  await subject.fill('Hi');
  await subject.press('Tab');
  await expect(subject).toHaveAccessibleDescription('Subject: at least 3 characters.');
  const title = `Never sent ${Date.now()}`;
  await subject.fill(title);
  await body.focus();
  await body.press('Tab');
  // The error first, then the field's Markdown hint.
  await expect(body).toHaveAccessibleDescription(/^Text is required\. Markdown: \*\*bold\*\*/);
  await body.fill('Too short');
  await body.press('Tab');
  await expect(body).toHaveAccessibleDescription(/^Text: at least 10 characters\. Markdown:/);
  // The languages: a message as soon as the last one is unticked (checkboxes: on change).
  for (const lang of ['English', 'Deutsch', 'Français', 'Nederlands', 'Español', 'Русский', 'Italiano', 'Português', 'Polski'])
    await form.getByLabel(lang, { exact: true }).uncheck();
  const languages = form.getByRole('group', { name: 'To subscribers in these languages' });
  await expect(languages).toHaveAccessibleDescription('Choose at least one language.');

  await form.getByRole('button', { name: 'Send newsletter' }).click();
  await expect(form.getByRole('alert').getByRole('paragraph')).toHaveText('Sorry, not all fields are filled out correctly.');
  await expect(form.getByRole('alert').getByRole('link', { name: 'Choose at least one language.' })).toHaveAttribute('href', '#nl-locales');
  await expectAccessible(admin);
  // One language ticked again: its message goes at once; the text is still too short.
  await form.getByLabel('English', { exact: true }).check();
  await expect(languages).not.toHaveAccessibleDescription('Choose at least one language.');
  await form.getByRole('button', { name: 'Send newsletter' }).click();
  await expect(body).toHaveAccessibleDescription(/^Text: at least 10 characters\. Markdown:/);
  await expect(admin.getByRole('dialog')).toHaveCount(0);
  // Refused in the page: the outbox holds nothing with this title, a reload shows none, and no
  // confirmation dialog or Server Action request came from the page up to then.
  const { result } = (await (await admin.request.get('/api/dev/outbox')).json()) as { result: Array<{ subject: string }> };
  expect(result.filter((m) => m.subject === title)).toEqual([]);
  await admin.reload();
  await expect(admin.getByRole('heading', { name: 'Outbox' })).toBeVisible();
  await expect(admin.getByText(title)).toHaveCount(0);
  expect(dialogs).toEqual([]);
  expect(actions).toEqual([]);
});

test('a quit reason in Polish: a bad key and no English label get Polish messages, and nothing is added', async ({ browser, baseURL }) => {
  const admin = await signedIn(browser, baseURL!, ADMIN.email, ADMIN.password);
  const actions = serverActions(admin);
  await admin.goto('/pl/admin/quit-reasons');
  const items = await admin.locator('form.list-item').count();
  const form = admin.getByRole('form', { name: 'Nowy wpis' });
  await expect(form).toHaveAttribute('novalidate', '');
  const key = form.getByLabel('Klucz');
  await key.fill('Świeże Powietrze');
  await key.press('Tab');
  await expect(key).toHaveAccessibleDescription('Klucz: od 2 do 40 znaków, tylko małe litery a–z, cyfry i łączniki.');
  const polish = `Świeże powietrze ${Date.now()}`;
  await form.getByLabel(/^Polski/).fill(polish);
  await form.getByRole('button', { name: 'Dodaj' }).click();
  await expect(form.getByRole('alert')).toHaveText('Niestety nie wszystkie pola są poprawnie wypełnione.');
  await expect(form.getByLabel(/^English/)).toHaveAccessibleDescription('English: to pole jest wymagane.');
  // Refused in the page: after a reload the list has as many entries as before, and no Server Action
  // request left the page up to then.
  await admin.reload();
  await expect(admin.getByRole('form', { name: 'Nowy wpis' })).toBeVisible();
  await expect(admin.locator('form.list-item')).toHaveCount(items);
  expect(actions).toEqual([]);
});
