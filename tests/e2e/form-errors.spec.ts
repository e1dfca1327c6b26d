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
