import { storyblokEditable } from '@storyblok/js';
import { Blocks } from './registry';
import type { BlockProps, GridBlok } from './types';

/** Grid: an optional headline over columns of nested blocks. */
export function Grid({ blok, locale, extra }: BlockProps<GridBlok>) {
  return (
    <section className="block-grid" {...storyblokEditable(blok)}>
      {blok.headline ? <h2>{blok.headline}</h2> : null}
      <div className="block-grid-columns">
        <Blocks bloks={blok.columns} locale={locale} extra={extra} />
      </div>
    </section>
  );
}
