// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { asciiHtml, escapeHtml, MAX_GROWTH } from '@/lib/cache/ascii-html.mjs';

/**
 * A cached page is kept with its characters outside ASCII escaped (lib/cache/ascii-html.mjs), so that
 * Node.js need not encode it on every response. What a browser makes of the page must not change:
 * generated pages with text in any script (astral characters too) in text, attribute values (quoted
 * `>` included), the inline scripts Next.js writes (the React payload pushed to `self.__next_f`, JSON-LD)
 * and a style, parsed by a real HTML parser before and after, give the same document.
 */
// Any code point, lone surrogates too; not NUL, CR (the parser rewrites both) or the C1 controls (below).
const text = fc.string({ unit: 'binary', maxLength: 30 }).map((s) => s.replace(/[\u0000\r\u0080-\u009f]/g, ''));
const typeset = fc.constantFrom('–', '’', '„', 'ä', 'ß', 'é', 'Помощь', '日本語', '😀', 'ﬁ', '\u00a0', 'a', '<', '&', '"', '>');
const words = fc.array(fc.oneof(text, typeset), { maxLength: 6 }).map((parts) => parts.join(''));
const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const html = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
// Inside a script, `</` would end the element: JSON.stringify leaves it, so it is written as React does.
const json = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');

const page = fc
  .record({ title: words, heading: words, label: words, pushed: words, ld: words, cssText: words, body: words })
  .map(
    (p) =>
      `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>${html(p.title)}</title>` +
      `<style>.x::after{content:${JSON.stringify(p.cssText.replace(/[\\\n"]/g, ''))}}</style></head>` +
      `<body><h1 data-x="a>b">${html(p.heading)}</h1><a aria-label="${attr(p.label)}" href="/x">${html(p.body)}</a>` +
      `<script type="application/ld+json">${json({ name: p.ld })}</script>` +
      `<script>(self.__next_f=self.__next_f||[]).push([1,${json(p.pushed)}])</script></body></html>`,
  );

function read(source: string) {
  const document = new DOMParser().parseFromString(source, 'text/html');
  const pushed: unknown[] = [];
  const scripts = [...document.querySelectorAll('script')];
  const flight = scripts.find((s) => !s.type)!;
  new Function('self', flight.textContent!)({ __next_f: { push: (x: unknown) => pushed.push(x) } });
  // CSS escapes (six hex digits, a backslash before) resolved as a CSS tokenizer does.
  const css = document.querySelector('style')!.textContent!.replace(/\\([0-9a-f]{6})/g, (_: string, h: string) => String.fromCodePoint(parseInt(h, 16)));
  return {
    title: document.title,
    heading: document.querySelector('h1')!.textContent,
    headingAttr: document.querySelector('h1')!.getAttribute('data-x'),
    label: document.querySelector('a')!.getAttribute('aria-label'),
    body: document.querySelector('a')!.textContent,
    ld: JSON.parse(scripts.find((s) => s.type === 'application/ld+json')!.textContent!),
    pushed,
    css,
  };
}

describe('a cached page in ASCII', () => {
  it('reads the same in a browser’s parser as the page written in UTF-8', () => {
    fc.assert(
      fc.property(page, (source) => {
        const escaped = escapeHtml(source);
        expect(escaped).toMatch(/^[\x00-\x7f]*$/);
        // What a browser receives of the page as written: Node.js's UTF-8 (a lone surrogate becomes U+FFFD).
        expect(read(escaped)).toEqual(read(Buffer.from(source).toString()));
      }),
      { numRuns: 300 },
    );
  });

  it('escapes a German page and keeps a mostly Cyrillic one as written, where escapes would make it far longer', () => {
    // A page is mostly markup (classes, links, the payload's structure): here a paragraph of it.
    const markup = `<p class="${'x '.repeat(200)}">Exhale</p>`;
    const german = `<!DOCTYPE html><html><body><h1>Rauchfrei – für immer</h1><p>Die Straße, „Hilfe“ und 😀.</p>${markup}</body></html>`;
    const out = asciiHtml(german);
    expect(out).toBe(
      `<!DOCTYPE html><html><body><h1>Rauchfrei &#8211; f&#252;r immer</h1><p>Die Stra&#223;e, &#8222;Hilfe&#8220; und &#128512;.</p>${markup}</body></html>`,
    );
    expect(new DOMParser().parseFromString(out, 'text/html').body.textContent).toBe('Rauchfrei – für immerDie Straße, „Hilfe“ und 😀.Exhale');

    const russian = `<!DOCTYPE html><html><body><h1>${'Помощь, чтобы бросить курить. '.repeat(20)}</h1></body></html>`;
    expect(escapeHtml(russian).length).toBeGreaterThan(Buffer.byteLength(russian) * MAX_GROWTH);
    expect(asciiHtml(russian)).toBe(russian);
  });

  it('keeps a page with a C1 control as written: `&#130;` would read as `‚`, not U+0082', () => {
    const page = `<!DOCTYPE html><p>Rauchfrei – \u0082</p><p class="${'x '.repeat(200)}"></p>`;
    expect(escapeHtml(page)).toBe(page);
    expect(asciiHtml(page)).toBe(page);
  });

  it('leaves a page already in ASCII, and anything that is not a string, as it is', () => {
    const ascii = '<!DOCTYPE html><p>Quit smoking</p>';
    expect(asciiHtml(ascii)).toBe(ascii);
    expect(asciiHtml(undefined)).toBeUndefined();
  });
});
