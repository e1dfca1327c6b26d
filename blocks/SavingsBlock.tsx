import { storyblokEditable } from '@storyblok/js';
import { Savings } from '@/components/home/Savings';
import type { BlockProps, SavingsBlok } from './types';

/** Savings: the editors' headline and intro over the calculator (its labels are interface messages). */
export function SavingsBlock({ blok, locale }: BlockProps<SavingsBlok>) {
  return (
    <section id="savings" aria-labelledby={`h-${blok._uid}`} {...storyblokEditable(blok)}>
      <h2 id={`h-${blok._uid}`}>{blok.headline}</h2>
      {blok.intro ? <p style={{ maxWidth: '48rem' }}>{blok.intro}</p> : null}
      <Savings locale={locale} />
    </section>
  );
}
