import Image from 'next/image';
import type { Asset } from './types';

/** A CMS image through next/image. Storyblok asset URLs carry their size (…/WxH/…). */
export function Picture({ asset, sizes, priority }: { asset?: Asset; sizes?: string; priority?: boolean }) {
  const src = asset?.filename;
  if (!src) return null;
  const m = /\/(\d+)x(\d+)\//.exec(src);
  const width = m ? Number(m[1]) : 640;
  const height = m ? Number(m[2]) : 400;
  return (
    <Image
      src={src}
      alt={asset?.alt ?? ''}
      width={width}
      height={height}
      sizes={sizes ?? '(max-width: 768px) 100vw, 50vw'}
      priority={priority}
      unoptimized={src.endsWith('.svg')}
      className="picture"
    />
  );
}
