import { expect, test } from '@playwright/test';
import { allMessages } from '@/lib/i18n/all-messages';
import { locales, urlFor } from './helpers';

// The legal pages carry no builder text: no template note, no made-up company, no example.com address.
// The e2e build has no OPERATOR_* variables, so the operator block says this is a local instance.

/** The template note that shipped in each language, and the words the brief names. */
const templateNotes = [
  'Template: the operator of this site must complete this text before launch.',
  'Vorlage: Der Betreiber dieser Website muss diesen Text vor dem Start vervollständigen.',
  'Modèle : l’exploitant de ce site doit compléter ce texte avant le lancement.',
  'Sjabloon: de beheerder van deze site moet deze tekst vóór de lancering aanvullen.',
  'Plantilla: el responsable de este sitio debe completar este texto antes del lanzamiento.',
  'Шаблон: владелец сайта должен дополнить этот текст перед запуском.',
  'Modello: il gestore di questo sito deve completare il testo prima del lancio.',
  'Modelo: o responsável por este site tem de completar este texto antes do lançamento.',
  'Szablon: operator tej strony musi uzupełnić ten tekst przed uruchomieniem.',
];
const forbidden = ['Template', 'Modèle', 'Vorlage', 'Sjabloon', 'Plantilla', 'Шаблон', 'Szablon', 'example', 'must complete', 'company name', 'Firmenname'];

/**
 * What a visitor can read: the page's HTML without scripts and styles, tags removed, character
 * references decoded (a cached page is sent in ASCII: `&#246;` for `ö`, lib/cache/ascii-html.mjs).
 */
function visibleText(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<style\b[\s\S]*?<\/style>/gi, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

for (const locale of locales) {
  test(`the imprint, privacy policy and terms carry real text and no template (${locale})`, async ({ request }) => {
    const local = allMessages[locale].Legal.localInstance;
    for (const pathname of ['/imprint', '/privacy', '/terms'] as const) {
      const url = urlFor(pathname, locale);
      const res = await request.get(url);
      expect(res.status(), url).toBe(200);
      const html = await res.text();
      const text = visibleText(html);
      for (const note of templateNotes) expect(text, `${url} still shows the template note`).not.toContain(note);
      for (const word of forbidden) expect(text.toLowerCase(), `${url} contains "${word}"`).not.toContain(word.toLowerCase());
      expect(html, `${url} links an example address`).not.toMatch(/@exhale\.example|example\.(com|org)/);
      // Headings and several short paragraphs, not one note.
      expect((html.match(/<h2\b/g) ?? []).length, `${url} headings`).toBeGreaterThanOrEqual(pathname === '/imprint' ? 2 : 5);
      if (pathname !== '/terms') expect(text, `${url} names no operator, and says why`).toContain(local);
    }
  });
}

test('the privacy policy names the cookies the site sets and links deletion and export; the terms link help', async ({ page }) => {
  await page.goto('/privacy');
  const main = page.getByRole('main');
  for (const cookie of ['token', 'exhale_session', 'NEXT_LOCALE', 'cc_cookie']) await expect(main.getByText(cookie, { exact: true }).first()).toBeVisible();
  await expect(main.getByRole('link', { name: 'data deletion page' }).first()).toHaveAttribute('href', '/data-deletion');
  // The download is offered on the data deletion page (signed out: after signing in), not as a raw API link.
  await expect(main.locator('a[href^="/api/"]')).toHaveCount(0);
  expect(await main.locator('a[href="/data-deletion"]').count()).toBeGreaterThanOrEqual(2);
  await page.goto(urlFor('/terms', 'de-DE'));
  await expect(page.getByRole('main').locator('a[href="/de/hilfe"]').first()).toBeVisible();
  await page.goto('/fr/privacy');
  await expect(page.getByRole('main').locator('a[href="/fr/data-deletion"]').first()).toBeVisible();
  await expect(page.getByRole('main').locator('[data-operator="local"] p')).toHaveText(allMessages['fr-FR'].Legal.localInstance);
});
