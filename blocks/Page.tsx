import { storyblokEditable } from '@storyblok/js';
import { Blocks } from './registry';
import { Picture } from './Picture';
import { RichText } from './RichText';
import type { BlockProps, PageBlok } from './types';

/** Page: the story's root block: title, intro, hero image and body blocks. */
export function Page({ blok, locale, extra }: BlockProps<PageBlok>) {
  return (
    <div className="container page block-page" {...storyblokEditable(blok)}>
      {/* A hero block first in the body brings its own heading: the page's title then names it only for search engines. */}
      {blok.body?.[0]?.component === 'hero' ? null : (
        <header className="page-hero">
          <div>
            {blok.title ? <h1>{blok.title}</h1> : null}
            <RichText doc={blok.intro} locale={locale} className="lead rich-text" />
          </div>
          {blok.image?.filename ? <Picture asset={blok.image} priority /> : null}
        </header>
      )}
      <Blocks bloks={blok.body} locale={locale} extra={extra} />
    </div>
  );
}
