import { expect, test } from '@playwright/test';
import { idTokenFor, uniqueEmail } from './helpers';

// Names people choose (issue #33, lib/validation/names): stored composed (NFC), so the certificate page
// and its share image show the same name however it was typed; hidden and direction-changing characters
// are refused with 400 and nothing is made; an emoji sequence keeps its joiners.

test('a certificate name typed decomposed is stored composed: the page and the share image show the stored name', async ({ request }) => {
  const token = await idTokenFor(uniqueEmail('names'), 'names-pass-1', true);
  const issue = async (name: string) => {
    const res = await request.post('/api/fn/createCertificate', {
      data: { data: { name, since: '2026-01-01', milestone: '1-month', showDays: false, locale: 'en-US' } },
      headers: { Authorization: `Bearer ${token}` },
    });
    return { status: res.status(), body: (await res.json()) as { result?: { id: string; url: string }; error?: { status: string } } };
  };
  const composed = 'Zoë Kovář';
  const decomposed = composed.normalize('NFD');
  expect(decomposed).not.toBe(composed);
  const typed = await issue(`  ${decomposed} `);
  expect(typed.status).toBe(200);
  const page = await request.get(`/certificate/${typed.body.result!.id}`);
  const html = await page.text();
  expect(html).toContain(`<h1 class="certificate-name">${composed}</h1>`);
  expect(html).not.toContain(decomposed);

  // The share image draws the stored name: the same picture as a certificate typed composed, another
  // than one without the accents (which is what the decomposed letters drew: their marks are outside the image's font).
  const image = async (id: string) => {
    const res = await request.get(`/api/certificate-image/${id}`);
    expect(res.headers()['content-type']).toBe('image/png');
    return Buffer.from(await res.body());
  };
  const same = await issue(composed);
  const plain = await issue('Zoe Kovar');
  const shown = await image(typed.body.result!.id);
  expect(shown.equals(await image(same.body.result!.id))).toBe(true);
  expect(shown.equals(await image(plain.body.result!.id))).toBe(false);

  // Refused: a right-to-left override, a zero-width space, a lone joiner; kept: a family emoji.
  for (const bad of ['Ana\u202emoc.evil', 'A\u200bna', 'An\u200da', 'Ana\u2066x\u2069']) {
    const refused = await issue(bad);
    expect([refused.status, refused.body.error?.status], JSON.stringify(bad)).toEqual([400, 'INVALID_ARGUMENT']);
  }
  const family = await issue('Ana 👨‍👩‍👧');
  expect(family.status).toBe(200);
  expect(await (await request.get(`/certificate/${family.body.result!.id}`)).text()).toContain('<h1 class="certificate-name">Ana 👨‍👩‍👧</h1>');
});
