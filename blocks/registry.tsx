import type { ComponentType } from 'react';
import { createTranslator } from 'next-intl';
import { allMessages } from '@/lib/i18n/all-messages';
import type { Locale } from '@/lib/i18n/locales';
import { ContactForm } from './ContactForm';
import { CravingTip, CravingTips } from './CravingTips';
import { Feature } from './Feature';
import { Grid } from './Grid';
import { Hero } from './Hero';
import { Operator } from './Operator';
import { Page } from './Page';
import { PostList } from './PostList';
import { Quitlines } from './Quitlines';
import { Teaser } from './Teaser';
import { Timeline } from './Timeline';
import type { Blok, BlockProps } from './types';

/** Every CMS block the site renders, by its Storyblok component name. */
export const blockRegistry: Record<string, ComponentType<BlockProps<never>>> = {
  page: Page,
  grid: Grid,
  feature: Feature,
  teaser: Teaser,
  hero: Hero,
  timeline: Timeline,
  post_list: PostList,
  quitlines: Quitlines,
  operator: Operator,
  contact_form: ContactForm,
  craving_tips: CravingTips,
  craving_tip: CravingTip,
};

/** A block nobody registered: visible to editors, logged with its name, harmless to visitors. */
export function Placeholder({ blok, locale }: { blok: Blok; locale: Locale }) {
  console.error(`CMS block "${blok.component}" is not registered in blocks/registry.tsx`);
  const t = createTranslator({ locale, messages: allMessages[locale], namespace: 'Content' });
  return (
    <div className="block-placeholder" role="note" data-component={blok.component}>
      {t('placeholder', { name: blok.component })}
    </div>
  );
}

/**
 * Blocks only one page renders (the home page's savings calculator): registered by that page, so their
 * client JavaScript ships with it alone, not with every CMS page.
 */
export type ExtraBlocks = Record<string, ComponentType<BlockProps<never>>>;

export function Block({ blok, locale, extra }: { blok: Blok; locale: Locale; extra?: ExtraBlocks }) {
  const Component = (extra?.[blok.component] ?? blockRegistry[blok.component]) as ComponentType<BlockProps> | undefined;
  if (!Component) return <Placeholder blok={blok} locale={locale} />;
  return <Component blok={blok} locale={locale} extra={extra} />;
}

export function Blocks({ bloks, locale, extra }: { bloks?: Blok[]; locale: Locale; extra?: ExtraBlocks }) {
  if (!Array.isArray(bloks)) return null;
  return (
    <>
      {bloks.map((b) => (
        <Block key={b._uid} blok={b} locale={locale} extra={extra} />
      ))}
    </>
  );
}
