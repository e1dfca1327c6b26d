import type { Asset } from './types';

const WIDTHS = [320, 640, 960, 1280, 1920];

/**
 * A CMS image, rendered on the server as a plain <img> (no client JavaScript). Storyblok asset URLs
 * carry their size (…/WxH/…) and are resized by Storyblok's image service (`/m/{width}x0`), so the
 * browser picks a fitting width from `srcset`; SVGs and local files are served as they are.
 */
export function Picture({ asset, sizes, priority }: { asset?: Asset; sizes?: string; priority?: boolean }) {
  const src = asset?.filename;
  if (!src) return null;
  const m = /\/(\d+)x(\d+)\//.exec(src);
  const width = m ? Number(m[1]) : 640;
  const height = m ? Number(m[2]) : 400;
  const resizable = /^https:\/\/a\.storyblok\.com\//.test(src) && !src.endsWith('.svg');
  const srcSet = resizable
    ? WIDTHS.filter((w) => w < width)
        .map((w) => `${src}/m/${w}x0 ${w}w`)
        .concat(`${src} ${width}w`)
        .join(', ')
    : undefined;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- server-rendered on purpose: next/image would ship client JS to every page
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? '(max-width: 768px) 100vw, 50vw') : undefined}
      alt={asset?.alt ?? ''}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className="picture"
    />
  );
}
