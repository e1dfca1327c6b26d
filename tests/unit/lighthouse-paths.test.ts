import { describe, expect, it } from 'vitest';
import { LIGHTHOUSE_PATHS } from '../../bench/lighthouse.mjs';

describe('the Lighthouse bench', () => {
  it('measures home, help, quit smoking, a post, the test and the motivation survey in every language, at their real addresses', () => {
    // Written out, not recomputed the way the bench computes them: a changed slug or a lost language shows.
    const ru = (slug: string) => `/ru/${encodeURIComponent(slug)}`;
    const pages = (prefix: string, help: string, quit: string) => [
      prefix || '/',
      help,
      quit,
      `${prefix}/posts/first-week`,
      `${prefix}/survey/test`,
      `${prefix}/survey/motivation`,
    ];
    expect(LIGHTHOUSE_PATHS).toEqual([
      ...pages('', '/help', '/quit-smoking'),
      ...pages('/de', '/de/hilfe', '/de/nikotinentzug'),
      ...pages('/fr', '/fr/aide', '/fr/arreter-de-fumer'),
      ...pages('/nl', '/nl/hulp', '/nl/stoppen-met-roken'),
      ...pages('/es', '/es/ayuda', '/es/dejar-de-fumar'),
      ...pages('/ru', ru('помощь'), ru('бросить-курить')),
      ...pages('/it', '/it/aiuto', '/it/smettere-di-fumare'),
      ...pages('/pt', '/pt/ajuda', '/pt/parar-de-fumar'),
      ...pages('/pl', '/pl/pomoc', '/pl/rzucanie-palenia'),
    ]);
  });
});
