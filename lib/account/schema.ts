/** The member's space: what its forms send. Client-safe. */
import { z } from 'zod';
import { locales } from '@/lib/i18n/locales';

/** Subscribing from /account: the language the newsletter comes in. */
export const newsletterSubscribeInput = z.tuple([z.enum(locales)]);
/** Asking for a link that confirms the member's address: the language of its email. */
export const confirmAddressInput = z.tuple([z.enum(locales)]);
/** Unsubscribing from /account takes nothing: it is the member's own address. */
export const newsletterUnsubscribeInput = z.tuple([]);

/** What a pack costs and how many cigarettes it holds (the money kept is worked out from these). */
export const packInput = z.object({
  price: z.coerce.number().min(0.01).max(1000),
  size: z.coerce.number().int().min(1).max(100),
});

/** The currency a language's money is shown in (the member's own figures are in their currency): the savings calculator's default. */
export { defaultCurrency as CURRENCIES } from '@/lib/savings/calc';
