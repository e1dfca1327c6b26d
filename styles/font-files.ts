/**
 * The Cyrillic face is not a next/font face: its file has a fixed address (public/fonts, the
 * Fontsource file copied with its version in the name; tests/unit/fonts.test.ts checks the copy), so
 * the Russian pages can preload it (app/[locale]/layout.tsx): there its text is the largest paint.
 * styles/tokens.css declares it (@font-face, the same unicode-range) as --font-nunito-cyrillic.
 */
export const CYRILLIC_FONT_FILE = '/fonts/nunito-sans-cyrillic-wght-normal.5.3.0.woff2';
