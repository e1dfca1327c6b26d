import { describe, expect, it } from 'vitest';
import { languageName, languageNameIn } from '@/lib/i18n/locales';

describe('language names (lib/i18n/locales.ts)', () => {
  it('inside a sentence, a language is named in the page language and its case ("M’abonner en français")', () => {
    expect(languageNameIn('fr-FR', 'fr-FR')).toBe('français');
    expect(languageNameIn('fr-FR', 'de-DE')).toBe('allemand');
    expect(languageNameIn('de-DE', 'fr-FR')).toBe('Französisch');
    expect(languageNameIn('es-ES', 'es-ES')).toBe('español');
    expect(languageNameIn('pt-PT', 'pt-PT')).toBe('português');
    expect(languageNameIn('nl-NL', 'en-US')).toBe('Engels');
    expect(languageNameIn('en-US', 'pl-PL')).toBe('Polish');
  });

  it('a stored code is shown by its own name in tables; anything else stays as it was', () => {
    expect(languageName('nl-NL')).toBe('Nederlands');
    expect(languageName('ru-RU')).toBe('Русский');
    expect(languageName('xx')).toBe('xx');
    expect(languageNameIn('en-US', '')).toBe('');
  });
});
