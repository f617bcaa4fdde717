import { ENERGY_TYPES, type CardType } from '@tcgp/domain';
import { LANGUAGE_CODES } from 'shared-contracts';
import { loadUiTexts } from './index';

const TYPES: readonly CardType[] = [...ENERGY_TYPES, 'Trainer'];

describe('energy letters', () => {
  it('covers the nine languages', () => {
    expect(LANGUAGE_CODES).toHaveLength(9);
  });

  it.each(LANGUAGE_CODES)('%s: every type has a letter or two, none shared by two types', async (language) => {
    const texts = await loadUiTexts(language);
    const letters = texts.energyLetter as Record<string, unknown>;
    // One or two characters for every type: they fit the small round icon.
    const badLength = TYPES.filter((type) => {
      const letter = letters[type];
      return typeof letter !== 'string' || Array.from(letter.trim()).length < 1 || Array.from(letter).length > 2;
    });
    expect(badLength).toEqual([]);
    const byLetter = new Map<string, CardType[]>();
    for (const type of TYPES) {
      const key = (letters[type] as string).toLocaleLowerCase(language);
      byLetter.set(key, [...(byLetter.get(key) ?? []), type]);
    }
    const shared = [...byLetter].filter(([, types]) => types.length > 1).map(([letter, types]) => `${letter}: ${types.join(', ')}`);
    expect(shared).toEqual([]);
  });
});
