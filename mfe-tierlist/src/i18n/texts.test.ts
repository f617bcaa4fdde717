import { describeTextsCompleteness } from '@tcgp/dev-kit/testing';
import { LANGUAGES } from 'shared-contracts';
import { loadTierlistTexts, type TierlistTexts } from './index';

describeTextsCompleteness('tierlist', loadTierlistTexts);

describe('tierlist texts: the help buttons name what they show (WCAG 2.5.3, label in name)', () => {
  it.each(LANGUAGES.map((l) => l.code))('%s: each accessible name contains the visible label', async (language) => {
    const texts = (await loadTierlistTexts(language)) as TierlistTexts;
    expect(texts.help.button).toContain('{{metric}}');
    expect(texts.help.rankChangeButton.toLowerCase()).toContain(texts.help.rankChange.toLowerCase());
  });
});

describe('tierlist texts: German help texts never break inside a compound (they are read in a narrow tooltip)', () => {
  it.each(['de', 'de-AT'] as const)('%s: compounds in the help texts use non-breaking hyphens (U+2011)', async (language) => {
    const texts = (await loadTierlistTexts(language)) as TierlistTexts;
    const help = Object.values(texts.help).filter((text): text is string => typeof text === 'string');
    expect(help.join(' ')).toContain('95\u2011%\u2011Konfidenzintervalls');
    for (const text of help) expect(text).not.toMatch(/[\p{L}\p{N}%]-[\p{L}\p{N}%]/u);
  });
});
