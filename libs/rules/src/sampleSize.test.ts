import { FEW_GAMES_BELOW, MIN_GAMES_OPTIONS, deckGames, hasFewGames, meetsMinGames, parseMinGames, withMinGames } from './sampleSize';

describe('deckGames', () => {
  it("is the games of the deck's Total row, the deck page's win rate games", () => {
    const summary = { 'Pikachu ex': { winRate: 0.55, totalGames: 1234 } };
    expect(deckGames('Pikachu ex', summary)).toBe(1234);
    expect(deckGames('Mewtwo ex', summary)).toBeNull();
    expect(deckGames('Pikachu ex', undefined)).toBeNull();
  });
});

describe('hasFewGames', () => {
  it('marks fewer than 100 games, not exactly 100', () => {
    expect(FEW_GAMES_BELOW).toBe(100);
    expect(hasFewGames(99)).toBe(true);
    expect(hasFewGames(100)).toBe(false);
    expect(hasFewGames(0)).toBe(true);
  });

  it('does not mark a deck whose games are unknown', () => {
    expect(hasFewGames(null)).toBe(false);
  });
});

describe('meetsMinGames', () => {
  it('keeps a deck with at least the minimum, exactly the minimum included', () => {
    expect(meetsMinGames(100, 100)).toBe(true);
    expect(meetsMinGames(99, 100)).toBe(false);
    expect(meetsMinGames(500, 500)).toBe(true);
    expect(meetsMinGames(499, 500)).toBe(false);
  });

  it('keeps every deck with "any" (0), unknown games included; unknown games fail any other minimum', () => {
    expect(meetsMinGames(0, 0)).toBe(true);
    expect(meetsMinGames(null, 0)).toBe(true);
    expect(meetsMinGames(null, 50)).toBe(false);
  });
});

describe('parseMinGames', () => {
  it('reads the choices 50, 100 and 500', () => {
    expect(MIN_GAMES_OPTIONS).toEqual([0, 50, 100, 500]);
    expect(parseMinGames('?min-games=50')).toEqual({ min: 50, canonical: true });
    expect(parseMinGames('?with=a1-036&min-games=500')).toEqual({ min: 500, canonical: true });
  });

  it('is "any" without the parameter, and that address is kept', () => {
    expect(parseMinGames('')).toEqual({ min: 0, canonical: true });
    expect(parseMinGames('?with=a1-036')).toEqual({ min: 0, canonical: true });
  });

  it('reads any other value as "any" and asks for the address to be cleaned', () => {
    for (const value of ['0', '75', 'abc', '', '100000', '-50', '1e2']) {
      expect(parseMinGames(`?min-games=${value}`)).toEqual({ min: 0, canonical: false });
    }
    expect(parseMinGames('?min-games=050')).toEqual({ min: 50, canonical: false });
    expect(parseMinGames('?min-games=100&min-games=50')).toEqual({ min: 100, canonical: false });
  });
});

describe('withMinGames', () => {
  it('sets the parameter after the others and keeps the picked cards readable', () => {
    expect(withMinGames('', 100)).toBe('?min-games=100');
    expect(withMinGames('?with=a1-036,a1-047', 50)).toBe('?with=a1-036,a1-047&min-games=50');
    expect(withMinGames('?min-games=50&with=a1-036', 500)).toBe('?with=a1-036&min-games=500');
  });

  it('drops the parameter for "any"', () => {
    expect(withMinGames('?min-games=100', 0)).toBe('');
    expect(withMinGames('?with=a1-036&min-games=100', 0)).toBe('?with=a1-036');
  });
});
