import { FALLBACK_LANGUAGE, LANGUAGES, LANGUAGE_CODES, addNamespace, type LanguageCode, type Texts } from 'shared-contracts';
import { createI18n } from './createI18n';
import { detectLanguage, matchLanguage, parseAcceptLanguage } from './languages';

describe('LANGUAGES (docs/product-rules.md: the footer selector)', () => {
  it('starts with English, the fallback, and names each language once', () => {
    expect(LANGUAGE_CODES[0]).toBe('en');
    expect(FALLBACK_LANGUAGE).toBe('en');
    expect(new Set(LANGUAGE_CODES.map((code) => code.toLowerCase())).size).toBe(LANGUAGES.length);
    expect(new Set(LANGUAGES.map((l) => l.label)).size).toBe(LANGUAGES.length);
  });

  it.each(LANGUAGES.map((l) => [l.code, l] as const))('%s is detected for its own code and for each of its browser tags', (code, language) => {
    expect(detectLanguage([code])).toBe(code);
    for (const tag of language.browserTags) {
      expect(tag).toBe(tag.toLowerCase());
      expect(detectLanguage([tag])).toBe(code);
      expect(detectLanguage([`${tag}-x-private`])).toBe(code);
    }
  });
});

describe('detectLanguage (browser setting only, English fallback)', () => {
  it.each<[string[], LanguageCode]>([
    [['en-US'], 'en'],
    [['de-DE'], 'de'],
    [['de'], 'de'],
    [['de-AT'], 'de-AT'],
    [['de-at'], 'de-AT'],
    [['de-CH'], 'de'],
    [['es-MX'], 'es'],
    [['fr-CA'], 'fr'],
    [['ja-JP'], 'ja'],
    [['ko-KR'], 'ko'],
    [['zh-CN'], 'zh-Hans'],
    [['zh'], 'zh-Hans'],
    [['zh-Hans-CN'], 'zh-Hans'],
    [['zh-TW'], 'zh-Hant'],
    [['zh-HK'], 'zh-Hant'],
    [['zh-Hant'], 'zh-Hant'],
    [['zh_TW'], 'zh-Hant'],
  ])('%j -> %s', (browser, expected) => {
    expect(detectLanguage(browser)).toBe(expected);
  });

  // `qaa`–`qtz` are private-use language codes: never a language of the site, whatever LANGUAGES adds.
  it('takes the first supported language in order of preference', () => {
    expect(detectLanguage(['qaa-NL', 'qtz-BR', 'fr-FR', 'de-DE'])).toBe('fr');
  });

  it.each([[[]], [['qaa-NL']], [['qtz-BR', 'qab-IT']], [['']], [['*']]])('falls back to English for %j', (browser) => {
    expect(detectLanguage(browser)).toBe('en');
  });

  it('does not read or write storage', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem');
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    detectLanguage(['de-DE']);
    expect(getItem).not.toHaveBeenCalled();
    expect(setItem).not.toHaveBeenCalled();
    getItem.mockRestore();
    setItem.mockRestore();
  });

  it('maps single tags and refuses unknown ones', () => {
    expect(matchLanguage('DE-at')).toBe('de-AT');
    expect(matchLanguage('qaa')).toBeNull();
  });
});

describe('parseAcceptLanguage (the server picks the prerendered page with the same rule)', () => {
  it('orders by q-value, keeps order for equal q, drops * and q=0', () => {
    expect(parseAcceptLanguage('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toEqual(['fr-CH', 'fr', 'en', 'de']);
    expect(parseAcceptLanguage('en;q=0.1, ja')).toEqual(['ja', 'en']);
    expect(parseAcceptLanguage('de;q=0, ko')).toEqual(['ko']);
    expect(parseAcceptLanguage('')).toEqual([]);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });

  it('gives the language the browser would detect', () => {
    expect(detectLanguage(parseAcceptLanguage('zh-TW,zh;q=0.9,en-US;q=0.8'))).toBe('zh-Hant');
    expect(detectLanguage(parseAcceptLanguage('qaa-NL,qaa;q=0.9'))).toBe('en');
  });
});

describe('createI18n: each namespace loads the page language only', () => {
  const texts: Record<string, Texts> = { en: { hello: 'Hello {{name}}' }, de: { hello: 'Hallo {{name}}' }, ja: { hello: 'こんにちは {{name}}' } };

  it('asks the loader for the page language, and for a new one when the reader switches', async () => {
    const load = jest.fn((lng: LanguageCode) => Promise.resolve(texts[lng] ?? {}));
    const i18n = await createI18n('de');
    await addNamespace(i18n, 'greet', load);
    expect(load.mock.calls.map(([lng]) => lng)).toEqual(['de']);
    expect(i18n.t('hello', { ns: 'greet', name: 'Ash' })).toBe('Hallo Ash');
    await i18n.changeLanguage('ja');
    expect(load.mock.calls.map(([lng]) => lng)).toEqual(['de', 'ja']);
    expect(i18n.t('hello', { ns: 'greet', name: 'Ash' })).toBe('こんにちは Ash');
  });

  it('uses texts already in the page without loading them again', async () => {
    const load = jest.fn((lng: LanguageCode) => Promise.resolve(texts[lng] ?? {}));
    const i18n = await createI18n('en', { initialTexts: { greet: { hello: 'Hi {{name}}' } } });
    await addNamespace(i18n, 'greet', load);
    expect(i18n.t('hello', { ns: 'greet', name: 'Misty' })).toBe('Hi Misty');
    expect(load).not.toHaveBeenCalled();
  });
});
