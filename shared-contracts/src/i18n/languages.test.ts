import { FALLBACK_LANGUAGE, LANGUAGES, LANGUAGE_CODES, currencyFor, detectLanguage, matchLanguage, type LanguageCode } from './languages';
import { createI18n } from './createI18n';
import { commonTexts } from './common';
import { describeTextsCompleteness } from '../../test/i18nCompleteness';

describe('LANGUAGES (SPEC section 1: the footer selector)', () => {
  it('lists exactly the nine languages in the SPEC order', () => {
    expect(LANGUAGES.map((l) => l.code)).toEqual(['en', 'de', 'de-AT', 'es', 'fr', 'ja', 'ko', 'zh-Hans', 'zh-Hant']);
    expect(LANGUAGE_CODES).toHaveLength(9);
  });

  it('labels every language in that language', () => {
    expect(LANGUAGES.map((l) => l.label)).toEqual([
      'English',
      'Deutsch',
      'Deutsch (Österreich)',
      'Español',
      'Français',
      '日本語',
      '한국어',
      '简体中文',
      '繁體中文',
    ]);
  });

  it('falls back to English', () => {
    expect(FALLBACK_LANGUAGE).toBe('en');
  });
});

describe('detectLanguage (browser setting only, English fallback)', () => {
  it.each<[readonly string[], LanguageCode]>([
    [['en-US', 'en'], 'en'],
    [['en-GB'], 'en'],
    [['de-DE', 'de'], 'de'],
    [['de'], 'de'],
    [['de-AT', 'de'], 'de-AT'],
    [['de-CH'], 'de'],
    [['es-ES', 'es'], 'es'],
    [['es-419'], 'es'],
    [['fr-FR', 'fr'], 'fr'],
    [['fr-CA'], 'fr'],
    [['ja-JP', 'ja'], 'ja'],
    [['ko-KR', 'ko'], 'ko'],
    [['zh-CN', 'zh'], 'zh-Hans'],
    [['zh-SG'], 'zh-Hans'],
    [['zh'], 'zh-Hans'],
    [['zh-Hans-CN'], 'zh-Hans'],
    [['zh-TW', 'zh'], 'zh-Hant'],
    [['zh-HK'], 'zh-Hant'],
    [['zh-MO'], 'zh-Hant'],
    [['zh-Hant-TW'], 'zh-Hant'],
    [['zh-Hant'], 'zh-Hant'],
  ])('%j -> %s', (browser, expected) => {
    expect(detectLanguage(browser)).toBe(expected);
  });

  it('takes the first supported language in order of preference', () => {
    expect(detectLanguage(['pt-BR', 'ja-JP', 'de-DE'])).toBe('ja');
    expect(detectLanguage(['de-AT', 'en-US'])).toBe('de-AT');
    expect(detectLanguage(['en-US', 'de-AT'])).toBe('en');
    expect(detectLanguage(['ru', 'zh-TW', 'zh-CN'])).toBe('zh-Hant');
  });

  it('uses English when no preferred language is supported', () => {
    expect(detectLanguage(['pt-BR', 'ru'])).toBe('en');
    expect(detectLanguage(['it-IT', 'nl', 'pl'])).toBe('en');
  });

  it('uses English when the browser reports no language', () => {
    expect(detectLanguage([])).toBe('en');
    expect(detectLanguage([''])).toBe('en');
  });

  it('accepts underscores and any letter case', () => {
    expect(matchLanguage('DE_at')).toBe('de-AT');
    expect(matchLanguage('ZH_tw')).toBe('zh-Hant');
  });

  it('does not read or write storage (nothing is cached)', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem');
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    detectLanguage(['fr-FR']);
    expect(getItem).not.toHaveBeenCalled();
    expect(setItem).not.toHaveBeenCalled();
    getItem.mockRestore();
    setItem.mockRestore();
  });
});

describe('currencyFor (SPEC section 9)', () => {
  it.each<LanguageCode>(['de', 'de-AT', 'fr'])('%s pays in euros', (lng) => {
    expect(currencyFor(lng)).toBe('EUR');
  });

  it.each<LanguageCode>(['en', 'es', 'ja', 'ko', 'zh-Hans', 'zh-Hant'])('%s pays in dollars', (lng) => {
    expect(currencyFor(lng)).toBe('USD');
  });
});

describe('createI18n', () => {
  it('serves the common texts in the chosen language', () => {
    expect(createI18n('en').t('loading')).toBe('Loading...');
    expect(createI18n('de').t('loading')).toBe('Wird geladen...');
    expect(createI18n('ja').t('retry')).toBe(commonTexts.ja.retry);
  });

  it('interpolates placeholders', () => {
    const i18n = createI18n('en');
    expect(i18n.t('remoteError.contract', { remoteVersion: '2.0.0', hostVersion: '1.0.0' })).toContain('contract 2.0.0, the site uses 1.0.0');
  });
});

describeTextsCompleteness('common', commonTexts);
