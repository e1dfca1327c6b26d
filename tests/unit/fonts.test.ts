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
