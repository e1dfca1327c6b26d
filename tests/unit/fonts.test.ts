import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CYRILLIC_FONT_FILE } from '@/styles/font-files';

const root = process.cwd();

describe('the Cyrillic face at its fixed address', () => {
  it('is the Fontsource file of the installed version, byte for byte', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'node_modules/@fontsource-variable/nunito-sans/package.json'), 'utf8')) as { version: string };
    // The version in the name changes with the package, so browsers that kept the old file for a year fetch the new one.
    expect(CYRILLIC_FONT_FILE).toBe(`/fonts/nunito-sans-cyrillic-wght-normal.${pkg.version}.woff2`);
    const copy = readFileSync(join(root, 'public', CYRILLIC_FONT_FILE));
    const original = readFileSync(join(root, 'node_modules/@fontsource-variable/nunito-sans/files/nunito-sans-cyrillic-wght-normal.woff2'));
    expect(copy.equals(original)).toBe(true);
  });

  it('is the file the stylesheet declares', () => {
    const css = readFileSync(join(root, 'styles/tokens.css'), 'utf8');
    expect(css).toContain(`url('${CYRILLIC_FONT_FILE}')`);
  });
});

/** The code points of a CSS unicode-range value ("U+0100-0130,U+2020"). */
function codePoints(range: string): Set<number> {
  const points = new Set<number>();
  for (const part of range.split(',').map((p) => p.trim().replace(/^U\+/i, ''))) {
    const [from, to] = part.split('-').map((hex) => parseInt(hex, 16));
    for (let c = from!; c <= (to ?? from!); c++) points.add(c);
  }
  return points;
}

describe("the faces' unicode ranges", () => {
  const fonts = readFileSync(join(root, 'styles/fonts.ts'), 'utf8');
  const declared = [...fonts.matchAll(/nunito-sans-(latin(?:-ext)?)-wght-normal\.woff2'[\s\S]*?value:\s*'([^']+)'/g)];
  const ranges: Record<string, Set<number>> = Object.fromEntries(declared.map((m) => [m[1]!, codePoints(m[2]!)]));
  const cyrillic = /unicode-range:\s*([^;]+);/.exec(readFileSync(join(root, 'styles/tokens.css'), 'utf8'))![1]!;
  ranges.cyrillic = codePoints(cyrillic);
  const fontsource = JSON.parse(readFileSync(join(root, 'node_modules/@fontsource-variable/nunito-sans/unicode.json'), 'utf8')) as Record<string, string>;

  it('put no character in two faces, so a character draws from the file meant for it', () => {
    expect(Object.keys(ranges).sort()).toEqual(['cyrillic', 'latin', 'latin-ext']);
    const faces = Object.entries(ranges);
    for (const [a, first] of faces) {
      for (const [b, second] of faces) {
        if (a < b)
          expect(
            [...first].filter((c) => second.has(c)).map((c) => c.toString(16)),
            `${a} and ${b}`,
          ).toEqual([]);
      }
    }
    // † is listed by both of Fontsource's ranges but drawn only in the Latin Extended file.
    expect(ranges['latin-ext']!.has(0x2020)).toBe(true);
    // French: œ comes from the Latin file (it used to pull in Latin Extended as well).
    expect(ranges.latin!.has('œ'.codePointAt(0)!)).toBe(true);
    expect(ranges['latin-ext']!.has('œ'.codePointAt(0)!)).toBe(false);
  });

  it("together cover every character of Fontsource's Latin, Latin Extended and Cyrillic files", () => {
    const ours = new Set(Object.values(ranges).flatMap((points) => [...points]));
    for (const subset of ['latin', 'latin-ext', 'cyrillic']) {
      const missing = [...codePoints(fontsource[subset]!)].filter((c) => !ours.has(c));
      expect(
        missing.map((c) => c.toString(16)),
        subset,
      ).toEqual([]);
    }
  });
});
