import 'server-only';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ImageResponse } from 'next/og';
import { Seal } from './seal';
import { createTranslator } from 'use-intl/core';
import { loadMessages } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';
import { smokeFreeDays } from './index';
import type { Milestone } from './schema';
import { IMAGE_CACHE } from './image-url';

/**
 * The page's own font on the share image: Nunito Sans (Fontsource, OFL) from node_modules, its Latin,
 * Latin Extended and Cyrillic subsets as static WOFF files (next/og reads no WOFF2 and no variable
 * font), so every letter of the 9 languages (and names typed in them) is drawn without any request
 * to the internet (each subset its own family, all listed, so every glyph is found in one of them).
 * Read once per process.
 */
const SUBSETS = ['latin', 'latin-ext', 'cyrillic'] as const;
let fonts: Promise<Array<{ name: string; data: ArrayBuffer; weight: 400 | 800; style: 'normal' }>> | null = null;
function loadFonts() {
  fonts ??= Promise.all(
    SUBSETS.flatMap((subset) =>
      ([400, 800] as const).map(async (weight) => {
        const file = join(process.cwd(), 'node_modules/@fontsource/nunito-sans/files', `nunito-sans-${subset}-${weight}-normal.woff`);
        const buffer = await readFile(file);
        return {
          name: `Nunito Sans ${subset}`,
          data: buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer,
          weight,
          style: 'normal' as const,
        };
      }),
    ),
  );
  return fonts;
}

/** Exhale's mark as the site draws it (app/icon.svg, the favicon; components/layout/Logo.tsx), as an image source. Read once. */
let mark: Promise<string> | null = null;
function loadMark() {
  mark ??= readFile(join(process.cwd(), 'app/icon.svg')).then((svg) => `data:image/svg+xml;base64,${svg.toString('base64')}`);
  return mark;
}

/**
 * The name's size: as large as fits, smaller for long names, so a name of up to 80 letters takes at
 * most three lines and never reaches the rule below it.
 */
export function nameSize(name: string): number {
  const n = [...name].length;
  return n <= 18 ? 80 : n <= 28 ? 64 : n <= 44 ? 52 : 40;
}

/** Letters outside the font's subsets would make next/og fetch a font from the internet: they are left out. */
const drawable = (text: string) => text.replace(/[^\u0020-\u024F\u0400-\u052F\u1E00-\u1EFF\u2000-\u206F\u20AC]/g, '').trim();

type Shown = { name: string; since: string; milestone: string; showDays: boolean };

/** The lines the share image draws, in the page's language: the label, the stored name, the milestone, the days (or null). */
export async function certificateImageText(cert: Shown, locale: Locale) {
  const messages = await loadMessages(locale);
  const t = createTranslator({ locale, messages, namespace: 'Certificate' });
  return {
    label: drawable(t('heading')),
    name: drawable(cert.name),
    milestone: drawable(t(`milestones.${cert.milestone as Milestone}`)),
    days: cert.showDays ? drawable(t('days', { days: smokeFreeDays(cert.since) })) : null,
  };
}

/**
 * The Open Graph image of a certificate (1200×630), drawn like the page: the Exhale wordmark, the
 * page's seal, the label, the name (smaller the longer it is, wrapped, never under the rule), the
 * milestone and the days in the page's language and font.
 */
export async function certificateImage(cert: Shown, locale: Locale) {
  const { label, name, milestone, days } = await certificateImageText(cert, locale);
  const ink = '#14201d';
  const [markSource, fontData] = await Promise.all([loadMark(), loadFonts()]);
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        background: '#f8faf9',
        color: ink,
        border: '24px solid #0f766e',
        fontFamily: SUBSETS.map((subset) => `"Nunito Sans ${subset}"`).join(', '),
        padding: '32px 64px',
        position: 'relative',
      }}
    >
      {/* The wordmark, as in the site's header: the mark and "Exhale" (a name, the same in every language). */}
      <div style={{ position: 'absolute', top: 24, left: 32, display: 'flex', alignItems: 'center', gap: 12 }}>
        {/* eslint-disable-next-line @next/next/no-img-element -- next/og draws <img>, there is no <Image> here */}
        <img src={markSource} width={44} height={44} alt="" />
        <div style={{ fontSize: 34, fontWeight: 800, color: ink }}>Exhale</div>
      </div>
      <div style={{ display: 'flex', flexShrink: 0 }}>
        <Seal size={132} />
      </div>
      <div style={{ fontSize: 30, letterSpacing: 4, color: '#0f766e', fontWeight: 800, marginTop: 12, textTransform: 'uppercase', flexShrink: 0 }}>{label}</div>
      {name ? (
        <div
          style={{
            display: 'flex',
            justifyContent: 'center',
            maxWidth: 1000,
            fontSize: nameSize(name),
            fontWeight: 800,
            marginTop: 8,
            textAlign: 'center',
            lineHeight: 1.15,
            wordBreak: 'break-word',
            flexShrink: 0,
          }}
        >
          {name}
        </div>
      ) : null}
      <div style={{ width: 320, height: 4, background: '#f59e0b', marginTop: 20, flexShrink: 0 }} />
      <div style={{ fontSize: 44, fontWeight: 800, marginTop: 18, color: '#0b5d56', textAlign: 'center', flexShrink: 0 }}>{milestone}</div>
      {days ? <div style={{ fontSize: 32, marginTop: 8, flexShrink: 0 }}>{days}</div> : null}
    </div>,
    { width: 1200, height: 630, fonts: fontData, headers: { 'Cache-Control': IMAGE_CACHE } },
  );
}
