import { expect, test } from '@playwright/test';
import { footerNewsletter } from './helpers';

/**
 * One error style from the design system (issue #35): an invalid field has a 2 px edge in the danger
 * colour, a checkbox an outline in it (not the one-sided bar that looked like a glitch on a box), and a
 * focused invalid field's ring takes the danger colour instead of stacking a blue ring on the red edge.
 */
test('invalid fields share one error style: a red edge, a red outline on a checkbox, a red focus ring', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/help');
  const form = await footerNewsletter(page);
  const email = form.locator('#newsletter-email');
  const consent = form.locator('#newsletter-consent');
  await email.fill('not-an-address');
  await email.blur();
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(consent).toHaveAttribute('aria-invalid', 'true');

  const danger = await page.evaluate(() => {
    const probe = document.createElement('i');
    probe.style.color = 'var(--danger)';
    document.body.append(probe);
    return getComputedStyle(probe).color;
  });
  const style = (id: string) =>
    page.evaluate((sel) => {
      const s = getComputedStyle(document.querySelector(sel)!);
      return { border: s.borderTopColor, shadow: s.boxShadow, outline: s.outlineStyle === 'none' ? 'none' : s.outlineColor };
    }, id);

  const box = await style('#newsletter-consent');
  expect(box.shadow).toBe('none');
  expect(box.outline).toBe(danger);

  await email.focus();
  const focused = await style('#newsletter-email');
  expect(focused.border).toBe(danger);
  expect(focused.outline).toBe(danger);
  await consent.focus();
  expect((await style('#newsletter-consent')).outline).toBe(danger);
});

/**
 * The summary only where it helps (issue #35): a short form's fields carry their own messages and no
 * box repeats them (the sentence is there for screen readers); a long form, registration, gets a
 * summary that takes the focus and links to each invalid field.
 */
test('a short form shows no box beside its field errors; a long one a summary that links to the fields', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  await page.locator('.auth-screen[data-ready]').first().waitFor();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.locator('#email-error')).toHaveText('Email address is required.');
  const quiet = page.locator('.auth-screen [role=alert]').first();
  await expect(quiet).toHaveText('Sorry, not all fields are filled out correctly.');
  expect(await quiet.boundingBox().then((box) => (box?.width ?? 0) * (box?.height ?? 0))).toBeLessThanOrEqual(1);
  await expect(page.locator('.auth-screen .form-alert')).toHaveCount(0);

  await page.goto('/register');
  await page.locator('.auth-screen[data-ready]').first().waitFor();
  await page.getByRole('button', { name: 'Create account' }).click();
  const summary = page.locator('.auth-screen .error-summary');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('paragraph')).toHaveText('Sorry, not all fields are filled out correctly.');
  const links = summary.getByRole('link');
  await expect(links).toHaveText([
    'Email address is required.',
    'Password is required.',
    'Repeat password is required.',
    await page.locator('#terms-error').innerText(),
  ]);
  await links.nth(3).click();
  await expect(page.locator('#terms')).toBeFocused();
  // Fixed fields leave the summary.
  await page.locator('#email').fill('someone@example.com');
  await page.locator('#email').blur();
  await expect(links).toHaveCount(3);
});
