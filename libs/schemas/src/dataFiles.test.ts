import {
  isIsoDate,
  parseBestDecks,
  parseBestDecksInSlices,
  parseCards,
  parseCardsInSlices,
  parseCardScores,
  parseCardScoresInSlices,
  parseDeckList,
  parseExpansions,
  parseHistory,
  parseLastWeek,
  parseMatchupData,
  parseMatchupRows,
  parseMatchupSummary,
  parseMeta,
  parseStatsWindow,
} from './dataFiles';
import { DATA_FILES, STATS_WINDOW_DAYS, statsFileName } from './files';
import { childPath, type ParseResult } from './check';
import { readRealData } from '@tcgp/test-fixtures';

function problems<T>(result: ParseResult<T>): { path: string; reason: string }[] {
  return result.ok ? [] : result.problems;
}

const card = { id: 'a1-001', name: 'Bulbasaur', type: 'Grass', ex: 'No', set: 'a1', rarity: '◊' };
const list = { cards: ['2:a1-001', '18:pa-007'], score: 0.5, strength: 0.6 };
const archetype = { name: 'bulbasaur-a1-001', lists: [list], popularity: 0.1, percentOfGames: 0.1 };

describe('data guards', () => {
  it('accept valid values and return them unchanged (extra fields kept)', () => {
    const cards = [card, { ...card, id: 'pa-007', name: "Professor's Research", type: 'Trainer', set: 'pa', image: 'https://x/y.png' }];
    const parsed = parseCards(cards);
    expect(parsed).toEqual({ ok: true, value: cards });
    expect(parseBestDecks([{ ...archetype, score: 0.4 }]).ok).toBe(true);
    expect(parseDeckList(list).ok).toBe(true);
    expect(parseMatchupData({ 'bulbasaur-a1-001': [{ name: 'Total', winRate: 0.5, totalGames: 12.5 }] }).ok).toBe(true);
    expect(parseMatchupRows([{ name: 'Total', winRate: 0.5, totalGames: 12.5 }]).ok).toBe(true);
    expect(parseMatchupSummary({ 'bulbasaur-a1-001': { winRate: 0.5, totalGames: 12.5 } }).ok).toBe(true);
    expect(
      parseCardScores([
        { name: '2 Poké Ball PA 5', score: 0.7, popularity: 0.9 },
        { name: '1 Pokémon Center Lady A2b 70', score: 0.6, popularity: 0.3 },
      ]).ok,
    ).toBe(true);
    const expansions = [
      { id: 'a1', name: 'Genetic Apex', releaseDate: '2024-10-30', series: 'A' },
      { id: 'b4a', name: "Team Rocket's Ambition", releaseDate: null, series: 'B' },
      { id: 'pa', name: 'Promo A', releaseDate: '2024-10-30', promo: true },
    ];
    expect(parseExpansions(expansions).ok).toBe(true);
    expect(parseMeta({ lastUpdated: '2025-12-22', expansions }).ok).toBe(true);
    expect(parseMeta({ lastUpdated: '2025-12-22T08:30:00Z', expansions: [] }).ok).toBe(true);
  });

  it('report every problem of the cards with its path', () => {
    const result = parseCards([card, { ...card, id: 'A1-1', type: 'Fairy', ex: true, name: '' }, 'x', { ...card, rarity: 3, set: undefined }]);
    expect(problems(result)).toEqual([
      { path: '$[1].id', reason: '"A1-1" is not a card id like "a1-001"' },
      { path: '$[1].name', reason: 'must not be empty' },
      { path: '$[1].type', reason: expect.stringContaining('expected one of Grass, Fire') as string },
      { path: '$[1].ex', reason: 'expected one of Yes, No, got boolean true' },
      { path: '$[2]', reason: 'expected an object, got the string "x"' },
      { path: '$[3].set', reason: 'missing required string' },
      { path: '$[3].rarity', reason: 'expected a string when present, got number 3' },
    ]);
    expect(problems(parseCards({}))).toEqual([{ path: '$', reason: 'expected an array, got an object' }]);
  });

  it('check deck lists: count:cardId entries, numbers, non-empty lists', () => {
    const result = parseBestDecks([
      { ...archetype, lists: [{ cards: ['2:a1-001', '2 a1-001', 3, '0:a1-001', '2:A1-001'], score: NaN, strength: '1' }] },
      { name: 'x', lists: [], popularity: 0.1 },
    ]);
    expect(problems(result)).toEqual([
      { path: '$[0].lists[0].cards[1]', reason: expect.stringContaining('"2 a1-001" is not of the form "count:cardId"') as string },
      { path: '$[0].lists[0].cards[2]', reason: 'expected a "count:cardId" string, got number 3' },
      { path: '$[0].lists[0].cards[3]', reason: expect.stringContaining('"0:a1-001"') as string },
      { path: '$[0].lists[0].cards[4]', reason: expect.stringContaining('"2:A1-001"') as string },
      { path: '$[0].lists[0].score', reason: 'expected a finite number, got NaN' },
      { path: '$[0].lists[0].strength', reason: 'expected a finite number, got the string "1"' },
      { path: '$[1].lists', reason: 'an archetype needs at least one list' },
      { path: '$[1].percentOfGames', reason: 'missing required number' },
    ]);
  });

  it('check matchup data, rows and summary, quoting keys that are not identifiers', () => {
    const result = parseMatchupData({ 'a-a1-001&b-a1-002': [{ name: 'Total', winRate: '0.5', totalGames: 1 }, null], ok: 'no' });
    expect(problems(result)).toEqual([
      { path: '$["a-a1-001&b-a1-002"][0].winRate', reason: 'expected a finite number, got the string "0.5"' },
      { path: '$["a-a1-001&b-a1-002"][1]', reason: 'expected an object, got null' },
      { path: '$.ok', reason: 'expected an array, got the string "no"' },
    ]);
    expect(problems(parseMatchupData([]))).toEqual([{ path: '$', reason: 'expected an object, got an array' }]);
    expect(problems(parseMatchupRows([{ name: '', winRate: 0.5, totalGames: 1 }]))).toEqual([{ path: '$[0].name', reason: 'must not be empty' }]);
    expect(problems(parseMatchupSummary({ x: { winRate: 0.5 } }))).toEqual([{ path: '$.x.totalGames', reason: 'missing required number' }]);
  });

  it('check card-score names and numbers', () => {
    expect(
      problems(
        parseCardScores([
          { name: 'Poké Ball PA 5', score: 0.1, popularity: 0.1 },
          { name: '2 Poké Ball PA', score: null, popularity: 0.1 },
        ]),
      ),
    ).toEqual([
      { path: '$[0].name', reason: expect.stringContaining('<copies> <card name> <SET> <number>') as string },
      { path: '$[1].name', reason: expect.stringContaining('<copies> <card name> <SET> <number>') as string },
      { path: '$[1].score', reason: 'expected a finite number, got null' },
    ]);
  });

  it('check dates of meta and expansions', () => {
    expect(
      problems(
        parseMeta({
          lastUpdated: '2025-02-30',
          expansions: [
            { id: 'a1', name: 'A', releaseDate: '30/10/2024' },
            { id: 'a2', name: 'B' },
          ],
        }),
      ),
    ).toEqual([
      { path: '$.lastUpdated', reason: '"2025-02-30" is not a real date' },
      { path: '$.expansions[0].releaseDate', reason: 'expected an ISO date (YYYY-MM-DD) or null, got the string "30/10/2024"' },
      { path: '$.expansions[1].releaseDate', reason: 'missing; expected an ISO date or null' },
    ]);
    // `statistics` says whether the set has the statistics files: a boolean when present.
    expect(parseMeta({ lastUpdated: '2025-12-22', expansions: [], statistics: false }).ok).toBe(true);
    expect(problems(parseMeta({ lastUpdated: '2025-12-22', expansions: [], statistics: 'no' }))).toEqual([
      { path: '$.statistics', reason: 'expected a boolean when present, got the string "no"' },
    ]);
    expect(problems(parseMeta({ lastUpdated: 'yesterday' }))).toEqual([
      { path: '$.lastUpdated', reason: '"yesterday" is not an ISO 8601 date or date-time' },
      { path: '$.expansions', reason: 'missing required array of expansions' },
    ]);
    expect(problems(parseExpansions([{ id: 'pa', name: 'Promo A', releaseDate: null, promo: 'yes' }]))).toEqual([
      { path: '$[0].promo', reason: 'expected a boolean when present, got the string "yes"' },
    ]);
  });

  it('isIsoDate and childPath', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-13-01')).toBe(false);
    expect(isIsoDate('2025-12-22T24:00:00Z')).toBe(false);
    expect(isIsoDate('2025-12-22T23:59:59.123+01:00')).toBe(true);
    expect(childPath('$', 'name')).toBe('$.name');
    expect(childPath('$', 3)).toBe('$[3]');
    expect(childPath('$', "it's-a1-001")).toBe('$["it\'s-a1-001"]');
  });

  it('accept the real data files', () => {
    expect(problems(parseCards(readRealData('cards')))).toEqual([]);
    expect(problems(parseExpansions(readRealData('expansions')))).toEqual([]);
    expect(problems(parseBestDecks(readRealData('bestDecks')))).toEqual([]);
    expect(problems(parseMatchupData(readRealData('matchupData')))).toEqual([]);
    expect(problems(parseCardScores(readRealData('cardScores')))).toEqual([]);
  });

  it('in slices, give the real files back as the one-go check does, pausing between slices', async () => {
    const decks = readRealData('bestDecks');
    let pauses = 0;
    // A clock that moves 1 ms per reading (one reading per item): a slice of 4 ms holds 4 items.
    let clock = 0;
    const sliced = await parseBestDecksInSlices(decks, { sliceMs: 4, now: () => (clock += 1), pause: async () => void (pauses += 1) });
    expect(sliced).toEqual(parseBestDecks(decks));
    expect(sliced.ok).toBe(true);
    const archetypes = (decks as unknown[]).length;
    expect(archetypes).toBeGreaterThan(8);
    expect(pauses).toBe(Math.ceil(archetypes / 4) - 1);
    const cards = readRealData('cards');
    expect(await parseCardsInSlices(cards)).toEqual(parseCards(cards));
    const scores = readRealData('cardScores');
    expect(await parseCardScoresInSlices(scores)).toEqual(parseCardScores(scores));
  });
});

describe('data guards in slices (the browser checks the long files between its other work)', () => {
  const noPause = { pause: async () => undefined };

  it('report the same problems at the same paths as the one-go check, counting items across slices', async () => {
    // Every item in a slice of its own (sliceMs 0): the paths still count from the start of the file.
    const cards = [card, { ...card, id: 'A1-1' }, 'x', card, { ...card, rarity: 3 }];
    const sliced = await parseCardsInSlices(cards, { ...noPause, sliceMs: 0 });
    expect(problems(sliced)).toEqual([
      { path: '$[1].id', reason: '"A1-1" is not a card id like "a1-001"' },
      { path: '$[2]', reason: 'expected an object, got the string "x"' },
      { path: '$[4].rarity', reason: 'expected a string when present, got number 3' },
    ]);
    expect(sliced).toEqual(parseCards(cards));
    const decks = [archetype, { ...archetype, lists: [{ ...list, cards: ['2:a1-001', 'two:a1-002'] }] }, { ...archetype, lists: [] }];
    const slicedDecks = await parseBestDecksInSlices(decks, { ...noPause, sliceMs: 0 });
    expect(slicedDecks).toEqual(parseBestDecks(decks));
    expect(problems(slicedDecks).map((p) => p.path)).toEqual(['$[1].lists[0].cards[1]', '$[2].lists']);
  });

  it('report a file that is not an array as the one-go check does, without pausing', async () => {
    let pauses = 0;
    for (const input of [{ cards: [] }, null, 'cards', undefined]) {
      const sliced = await parseCardsInSlices(input, { sliceMs: 0, pause: async () => void (pauses += 1) });
      expect(sliced.ok).toBe(false);
      expect(sliced).toEqual(parseCards(input));
    }
    expect(pauses).toBe(0);
  });

  it('accept an empty file and pause before each item when every slice is used up at once', async () => {
    expect(await parseBestDecksInSlices([], noPause)).toEqual({ ok: true, value: [] });
    let pauses = 0;
    const result = await parseCardsInSlices([card, card, card], { sliceMs: 0, pause: async () => void (pauses += 1) });
    expect(result).toEqual({ ok: true, value: [card, card, card] });
    expect(pauses).toBe(3);
  });
});

describe('statistics file guards (history.json, stats-<N>d.json, last-week.json)', () => {
  const share = { share: 0.081, winRate: 0.537, games: 176 };
  const week = {
    start: '2025-10-06',
    end: '2025-10-12',
    days: 7,
    entries: 412,
    games: 1180,
    decks: { 'a-a1-001': share, 'b-a1-002': { share: 0.01, winRate: null, games: 0 } },
  };
  const stats = {
    asOf: '2025-12-24',
    window: { from: '2025-12-18', to: '2025-12-24', days: 7 },
    entries: 2249,
    games: 6476,
    decks: { 'a-a1-001': share },
    top: ['a-a1-001', 'b-a1-002'],
    matrix: { 'a-a1-001': { 'b-a1-002': { winRate: 0.513, games: 75 } }, 'b-a1-002': {} },
  };
  const lastWeek = {
    asOf: '2025-12-17',
    window: { from: '2025-12-04', to: '2025-12-17', days: 14 },
    decks: { 'a-a1-001': { score: 0.568, popularity: 0.085, strength: 0.664, winRate: 0.586, percentOfGames: 0.089 } },
  };

  it('accept the shapes of docs/data.md (a null win rate without games, an empty matrix row)', () => {
    expect(parseHistory({ asOf: '2025-12-24', weeks: [week] })).toEqual({ ok: true, value: { asOf: '2025-12-24', weeks: [week] } });
    expect(parseHistory({ asOf: '2025-12-24', weeks: [] }).ok).toBe(true);
    expect(parseStatsWindow(stats)).toEqual({ ok: true, value: stats });
    expect(parseLastWeek(lastWeek)).toEqual({ ok: true, value: lastWeek });
  });

  it('report every problem of history.json with its path', () => {
    const bad = { asOf: '2025-13-01', weeks: [{ ...week, days: 7.5, games: -1, decks: { x: { share: '0.1', winRate: undefined, games: 3 } } }, 'w'] };
    expect(problems(parseHistory(bad))).toEqual([
      { path: '$.asOf', reason: '"2025-13-01" is not a real date' },
      { path: '$.weeks[0].days', reason: 'expected a whole number of 0 or more, got number 7.5' },
      { path: '$.weeks[0].games', reason: 'expected a whole number of 0 or more, got number -1' },
      { path: '$.weeks[0].decks.x.share', reason: 'expected a finite number, got the string "0.1"' },
      { path: '$.weeks[0].decks.x.winRate', reason: 'missing; expected a finite number or null' },
      { path: '$.weeks[1]', reason: 'expected an object, got the string "w"' },
    ]);
    expect(problems(parseHistory([]))).toEqual([{ path: '$', reason: 'expected an object, got an array' }]);
  });

  it('report problems of a stats file: window, top and matrix cells', () => {
    const bad = {
      ...stats,
      window: { from: '2025-12-18', days: 7 },
      top: ['a-a1-001', ''],
      matrix: { 'a-a1-001': { 'b-a1-002': { winRate: 0.5, games: 2.5 } }, 'b-a1-002': [] },
    };
    expect(problems(parseStatsWindow(bad))).toEqual([
      { path: '$.window.to', reason: 'missing required string' },
      { path: '$.top[1]', reason: 'must not be empty' },
      { path: '$.matrix["a-a1-001"]["b-a1-002"].games', reason: 'expected a whole number of 0 or more, got number 2.5' },
      { path: '$.matrix["b-a1-002"]', reason: 'expected an object, got an array' },
    ]);
    const { matrix: _matrix, ...withoutMatrix } = stats;
    expect(problems(parseStatsWindow(withoutMatrix))).toEqual([{ path: '$.matrix', reason: 'missing required object of rows' }]);
  });

  it('report problems of last-week.json', () => {
    const bad = { ...lastWeek, decks: { 'a-a1-001': { score: 0.5, popularity: 0.1, strength: 0.6, winRate: null, percentOfGames: 0.1 } } };
    expect(problems(parseLastWeek(bad))).toEqual([{ path: '$.decks["a-a1-001"].winRate', reason: 'expected a finite number, got null' }]);
  });

  it('name the files: stats-<N>d.json for the three windows', () => {
    expect(STATS_WINDOW_DAYS.map(statsFileName)).toEqual(['stats-7d.json', 'stats-14d.json', 'stats-30d.json']);
    expect([DATA_FILES.history, DATA_FILES.lastWeek]).toEqual(['history.json', 'last-week.json']);
  });
});
