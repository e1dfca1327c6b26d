import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { openBeforeScripts, urlFor } from './helpers';

const answers = ['Within 5 minutes', 'Yes', 'The first one in the morning', '11 to 20', 'No', 'No']; // 3+1+1+1+0+0 = 6

test('the dependence test steps one question at a time by keyboard, with progress and focus on the question', async ({ page }) => {
  await page.goto('/survey/test');
  const progress = page.locator('form.survey [aria-live="polite"]');
  await expect(progress).toHaveText('Question 1 of 6');
  await expect(page.locator('fieldset.question:visible')).toHaveCount(1);
  // Next without an answer: the question says what is missing and stays.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.locator('#q1-error')).toHaveText('Please answer question 1.');
  await expect(progress).toHaveText('Question 1 of 6');
  await expectAccessible(page);

  for (let i = 0; i < answers.length; i++) {
    const question = page.locator('fieldset.question:visible');
    await question.getByLabel(answers[i]!, { exact: true }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter'); // on to the next question; the last one submits
    if (i < answers.length - 1) {
      await expect(progress).toHaveText(`Question ${i + 2} of 6`);
      await expect(page.locator('fieldset.question:visible h2')).toBeFocused();
    }
  }
  // Focus moves to the result, not back to the start of the page with the form that went away.
  await expect(page.getByRole('heading', { name: 'Your result: 6 of 10 points' })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'High dependence' })).toBeVisible();
});

test('Back returns to the previous question with its answer kept', async ({ page }) => {
  await page.goto('/de/survey/test');
  await page.locator('fieldset.question:visible').getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByText('Frage 2 von 6', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(page.locator('fieldset.question:visible').getByRole('radio').first()).toBeChecked();
});

test('the dependence test’s first step is the server’s HTML, so nothing moves when its script arrives', async ({ page }) => {
  // Before, the server sent all six questions and the script then folded them into steps: a layout
  // shift of 0.41 on a phone. Now the server sends the first step (the other five are hidden).
  const html = await (await page.request.get('/survey/test')).text();
  expect(html.match(/<fieldset[^>]*class="question"[^>]*>/g)).toHaveLength(6);
  expect(html.match(/<fieldset[^>]*\shidden=""[^>]*>/g)).toHaveLength(5);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => {
    const w = window as unknown as { shift: number };
    w.shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) if (!e.hadRecentInput) w.shift += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/survey/test', { waitUntil: 'networkidle' });
  // Hydrated: Next now steps (and says what is missing).
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.locator('#q1-error')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBeLessThanOrEqual(0.05);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the dependence test is one plain form: all questions, submitted normally, unanswered ones named', async ({ page }) => {
    await page.goto('/survey/test');
    const groups = page.locator('fieldset.question');
    await expect(groups).toHaveCount(6);
    for (let i = 0; i < 6; i++) await expect(groups.nth(i)).toBeVisible();
    await groups.nth(0).getByLabel(answers[0]!, { exact: true }).check();
    await page.getByRole('button', { name: 'Show my result' }).click();
    await expect(page.locator('#q2-error')).toHaveText('Please answer question 2.');
    await expect(groups.nth(0).getByLabel(answers[0]!, { exact: true })).toBeChecked(); // kept
    for (let i = 1; i < 6; i++) await groups.nth(i).getByLabel(answers[i]!, { exact: true }).check();
    await page.getByRole('button', { name: 'Show my result' }).click();
    await expect(page.getByRole('heading', { name: 'Your result: 6 of 10 points' })).toBeVisible();
  });

  test('the result’s colour follows its meaning, and a high result leads to a quitline and the evidence on nicotine replacement', async ({ page }) => {
    const take = async (labels: string[]) => {
      await page.goto('/survey/test');
      const groups = page.locator('fieldset.question');
      for (let i = 0; i < 6; i++) await groups.nth(i).getByLabel(labels[i]!, { exact: true }).check();
      await page.getByRole('button', { name: 'Show my result' }).click();
      return page.locator('.score-meter span');
    };
    const colour = (name: string) => page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);
    const rgb = (value: string) =>
      page.evaluate((v) => {
        const probe = document.createElement('i');
        probe.style.color = v;
        document.body.append(probe);
        return getComputedStyle(probe).color;
      }, value);

    // 0 points: very low dependence, in the brand's calm colour, and no call for medication.
    const low = await take(['After 60 minutes', 'No', 'Any other', '10 or fewer', 'No', 'No']);
    await expect(page.getByRole('heading', { name: 'Very low dependence' })).toBeVisible();
    await expect(low).toHaveCSS('background-color', await rgb(await colour('--brand')));
    await expect(page.getByTestId('test-support')).toHaveCount(0);

    // 6 points: high dependence, in red, with the help page's quitlines and the Cochrane review.
    const high = await take(answers);
    await expect(page.getByRole('heading', { name: 'High dependence' })).toBeVisible();
    await expect(high).toHaveCSS('background-color', await rgb(await colour('--danger')));
    const support = page.getByTestId('test-support');
    await expect(support.getByRole('link', { name: 'your country’s quitline' })).toHaveAttribute('href', '/help#quitlines');
    await expect(support.getByRole('link', { name: /Cochrane review, 2018/ })).toHaveAttribute('href', 'https://doi.org/10.1002/14651858.CD000146.pub5');
  });

  test('a client address that stored 60 tests within a minute is asked, in its language, to wait, and sees no result', async ({ page }) => {
    test.setTimeout(90_000);
    // A documentation address of its own, new on each attempt (the server trusts one proxy hop here):
    // only this attempt counts against it.
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}` });
    const answerAll = async () => {
      await page.goto(urlFor('/survey/test', 'de-DE'));
      const groups = page.locator('fieldset.question');
      for (let i = 0; i < 6; i++) await groups.nth(i).locator('input[type=radio]').first().check();
    };
    await answerAll();
    const posted = page.waitForRequest((r) => r.method() === 'POST');
    await page.getByRole('button', { name: 'Mein Ergebnis zeigen' }).click();
    const form = await posted;
    await expect(page.getByRole('heading', { name: /^Dein Ergebnis: \d+ von 10 Punkten$/ })).toBeVisible();
    // The same post 59 more times, as a script would send it.
    const headers = Object.fromEntries(Object.entries(await form.allHeaders()).filter(([k]) => !['host', 'content-length'].includes(k)));
    for (let i = 1; i < 60; i++) {
      const res = await page.request.fetch(form.url(), { method: 'POST', headers, data: form.postDataBuffer()! });
      expect(res.status()).toBe(200);
    }
    await answerAll();
    await page.getByRole('button', { name: 'Mein Ergebnis zeigen' }).click();
    await expect(page.locator('form [role=alert].form-alert')).toHaveText('Zu viele Versuche. Bitte warte einen Moment und versuche es erneut.');
    await expect(page.getByRole('heading', { name: /^Dein Ergebnis/ })).toHaveCount(0);
  });
});

test('the motivation rulers start unset, are labelled at both ends, and are required', async ({ page }) => {
  await page.goto('/survey/motivation');
  const readiness = page.locator('[data-ruler="readiness"]');
  await expect(readiness.getByText('Not at all', { exact: true })).toBeVisible();
  await expect(readiness.getByText('Completely', { exact: true })).toBeVisible();
  await expect(page.locator('[data-ruler] input:checked')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save my answers' }).click();
  await expect(page.locator('#readiness-error')).toHaveText('Please pick how ready you are, from 0 to 10.');
  await expect(page.locator('#confidence-error')).toBeVisible();
  await expectAccessible(page);
});

test('on a phone (390 × 844) every step of the 0–10 rulers is a target of at least 44 × 44 px, and none leaves the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/survey/motivation');
  for (const ruler of ['readiness', 'confidence']) {
    const steps = page.locator(`[data-ruler="${ruler}"] label`);
    await expect(steps).toHaveCount(11);
    for (const box of await steps.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect))) {
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.right).toBeLessThanOrEqual(390);
    }
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the motivation result repeats the reasons and the quit date, with what to do next', async ({ page }) => {
  await page.goto('/survey/motivation');
  await page.locator('[data-ruler="readiness"]').getByRole('radio', { name: '8', exact: true }).check();
  await page.locator('[data-ruler="confidence"]').getByRole('radio', { name: '6', exact: true }).check();
  const reason = page.locator('fieldset.question').filter({ hasText: 'Why do you want to quit?' }).getByRole('checkbox').first();
  const label = (await reason.locator('xpath=..').innerText()).trim();
  await reason.check();
  const day = new Date(Date.now() + 7 * 86_400_000);
  await page.locator('#quitDate').fill(day.toISOString().slice(0, 10));
  await page.getByRole('button', { name: 'Save my answers' }).click();
  const result = page.locator('.survey-result');
  await expect(result.getByRole('listitem').filter({ hasText: label })).toBeVisible();
  const shown = day.toLocaleDateString('en-US', { dateStyle: 'full', timeZone: 'UTC' });
  await expect(result).toContainText(`Your quit date: ${shown}`);
  await expect(result.getByRole('link', { name: 'Take the dependence test' })).toHaveAttribute('href', '/survey/test');
  // No store page is configured: the next step is the quit plan, not an app that cannot be had.
  await expect(result.getByRole('link', { name: 'Make your quit plan' })).toHaveAttribute('href', '/account');
  await expect(result.getByRole('link', { name: 'Get the app' })).toHaveCount(0);
  await expect(result.getByRole('link', { name: 'Get help' })).toHaveAttribute('href', '/help');
});

test('a ruler value and two reasons picked before the survey’s code arrived are kept when it does, and sent', async ({ page }) => {
  // The survey arrives as a plain form; its code loads when the visitor turns to it (openBeforeScripts
  // slows every script that loads after the page, so the visitor is faster than the code).
  await openBeforeScripts(page, '/survey/motivation');
  const form = page.locator('form.survey');
  await expect(form).toBeVisible();
  await expect(form).not.toHaveAttribute('data-ready');
  const readiness = page.locator('[data-ruler="readiness"]').getByRole('radio', { name: '8', exact: true });
  const reasons = page.locator('#reasons-group').getByRole('checkbox');
  await readiness.check();
  await reasons.nth(0).check();
  await reasons.nth(2).check();
  const labels = [(await reasons.nth(0).locator('xpath=..').innerText()).trim(), (await reasons.nth(2).locator('xpath=..').innerText()).trim()];
  await expect(form).toHaveAttribute('data-ready', 'true');
  await expect(readiness).toBeChecked();
  await expect(reasons.nth(0)).toBeChecked();
  await expect(reasons.nth(1)).not.toBeChecked();
  await expect(reasons.nth(2)).toBeChecked();
  await page.locator('[data-ruler="confidence"]').getByRole('radio', { name: '4', exact: true }).check();
  await page.getByRole('button', { name: 'Save my answers' }).click();
  const result = page.locator('.survey-result');
  await expect(result.getByRole('list').first().getByRole('listitem')).toHaveText(labels);
});

test('in French a quit date on the first of a month reads "1er", as French writes it', async ({ page }) => {
  await page.goto(urlFor('/survey/motivation', 'fr-FR'));
  await page.locator('[data-ruler="readiness"]').getByRole('radio', { name: '7', exact: true }).check();
  await page.locator('[data-ruler="confidence"]').getByRole('radio', { name: '5', exact: true }).check();
  await page.locator('fieldset.question').getByRole('checkbox').first().check();
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  await page.locator('#quitDate').fill(first.toISOString().slice(0, 10));
  await page.getByRole('button', { name: 'Enregistrer mes réponses' }).click();
  // Intl alone writes "mardi 1 décembre 2026".
  const intl = first.toLocaleDateString('fr-FR', { dateStyle: 'full', timeZone: 'UTC' });
  await expect(page.locator('.survey-result')).toContainText(`Ta date d’arrêt\u202f: ${intl.replace(' 1 ', ' 1er ')}`);
});
