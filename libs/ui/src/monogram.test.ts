import { cardMonogram, uniqueMonograms } from './monogram';

describe('cardMonogram', () => {
  it.each([
    ['Giratina ex', 'Gi'],
    ['Starly', 'St'],
    ["Professor's Research", 'PR'],
    ['Mr. Mime', 'MM'],
    ['Pikachu EX', 'Pi'],
    ['Poké Ball', 'PB'],
    ['Évoli', 'Év'],
    ['(Team) Rocket Grunt', 'TR'],
    ['ギラティナex', 'ギ'],
    ['超梦ex', '超'],
    ['뮤츠 ex', '뮤'],
    ['ex', 'ex'],
    ['  ', '?'],
    ['…', '?'],
  ])('%s → %s', (name, expected) => {
    expect(cardMonogram(name)).toBe(expected);
  });

  it('keeps a letter with its combining accent together', () => {
    expect(cardMonogram('E\u0301lan')).toBe('E\u0301l');
  });
});

describe('uniqueMonograms', () => {
  const card = (id: string, name: string) => ({ id, name });

  it('lengthens the monograms of Lunala, Lugia and Lucario until they differ', () => {
    const monograms = uniqueMonograms([card('a3-062', 'Lunala ex'), card('a2b-044', 'Lugia ex'), card('a2-092', 'Lucario'), card('a1-225', 'Sabrina')]);
    expect(Object.fromEntries(monograms)).toEqual({ 'a3-062': 'Lun', 'a2b-044': 'Lug', 'a2-092': 'Luc', 'a1-225': 'Sa' });
  });

  it('tells Mew and Mewtwo apart although one name is the start of the other', () => {
    const monograms = uniqueMonograms([card('a1a-032', 'Mew ex'), card('a1-129', 'Mewtwo ex')]);
    expect([monograms.get('a1a-032'), monograms.get('a1-129')]).toEqual(['Mew', 'Mewt']);
  });

  it('keeps the short monogram when nothing in the view collides, and counts a card listed twice once', () => {
    const monograms = uniqueMonograms([card('a1-129', 'Mewtwo ex'), card('a1-129', 'Mewtwo ex'), card('a3-062', 'Lunala ex')]);
    expect(Object.fromEntries(monograms)).toEqual({ 'a1-129': 'Me', 'a3-062': 'Lu' });
  });

  it('falls back to the set number for two printings of one name and what no length tells apart', () => {
    const monograms = uniqueMonograms([card('a1-096', 'Pikachu ex'), card('a4-080', 'Pikachu ex'), card('a1-094', 'Pikachu'), card('a1-033', 'Charmander')]);
    expect(Object.fromEntries(monograms)).toEqual({ 'a1-096': '096', 'a4-080': '080', 'a1-094': '094', 'a1-033': 'Ch' });
  });

  it('lengthens wide-script monograms by a character', () => {
    const monograms = uniqueMonograms([card('a1a-032', 'ミュウex'), card('a1-129', 'ミュウツーex')], 'ja');
    expect(new Set(monograms.values()).size).toBe(2);
    for (const monogram of monograms.values()) expect(monogram.length).toBeLessThanOrEqual(3);
  });
});
