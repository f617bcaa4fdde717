import type { CardImagesConfig } from '@tcgp/domain';
import { cardImageSources, hostCardRef, hostLanguage } from './cardArt';

/** TCGdex's Pocket languages: the game's nine, Chinese in Traditional script only. */
const tcgdex: CardImagesConfig = {
  urlTemplate: 'https://assets.tcgdex.net/{lang}/tcgp/{set}/{number}/{size}.webp',
  languages: ['en', 'de', 'fr', 'es', 'it', 'pt-br', 'ja', 'ko', 'zh-tw'],
  fallbackLanguage: 'en',
};

describe('hostCardRef', () => {
  it.each([
    ['a1-001', 'A1', '001'],
    ['a1-286', 'A1', '286'],
    ['a1a-086', 'A1a', '086'],
    ['a2b-035', 'A2b', '035'],
    ['a3a-7', 'A3a', '007'],
    ['a4b-010', 'A4b', '010'],
    ['b1a-001', 'B1a', '001'],
    ['b1-1000', 'B1', '1000'],
    ['pa-001', 'P-A', '001'],
    ['pb-012', 'P-B', '012'],
  ])('maps %s to %s / %s', (id, set, number) => {
    expect(hostCardRef(id)).toEqual({ set, number });
  });

  it.each(['', 'A1-001', 'a1', 'a1-', '-001', 'a1-000', 'a1-12345', 'a1b2-001', 'p-001', 'pab-001', 'a1-01a', 'zz-999x'])('knows no image for %j', (id) => {
    expect(hostCardRef(id)).toBeNull();
  });
});

describe('hostLanguage', () => {
  it.each([
    ['de', 'de'],
    ['de-AT', 'de'],
    ['zh-Hans', 'zh-tw'],
    ['zh-Hant', 'zh-tw'],
    ['zh_TW', 'zh-tw'],
    ['en', 'en'],
    ['fr', 'fr'],
    ['ja', 'ja'],
    ['ko', 'ko'],
  ])('maps the page language %s to %s', (page, host) => {
    expect(hostLanguage(page, tcgdex)).toBe(host);
  });

  it('takes Simplified Chinese art when the host has it, else the Traditional, else the fallback', () => {
    const chinese = (languages: string[]) => ({ languages, fallbackLanguage: 'en' });
    expect(hostLanguage('zh-Hans', chinese(['en', 'zh-cn', 'zh-tw']))).toBe('zh-cn');
    expect(hostLanguage('zh-Hans', chinese(['en', 'zh-tw']))).toBe('zh-tw');
    expect(hostLanguage('zh-Hant', chinese(['en', 'zh-cn']))).toBe('en');
    expect(hostLanguage('zh-Hans', chinese(['en']))).toBe('en');
    // Chinese without a script: not guessed.
    expect(hostLanguage('zh', chinese(['en', 'zh-cn', 'zh-tw']))).toBe('en');
  });

  it('uses the fallback when the host lacks the language, else nothing', () => {
    expect(hostLanguage('fr', { languages: ['en', 'de'], fallbackLanguage: 'en' })).toBe('en');
    expect(hostLanguage('fr', { languages: ['de'], fallbackLanguage: null })).toBeNull();
  });
});

describe('cardImageSources', () => {
  it('tries the page language, then the fallback, with both sizes in the srcset', () => {
    expect(cardImageSources(tcgdex, 'a2b-035', 'de-AT')).toEqual([
      {
        language: 'de',
        src: 'https://assets.tcgdex.net/de/tcgp/A2b/035/low.webp',
        srcSet: 'https://assets.tcgdex.net/de/tcgp/A2b/035/low.webp 245w, https://assets.tcgdex.net/de/tcgp/A2b/035/high.webp 600w',
      },
      {
        language: 'en',
        src: 'https://assets.tcgdex.net/en/tcgp/A2b/035/low.webp',
        srcSet: 'https://assets.tcgdex.net/en/tcgp/A2b/035/low.webp 245w, https://assets.tcgdex.net/en/tcgp/A2b/035/high.webp 600w',
      },
    ]);
  });

  it('tries one URL when the language is the fallback or the template has no {lang}; no srcset without {size}', () => {
    expect(cardImageSources(tcgdex, 'pa-001', 'en').map((s) => s.src)).toEqual(['https://assets.tcgdex.net/en/tcgp/P-A/001/low.webp']);
    expect(cardImageSources({ ...tcgdex, urlTemplate: 'https://img.example/{set}/{number}.png' }, 'a1-001', 'de')).toEqual([
      { language: 'de', src: 'https://img.example/A1/001.png', srcSet: undefined },
    ]);
  });

  it('gives nothing without a config, for an unknown id, or without any language', () => {
    expect(cardImageSources(null, 'a1-001', 'en')).toEqual([]);
    expect(cardImageSources(tcgdex, 'zz-999x', 'en')).toEqual([]);
    expect(cardImageSources({ ...tcgdex, languages: ['de'], fallbackLanguage: null }, 'a1-001', 'fr')).toEqual([]);
  });
});
