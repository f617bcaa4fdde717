import type { Card } from '@tcgp/domain';
import { readableDeckName } from './deckNames';
import { canonicalCardIndex, cardIndexOf } from './cards';
import { isPrepared, prepareArchetypesCached } from './decks';
import { matchCards } from './findByCard';
import { cardSearchNames, localCardName, localizeCards } from './localNames';

const charizard: Card = {
  id: 'a1-036',
  name: 'Charizard ex',
  type: 'Fire',
  ex: 'Yes',
  set: 'a1',
  names: { de: 'Glurak-ex', fr: 'Dracaufeu-ex', ja: 'リザードンex' },
};
const moltres: Card = { id: 'a1-047', name: 'Moltres ex', type: 'Fire', ex: 'Yes', set: 'a1', names: { de: 'Lavados-ex' } };
const pikachu: Card = { id: 'a1-094', name: 'Pikachu', type: 'Lightning', ex: 'No', set: 'a1' };
const catalogue = [charizard, moltres, pikachu];

describe('localCardName', () => {
  it('is the name of the language, of its base language, else English', () => {
    expect(localCardName(charizard, 'de')).toBe('Glurak-ex');
    expect(localCardName(charizard, 'de-AT')).toBe('Glurak-ex');
    expect(localCardName(charizard, 'ko')).toBe('Charizard ex');
    expect(localCardName(pikachu, 'de')).toBe('Pikachu');
  });
});

describe('localizeCards', () => {
  it('shows local names and keeps the English one', () => {
    const [c, m, p] = localizeCards(catalogue, 'de');
    expect(c).toMatchObject({ name: 'Glurak-ex', englishName: 'Charizard ex' });
    expect(m).toMatchObject({ name: 'Lavados-ex', englishName: 'Moltres ex' });
    expect(p).toBe(pikachu);
  });

  it('returns the same catalogue for English and for one language twice', () => {
    expect(localizeCards(catalogue, 'en')).toBe(catalogue);
    expect(localizeCards(catalogue, 'ja')).toBe(localizeCards(catalogue, 'ja'));
    expect(localizeCards(catalogue, 'ja')).not.toBe(localizeCards(catalogue, 'fr'));
  });

  it('names decks with the local names, or the English ones when asked', () => {
    const cards = cardIndexOf(localizeCards(catalogue, 'de'));
    expect(readableDeckName('charizard-ex-a1-036&moltres-ex-a1-047', cards)).toBe('Glurak-ex & Lavados-ex');
    expect(readableDeckName('charizard-ex-a1-036&moltres-ex-a1-047', cards, { english: true })).toBe('Charizard ex & Moltres ex');
  });
});

describe('searching local and English names', () => {
  it('finds Charizard ex by "Glurak" and by "Charizard" on a German page', () => {
    const german = localizeCards(catalogue, 'de');
    expect(matchCards(german, 'Glurak').map((c) => c.id)).toEqual(['a1-036']);
    expect(matchCards(german, 'charizard').map((c) => c.name)).toEqual(['Glurak-ex']);
    expect(matchCards(german, 'glurak ex').map((c) => c.id)).toEqual(['a1-036']);
    expect(matchCards(german, 'Pikachu').map((c) => c.id)).toEqual(['a1-094']);
  });

  it('finds it by "リザードン" on a Japanese page', () => {
    const japanese = localizeCards(catalogue, 'ja');
    expect(matchCards(japanese, 'リザードン').map((c) => c.name)).toEqual(['リザードンex']);
    expect(matchCards(japanese, 'Glurak')).toEqual([]);
  });

  it('searches one name per card without a local name', () => {
    expect(cardSearchNames(pikachu)).toEqual(['Pikachu']);
    expect(cardSearchNames(localizeCards(catalogue, 'fr')[0] as Card)).toEqual(['Dracaufeu-ex', 'Charizard ex']);
  });
});

describe('a localized catalogue and the decks prepared for the published one', () => {
  it('shares the parsed lists: a page prepared with the published catalogue is ready in German', () => {
    const catalogueCopy = [...catalogue];
    const archetypes = [
      { name: 'charizard-ex-a1-036', popularity: 1, percentOfGames: 1, lists: [{ cards: ['2:a1-036', '2:a1-047'], score: 0.5, strength: 0.5 }] },
    ];
    const published = cardIndexOf(catalogueCopy);
    const german = cardIndexOf(localizeCards(catalogueCopy, 'de'));
    expect(german).not.toBe(published);
    expect(canonicalCardIndex(german)).toBe(published);
    expect(isPrepared(archetypes, german)).toBe(false);
    const prepared = prepareArchetypesCached(archetypes, published);
    expect(isPrepared(archetypes, german)).toBe(true);
    expect(prepareArchetypesCached(archetypes, german)).toBe(prepared);
    expect(canonicalCardIndex(published)).toBe(published);
  });
});
