import { describe, expect, it } from 'vitest';
import { LIGHTHOUSE_PATHS } from '../../bench/lighthouse.mjs';
import { localePrefixes, locales } from '@/lib/i18n/locales';
import { localizedPathname } from '@/lib/routing/pathnames';

describe('the Lighthouse bench', () => {
  it('measures the home and the help page in every language, at their real addresses', () => {
    const expected = locales.flatMap((locale) => [localePrefixes[locale] || '/', encodeURI(localePrefixes[locale] + localizedPathname('/help', locale))]);
    expect(LIGHTHOUSE_PATHS).toEqual(expected);
  });
});
