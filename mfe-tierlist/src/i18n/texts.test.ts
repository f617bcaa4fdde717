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
