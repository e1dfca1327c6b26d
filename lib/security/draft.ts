import 'server-only';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { safeEqual } from './tokens';

/**
 * Whether draft mode is really on for a request, judged the way Next.js judges it: the
 * `__prerender_bypass` cookie must equal the build's preview mode id (`preview.previewModeId` in
 * `<distDir>/prerender-manifest.json`, written by `next build`; /api/preview's draftMode().enable()
 * sets the cookie to it). A cookie with any other value is not draft mode. The proxy cannot ask
 * draftMode() (in Next 16's Node proxy it reports false even for a real draft cookie), so it reads
 * the manifest once, from the build the server runs (NEXT_DIST_DIR, as next.config.ts).
 */
let previewModeId: string | null | undefined;

function buildPreviewModeId(): string | null {
  if (previewModeId !== undefined) return previewModeId;
  try {
    const manifest = JSON.parse(readFileSync(join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'prerender-manifest.json'), 'utf8')) as {
      preview?: { previewModeId?: string };
    };
    previewModeId = manifest.preview?.previewModeId || null;
  } catch {
    previewModeId = null; // no build (next dev): never draft mode from a cookie alone
  }
  return previewModeId;
}

export function isDraftCookie(value: string | undefined): boolean {
  const id = buildPreviewModeId();
  return !!value && !!id && safeEqual(value, id);
}
