import { LANGUAGE_CODES } from 'shared-contracts';
import { LANGUAGE_PREFIXES, languagePath, splitLanguagePath } from './languagePaths';

describe('language addresses (/<prefix>/<path>)', () => {
  it('every language has its own prefix, and a prefix gives its language and the path back', () => {
    expect(new Set(Object.values(LANGUAGE_PREFIXES)).size).toBe(LANGUAGE_CODES.length);
    for (const language of LANGUAGE_CODES) {
      expect(splitLanguagePath(languagePath(language, '/tier-list'))).toEqual({ language, path: '/tier-list' });
      expect(splitLanguagePath(languagePath(language, '/'))).toEqual({ language, path: '/' });
    }
  });

  it('writes the addresses search engines see', () => {
    expect(languagePath('de', '/tier-list')).toBe('/de/tier-list');
    expect(languagePath('zh-Hant', '/deck/espeon-b3a-020&swablu-b1-196')).toBe('/zh-hant/deck/espeon-b3a-020&swablu-b1-196');
    expect(languagePath('en', '/')).toBe('/en');
  });

  it('leaves a path without a known prefix as it is', () => {
    expect(splitLanguagePath('/tier-list')).toEqual({ language: null, path: '/tier-list' });
    expect(splitLanguagePath('/deck/de')).toEqual({ language: null, path: '/deck/de' });
    expect(splitLanguagePath('/xx/tier-list')).toEqual({ language: null, path: '/xx/tier-list' });
    expect(splitLanguagePath('/dex')).toEqual({ language: null, path: '/dex' });
    expect(splitLanguagePath('/de-xx/tier-list')).toEqual({ language: null, path: '/de-xx/tier-list' });
    expect(splitLanguagePath('/')).toEqual({ language: null, path: '/' });
  });

  it('reads the prefix only as the first segment', () => {
    expect(splitLanguagePath('/de')).toEqual({ language: 'de', path: '/' });
    expect(splitLanguagePath('/de/')).toEqual({ language: 'de', path: '/' });
    expect(splitLanguagePath('/de-at/statistics')).toEqual({ language: 'de-AT', path: '/statistics' });
  });
});
