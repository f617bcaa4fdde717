import { cardMonogram } from './monogram';

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
