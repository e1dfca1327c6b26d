import { expect, test, type Page } from '@playwright/test';
import { idTokenFor, signedIn, startSession, uniqueEmail, verifiedIdTokenFor } from './helpers';
import { expectAccessible } from './axe';

const DAY = 86_400_000;
const NHS_TIPS = 'https://www.nhs.uk/live-well/quit-smoking/10-self-help-tips-to-stop-smoking/';

/**
 * "I have a craving now" (issue #34) in English, German and Russian: a member with a plan opens it from
 * /account; the breathing exercise runs with reduced motion (a still circle, the phase changing in
 * words); the CMS's tips with their sources, the member's reasons and their quitline as a tel: link
 * are there; a craving of 7 is logged and /account's check-in shows it. Without JavaScript the steps
 * are text; signed out, the page asks to sign in.
 */
const cases = [
  {
    locale: 'en-US',
    account: '/account',
    craving: '/account/craving',
    link: 'I have a craving now',
    start: 'Start breathing',
    pause: 'Pause',
    phases: ['Breathe in', 'Breathe out', 'Paused.'],
    progress: 'Breath 1 of 18',
    step: 'Breathe in gently through your nose, counting steadily from 1 to 5.',
    tip: 'Wait five minutes',
    source: 'NHS: 10 self-help tips to stop smoking',
    reasons: ['My health', 'Saving money'],
    tel: 'tel:+18007848669',
    logged: 'Logged. You got through it.',
  },
  {
    locale: 'de-DE',
    account: '/de/mein-exhale',
    craving: '/de/mein-exhale/rauchverlangen',
    link: 'Ich habe gerade Rauchverlangen',
    start: 'Atemübung starten',
    pause: 'Pause',
    phases: ['Einatmen', 'Ausatmen', 'Pausiert.'],
    progress: 'Atemzug 1 von 18',
    step: 'Atme sanft durch die Nase ein und zähl dabei ruhig von 1 bis 5.',
    tip: 'Fünf Minuten abwarten',
    source: 'NHS (Großbritannien, auf Englisch): 10 Tipps zum Rauchstopp',
    reasons: ['Meine Gesundheit', 'Geld sparen'],
    tel: 'tel:+498008313131',
    logged: 'Eingetragen. Du hast es geschafft.',
  },
  {
    locale: 'ru-RU',
    account: '/ru/личный-кабинет',
    craving: '/ru/личный-кабинет/тяга',
    link: 'У меня сейчас тяга',
    start: 'Начать упражнение',
    pause: 'Пауза',
    phases: ['Вдох', 'Выдох', 'Пауза.'],
    progress: 'Цикл 1 из 18',
    step: 'Мягко вдохни через нос, спокойно считая от 1 до 5.',
    tip: 'Подожди пять минут',
    source: 'NHS (Великобритания, на английском): 10 советов, как бросить курить',
    reasons: ['Моё здоровье', 'Экономия денег'],
    tel: 'tel:+78002000200',
    logged: 'Отмечено. Эта тяга позади.',
  },
] as const;

const pathOf = (page: Page) => decodeURIComponent(new URL(page.url()).pathname);

for (const c of cases) {
  test(`${c.locale}: breathe with reduced motion, tips with sources, reasons, the quitline, and a craving of 7 in today's check-in`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail(`craving-${c.locale}`);
    const page = await signedIn(browser, baseURL!, email, 'craving-pass-1', 'confirmed', {
      locale: c.locale,
      timezoneId: 'Europe/Berlin',
      reducedMotion: 'reduce',
    });
    // The plan with two reasons, through the app's callable (the same function as /account's form).
    const token = await idTokenFor(email, 'craving-pass-1');
    const quitDate = new Date(Date.now() - 5 * DAY).toISOString().slice(0, 10);
    const plan = { quitDate, cigarettesPerDay: 20, packPrice: 8, packSize: 20, currency: 'EUR', timeZone: 'Europe/Berlin', reasons: ['health', 'money'] };
    const set = await page.request.post('/api/fn/setQuitPlan', { data: { data: plan }, headers: { Authorization: `Bearer ${token}` } });
    expect(set.status()).toBe(200);

    await page.goto(c.account);
    await page.locator('section[aria-labelledby="journey-title"]').getByRole('link', { name: c.link }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.link);
    expect(pathOf(page)).toBe(c.craving);

    // The steps as text, and the guided exercise, started and paused from the keyboard.
    await expect(page.getByTestId('breathing-steps').locator('li')).toHaveCount(4);
    await expect(page.getByTestId('breathing-steps')).toContainText(c.step);
    const exercise = page.getByTestId('breathing');
    const phase = exercise.getByTestId('breathing-phase');
    await expect(phase).toHaveAttribute('aria-live', 'polite');
    await exercise.getByRole('button', { name: c.start }).focus();
    await page.keyboard.press('Enter');
    await expect(phase).toHaveText(c.phases[0]);
    await expect(exercise.getByTestId('breathing-progress')).toHaveText(c.progress);
    const circle = exercise.locator('[data-phase]');
    await expect(circle).toHaveAttribute('data-phase', 'in');
    // Reduced motion: the circle stands still while the phases change in words.
    expect(await circle.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    await expect(phase).toHaveText(c.phases[1], { timeout: 10_000 });
    expect(await circle.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    // Without the preference, the same circle breathes.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    expect(await circle.evaluate((el) => getComputedStyle(el).animationName)).not.toBe('none');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await exercise.getByRole('button', { name: c.pause }).press('Space');
    await expect(phase).toHaveText(c.phases[2]);

    // Tips from the CMS, each naming its source with a link; the member's reasons; the quitline.
    const tips = page.getByTestId('craving-tips');
    await expect(tips.getByRole('heading', { level: 3, name: c.tip })).toBeVisible();
    await expect(tips.getByRole('link', { name: c.source }).first()).toHaveAttribute('href', NHS_TIPS);
    await expect(tips.locator('li')).toHaveCount(6);
    await expect(tips.locator('li a[href^="https://"]')).toHaveCount(6);
    await expect(page.getByTestId('craving-reasons').locator('li')).toHaveText([...c.reasons]);
    await expect(page.getByTestId('craving-quitline').locator(`a[href="${c.tel}"]`)).toBeVisible();
    await expect(page.getByTestId('craving-quitline').locator('a[href^="https://"]').last()).toBeVisible();
    await expectAccessible(page);

    // Logged into today's check-in.
    const log = page.locator('form[aria-labelledby="craving-log-title"]');
    await log.locator('input[name="craving"][value="7"]').check({ force: true });
    await log.locator('input[name="triggers"][value="stress"]').check();
    await log.locator('button[type="submit"]').click();
    await expect(log.getByRole('status')).toHaveText(c.logged);

    await page.goto(c.account);
    const checkIn = page.locator('form[aria-labelledby="check-in-title"]');
    await expect(checkIn.locator('input[name="craving"][value="7"]')).toBeChecked();
    await expect(checkIn.locator('input[name="triggers"][value="stress"]')).toBeChecked();
    await expect(checkIn.locator('input[name="smoke-free"]').first()).toBeChecked();
    await page.context().close();
  });
}

test('without JavaScript the breathing exercise is its steps as text; signed out, the page asks to sign in', async ({ browser, baseURL }) => {
  const email = uniqueEmail('craving-nojs');
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'de-DE' });
  const page = await context.newPage();
  // Signed out: to sign-in, with the way back kept.
  await page.goto('/de/mein-exhale/rauchverlangen');
  expect(pathOf(page)).toBe('/de/login');
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/de/mein-exhale/rauchverlangen');

  await startSession(page, baseURL!, await verifiedIdTokenFor(email, 'craving-pass-1'));
  await page.goto('/de/mein-exhale/rauchverlangen');
  const steps = page.getByTestId('breathing-steps').locator('li');
  await expect(steps).toHaveText([
    'Mach es dir bequem: Setz dich, stell dich mit beiden Füßen flach auf den Boden oder leg dich hin.',
    'Atme sanft durch die Nase ein und zähl dabei ruhig von 1 bis 5.',
    'Lass den Atem ohne Pause und ohne ihn anzuhalten sanft durch den Mund ausströmen und zähl dabei von 1 bis 5.',
    'Mach das 3 bis 5 Minuten lang.',
  ]);
  await expect(page.getByRole('link', { name: 'Atemübungen gegen Stress (NHS, auf Englisch)' })).toHaveAttribute(
    'href',
    'https://www.nhs.uk/mental-health/self-help/guides-tools-and-activities/breathing-exercises-for-stress/',
  );
  // Nothing of the guided exercise is there without its script; the tips are.
  await expect(page.getByTestId('breathing')).toHaveCount(0);
  await expect(page.getByTestId('craving-tips').locator('li')).toHaveCount(6);
  await context.close();
});
