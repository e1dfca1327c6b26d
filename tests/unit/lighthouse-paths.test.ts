import { describe, expect, it } from 'vitest';
import { LIGHTHOUSE_PATHS } from '../../bench/lighthouse.mjs';

describe('the Lighthouse bench', () => {
  it('measures the home and the help page in every language, at their real addresses', () => {
    // Written out, not recomputed the way the bench computes them: a changed slug or a lost language shows.
    expect(LIGHTHOUSE_PATHS).toEqual([
      '/',
      '/help',
      '/de',
      '/de/hilfe',
      '/fr',
      '/fr/aide',
      '/nl',
      '/nl/hulp',
      '/es',
      '/es/ayuda',
      '/ru',
      `/ru/${encodeURIComponent('помощь')}`,
      '/it',
      '/it/aiuto',
      '/pt',
      '/pt/ajuda',
      '/pl',
      '/pl/pomoc',
    ]);
  });
});
