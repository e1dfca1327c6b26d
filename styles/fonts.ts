import localFont from 'next/font/local';

/*
 * The brand font, Nunito Sans (variable weight 200–1000), self-hosted from the Fontsource package
 * in node_modules: next/font copies the files into the build (/_next/static/media), nothing comes
 * from a font CDN. Three faces, each limited by unicode-range to its characters, so a page downloads
 * only what its text needs; Latin is preloaded on every page, Cyrillic on the Russian ones. The Latin
 * face carries next/font's metric-adjusted Arial fallback (size-adjust, ascent/descent overrides),
 * which also stands in for Latin Extended and Cyrillic while those load: no layout shift.
 * styles/tokens.css stacks them as --font: ext, cyrillic, latin (+ fallback), system.
 *
 * The ranges are Fontsource's without their overlap: Latin Extended leaves out ı, Œ and œ, which the
 * Latin file has as well (as the first face of the stack it drew them, so every French page with
 * "cœur" or "œsophage" downloaded a second file), and Latin leaves out †, which its file lacks
 * (tests/unit/fonts.test.ts checks that no character is in two faces).
 */
export const nunitoLatin = localFont({
  src: '../node_modules/@fontsource-variable/nunito-sans/files/nunito-sans-latin-wght-normal.woff2',
  weight: '200 1000',
  style: 'normal',
  display: 'swap',
  variable: '--font-nunito',
  adjustFontFallback: 'Arial',
  preload: true,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-201F,U+2021-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    },
  ],
});

export const nunitoLatinExt = localFont({
  src: '../node_modules/@fontsource-variable/nunito-sans/files/nunito-sans-latin-ext-wght-normal.woff2',
  weight: '200 1000',
  style: 'normal',
  display: 'swap',
  variable: '--font-nunito-ext',
  adjustFontFallback: false,
  preload: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0100-0130,U+0132-0151,U+0154-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
    },
  ],
});

/** The classes that define the font variables; on <html> (`fonts-cyrillic`: styles/tokens.css). */
export const fontVariables = [nunitoLatin.variable, nunitoLatinExt.variable, 'fonts-cyrillic'].join(' ');
