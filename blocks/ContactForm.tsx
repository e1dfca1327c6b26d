import { storyblokEditable } from '@storyblok/js';
import { NextIntlClientProvider } from 'next-intl';
import { ContactSlot } from '@/components/support/ContactSlot';
import { allMessages } from '@/lib/i18n/all-messages';
import { operatorFacts } from '@/lib/legal';
import type { BlockProps, ContactFormBlok } from './types';

/**
 * CMS block `contact_form` (the help page): the editors' headline and intro over the contact form
 * (its labels and answers are interface messages, `Support.*`). With configured operator facts
 * (OPERATOR_EMAIL) the form also names the operator's address; without them it names none.
 */
export function ContactForm({ blok, locale }: BlockProps<ContactFormBlok>) {
  const messages = allMessages[locale];
  return (
    <section className="block-feature" aria-labelledby={blok.headline ? `h-${blok._uid}` : undefined} {...storyblokEditable(blok)}>
      <div className="block-feature-body">
        {blok.headline ? <h2 id={`h-${blok._uid}`}>{blok.headline}</h2> : null}
        {blok.intro ? <p>{blok.intro}</p> : null}
        <NextIntlClientProvider locale={locale} messages={{ Support: messages.Support, Forms: messages.Forms }}>
          <ContactSlot operatorEmail={operatorFacts()?.email ?? null} />
        </NextIntlClientProvider>
      </div>
    </section>
  );
}
