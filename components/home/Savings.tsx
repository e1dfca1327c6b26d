import { NextIntlClientProvider } from 'next-intl';
import { allMessages } from '@/lib/i18n/all-messages';
import type { Locale } from '@/lib/i18n/locales';
import { localePrefixes } from '@/lib/i18n/locales';
import { localizedPathname } from '@/lib/routing/pathnames';
import { DEFAULT_PACK_SIZE, defaultCurrency, type SavingsResult } from '@/lib/savings';
import { SavingsCalculator, type SavingsValues } from './SavingsCalculator';

/** The savings page's path in a locale: where the calculator's plain form is sent without JavaScript. */
export const savingsPath = (locale: Locale) => localePrefixes[locale] + localizedPathname('/savings', locale);

/** The calculator with its messages; `result` is the server's reading of a submitted form. */
export function Savings({ locale, values, result }: { locale: Locale; values?: Partial<SavingsValues>; result?: SavingsResult | null }) {
  const initial = !result ? null : result.ok ? { savings: result.savings, currency: result.input.currency } : { errors: result.errors };
  return (
    <NextIntlClientProvider locale={locale} messages={{ Savings: allMessages[locale].Savings }}>
      <SavingsCalculator
        action={savingsPath(locale)}
        locale={locale}
        values={{
          perDay: values?.perDay ?? '',
          price: values?.price ?? '',
          packSize: values?.packSize || String(DEFAULT_PACK_SIZE),
          currency: values?.currency ?? defaultCurrency[locale],
        }}
        initial={initial}
      />
    </NextIntlClientProvider>
  );
}
