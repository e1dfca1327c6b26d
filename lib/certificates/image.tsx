import 'server-only';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ImageResponse } from 'next/og';
import { createTranslator } from 'use-intl/core';
import { loadMessages } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';
import { smokeFreeDays } from './index';
import type { Milestone } from './schema';
import { IMAGE_CACHE } from './image-url';

/**
 * The self-hosted font of the share image: Noto Sans (Fontsource, OFL) from node_modules, its Latin,
 * Latin Extended and Cyrillic subsets, so every letter of the 9 languages (and names typed in them)
 * is drawn without any request to the internet (each subset its own family, all listed, so every
 * glyph is found in one of them). Read once per process.
 */
const SUBSETS = ['latin', 'latin-ext', 'cyrillic'] as const;
let fonts: Promise<Array<{ name: string; data: ArrayBuffer; weight: 400 | 700; style: 'normal' }>> | null = null;
function loadFonts() {
  fonts ??= Promise.all(
    SUBSETS.flatMap((subset) =>
      ([400, 700] as const).map(async (weight) => {
        const file = join(process.cwd(), 'node_modules/@fontsource/noto-sans/files', `noto-sans-${subset}-${weight}-normal.woff`);
        const buffer = await readFile(file);
        return {
          name: `Noto Sans ${subset}`,
          data: buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer,
          weight,
          style: 'normal' as const,
        };
      }),
    ),
  );
  return fonts;
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

/** The Open Graph image of a certificate (1200×630): the name, the milestone and its label in the page's language, the seal's colours. */
export async function certificateImage(cert: Shown, locale: Locale) {
  const { label, name, milestone, days } = await certificateImageText(cert, locale);
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
        color: '#14201d',
        border: '24px solid #0f766e',
        fontFamily: SUBSETS.map((subset) => `"Noto Sans ${subset}"`).join(', '),
        padding: 48,
      }}
    >
      <div
        style={{
          display: 'flex',
          width: 120,
          height: 120,
          borderRadius: 60,
          background: '#fdecc8',
          border: '4px solid #14201d',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        <div
          style={{
            display: 'flex',
            width: 80,
            height: 80,
            borderRadius: 40,
            background: '#ccebe7',
            border: '4px solid #14201d',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          <div style={{ display: 'flex', width: 36, height: 36, borderRadius: 18, background: '#f59e0b', border: '4px solid #14201d' }} />
        </div>
      </div>
      <div style={{ fontSize: 34, letterSpacing: 4, color: '#0f766e', fontWeight: 700, marginTop: 24, textTransform: 'uppercase' }}>{label}</div>
      {name ? <div style={{ fontSize: 84, fontWeight: 700, marginTop: 8, textAlign: 'center', lineHeight: 1.1 }}>{name}</div> : null}
      <div style={{ width: 320, height: 4, background: '#f59e0b', marginTop: 24 }} />
      <div style={{ fontSize: 48, fontWeight: 700, marginTop: 24, color: '#0b5d56', textAlign: 'center' }}>{milestone}</div>
      {days ? <div style={{ fontSize: 34, marginTop: 12 }}>{days}</div> : null}
    </div>,
    { width: 1200, height: 630, fonts: await loadFonts(), headers: { 'Cache-Control': IMAGE_CACHE } },
  );
}
