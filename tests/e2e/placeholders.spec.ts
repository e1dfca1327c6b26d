import { expect, test } from '@playwright/test';
import { routeTable, staticPathnames } from '@/lib/routing/pathnames';
import { locales, urlFor } from './helpers';

// Nothing a visitor sees may be builder text or a placeholder: every static public route in every language.
const publicStatic = staticPathnames.filter((p) => routeTable[p].layout !== 'admin' && p !== '/data-deletion');

/** What the "being built" note said in each language (Common.comingSoon, removed). */
const comingSoon = [
  'This part of Exhale is being built',
  'Dieser Teil von Exhale wird gerade gebaut',
  'Cette partie d’Exhale est en cours de construction',
  'Aan dit deel van Exhale wordt nog gebouwd',
  'Esta parte de Exhale está en construcción',
  'Этот раздел Exhale ещё в разработке',
  'Questa parte di Exhale è in costruzione',
  'Esta parte do Exhale está em construção',
  'Ta część Exhale jest w budowie',
];
// Exact case: "todo" is an ordinary word in Spanish and Portuguese, "TODO" is a builder's note.
const exact = [...comingSoon, 'id0000000000', 'example.exhale', 'exhale.example', 'TODO', '[id]'];
const anyCase = ['lorem', 'placeholder'];

/**
 * The text and attribute values a visitor can meet: scripts and styles left out (framework code), and an
 * input's placeholder attribute by its name (its value, a visible hint, stays and is checked).
 */
function visible(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<style\b[\s\S]*?<\/style>/gi, '')
    .replace(/\splaceholder=/gi, ' hint=');
}

for (const locale of locales) {
  test(`no builder text or placeholder on any public page (${locale})`, async ({ request }) => {
    for (const pathname of publicStatic) {
      const url = urlFor(pathname, locale);
      const res = await request.get(url);
      expect(res.status(), url).toBeLessThan(400);
      const html = visible(await res.text());
      for (const p of exact) expect(html, `${url} contains "${p}"`).not.toContain(p);
      for (const p of anyCase) expect(html.toLowerCase(), `${url} contains "${p}"`).not.toContain(p);
    }
  });
}

test('the install page promises no app while no store page is configured: Exhale in the browser and the next steps', async ({ page }) => {
  await page.goto('/install');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Exhale works in your browser');
  await expect(page).toHaveTitle(/^Exhale works in your browser/);
  const web = page.locator('[data-state="web"]');
  await expect(web.getByRole('heading', { name: 'Keep Exhale on your home screen' })).toBeVisible();
  await expect(page.locator('main').getByRole('link', { name: 'Make your quit plan' })).toHaveAttribute('href', '/account');
  await expect(page.locator('main').getByRole('link', { name: 'Take the dependence test' })).toHaveAttribute('href', '/survey/test');
  await expect(page.locator('a[href*="apps.apple.com"], a[href*="play.google.com"]')).toHaveCount(0);
  await expect(page.locator('main')).not.toContainText(/on its way|App Store|Google Play/);
  await page.goto('/de/install');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Exhale läuft in deinem Browser');
  await expect(page.locator('main')).not.toContainText(/unterwegs|App Store|Google Play/);
});

test('a used or invalid confirmation link offers a new subscription, home and help', async ({ page }) => {
  await page.goto('/de/subscribe-verify/error');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dieser Link funktioniert nicht mehr');
  await expect(page.getByRole('link', { name: 'Erneut abonnieren' })).toHaveAttribute('href', '/de#newsletter-title');
  await expect(page.getByRole('link', { name: 'Hilfe finden' })).toHaveAttribute('href', '/de/hilfe');
  await page.goto('/de/subscribe-verify/success');
  await expect(page.getByRole('main').getByRole('link', { name: 'Abhängigkeitstest machen' })).toHaveAttribute('href', '/de/survey/test');
});
