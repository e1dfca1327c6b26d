// A cached page's characters outside ASCII, written once as escapes that mean the same characters:
// `&#NNNN;` in the markup, `\uXXXX` inside <script> (JavaScript and JSON strings) and `\XXXXXX` inside
// <style>. V8 holds any page with one typographic dash or Cyrillic letter as a two-byte string, and
// Node.js then measures and encodes it to UTF-8 on every response (Next.js sends a cached page as a
// string); an ASCII page is copied out as it is. Text in a mostly non-Latin script would grow by half
// or more, so such a page is left as written (docs/quality.md, "What the figures mean").

const NON_ASCII = /[^\x00-\x7f]/;
// A tag name in any case. (Not the `i` flag: with it, `[^\x00-\x7f]` would pass over `ſ` and `K`,
// whose case folds into ASCII.)
const anyCase = (name) => [...name].map((c) => `[${c}${c.toUpperCase()}]`).join('');
// A <script> or <style> element's raw text: the start tag (quoted attribute values may hold `>`) and
// the text up to its end tag. Elsewhere, a run of characters outside ASCII.
const rawText = (name) => `(<${anyCase(name)}\\b(?:[^>"']|"[^"]*"|'[^']*')*>)([\\s\\S]*?)(?=<\\/${anyCase(name)}[\\t\\n\\f\\r />])`;
const PARTS = new RegExp(`${rawText('script')}|${rawText('style')}|[^\\x00-\\x7f]+`, 'gu');

const hex = (n, width) => n.toString(16).padStart(width, '0');
// A lone surrogate: Node.js writes it to UTF-8 as U+FFFD, and so must its escape.
const LONE = /^[\ud800-\udfff]$/;
const REPLACEMENT = 0xfffd;
const js = (text) =>
  text.replace(/[^\x00-\x7f]/gu, (c) =>
    LONE.test(c)
      ? `\\u${hex(REPLACEMENT, 4)}`
      : c
          .split('')
          .map((unit) => `\\u${hex(unit.charCodeAt(0), 4)}`)
          .join(''),
  );
const css = (text) => text.replace(/[^\x00-\x7f]/gu, (c) => `\\${hex(LONE.test(c) ? REPLACEMENT : c.codePointAt(0), 6)}`);
const markup = (text) => {
  let out = '';
  for (const c of text) out += `&#${LONE.test(c) ? REPLACEMENT : c.codePointAt(0)};`;
  return out;
};
// `&#128;`–`&#159;` do not mean U+0080–U+009F: HTML reads them as Windows-1252 (`&#130;` is `‚`).
const C1 = /[\x80-\x9f]/;

/** The page with every character outside ASCII escaped, or the page itself if it holds a C1 control. */
export function escapeHtml(html) {
  if (C1.test(html)) return html;
  return html.replace(PARTS, (match, script, scriptText, style, styleText) => {
    if (script !== undefined) return script + js(scriptText);
    if (style !== undefined) return style + css(styleText);
    return markup(match);
  });
}

/** At most this much longer (a Latin-script page grows by 0–3 %, a Russian one by 45–80 %). */
export const MAX_GROWTH = 1.05;

/** The page as an ASCII string when that costs at most MAX_GROWTH of its length, else as it is. */
export function asciiHtml(html) {
  if (typeof html !== 'string' || !NON_ASCII.test(html)) return html;
  const escaped = escapeHtml(html);
  if (escaped === html || escaped.length > Buffer.byteLength(html) * MAX_GROWTH) return html;
  // Pieces of a two-byte string make a two-byte string, ASCII or not: copied into a one-byte one.
  return Buffer.from(escaped, 'latin1').toString('latin1');
}
