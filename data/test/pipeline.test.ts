import { archetypeOfDeckId, archetypeOfList, knownArchetypes } from '../src/pipeline/archetypes';
import fc from 'fast-check';
import { deckIdProblem } from '@tcgp/schemas';
import { cardIdOf, cardSlug, parseScoreName, scoreName, scoreSetCode } from '../src/pipeline/cardIds';
import { isoDay, mondayOf, parseDay } from '../src/pipeline/dates';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { indexCatalogue } from '../src/pipeline/catalogue';
import { writeDataSet } from '../src/pipeline/files';
import { buildDataSet, history, referencedCards, type DataSet } from '../src/pipeline/outputs';
import { roundNumbers } from '../src/pipeline/rounding';
import { freeAsOf } from '../src/pipeline/run';
import { TournamentStore, parseDecklist } from '../src/pipeline/store';
import { wilsonLowerBound } from '../src/pipeline/tally';
import {
  catalogue,
  CHARIZARD,
  CHARIZARD_ID,
  CHARIZARD_NAME,
  pairing,
  PIKACHU,
  PIKACHU_ID,
  PIKACHU_NAME,
  standing,
  tournament,
  VENUSAUR,
  VENUSAUR_2,
  VENUSAUR_ID,
  VENUSAUR_NAME,
  type Decklist,
} from './tournaments';
import { cleanTempDirs, tempDir } from './helpers';

afterAll(cleanTempDirs);

const day = (text: string): number => {
  const d = parseDay(text);
  if (d === null) throw new Error(`bad date ${text}`);
  return d;
};

function storeOf(files: unknown[], from = '2025-01-01', to = '2026-12-31'): TournamentStore {
  const store = new TournamentStore(catalogue(), { from: day(from), to: day(to) });
  files.forEach((file, i) => store.addTournament(file, `file-${i}.json`));
  return store.finish();
}

function dataSet(files: unknown[], asOf: string, options: { windowDays?: number; minListEntries?: number } = {}): DataSet {
  return buildDataSet(storeOf(files), { asOf: day(asOf), windowDays: options.windowDays ?? 14, minListEntries: options.minListEntries ?? 2, expansions: [] });
}

const withCards = (list: Decklist, extra: Decklist['pokemon'], dropTrainer = 0): Decklist => ({
  pokemon: [...list.pokemon, ...extra],
  trainer: list.trainer.map((c, i) => (i === 0 ? { ...c, count: c.count - dropTrainer } : c)),
});

/**
 * The main hand-made tournament (2025-12-20): two Venusaur players on the same list, a Charizard
 * player, a Pikachu player, a Charizard list without `deck`, and three standings that are not entries.
 */
const MAIN = tournament(
  'main',
  '2025-12-20',
  [
    standing('p1', VENUSAUR_ID, VENUSAUR),
    standing('p2', VENUSAUR_ID, VENUSAUR),
    standing('p3', CHARIZARD_ID, CHARIZARD),
    standing('p4', PIKACHU_ID, PIKACHU),
    standing('p5', null, CHARIZARD),
    standing('p6', PIKACHU_ID, withCards(PIKACHU, [{ count: 1, name: 'Magnemite', set: 'A1', number: '84' }])),
    standing('p7', PIKACHU_ID, withCards(PIKACHU, [{ count: 1, name: 'Mystery', set: 'A9', number: '1' }], 1)),
    standing('p8', PIKACHU_ID, withCards(PIKACHU, [{ count: 1, name: 'Pikachu ex', set: 'A1', number: '259' }], 1)),
  ],
  [
    pairing(1, 'p1', 'p3', 'p1'), // Venusaur beats Charizard
    pairing(1, 'p2', 'p4', '0'), // tie
    pairing(1, 'p5', null, 'p5'), // bye
    pairing(2, 'p1', 'p2', 'p2'), // Venusaur mirror
    pairing(2, 'p3', 'p4', -1), // double loss (numeric winner, as the API may send it)
    pairing(2, 'p5', 'p6', 'p5'), // p6 has no entry
    pairing(3, 'p4', 'p5', 'p4'), // Pikachu beats the deckless Charizard
    pairing(3, 'p3', 'p1', 'nobody'), // malformed winner
  ],
);

/** Three weeks earlier: outside the 14-day window ending 2025-12-21, inside the history. */
const EARLIER = tournament(
  'earlier',
  '2025-11-30',
  [standing('q1', PIKACHU_ID, PIKACHU), standing('q2', PIKACHU_ID, PIKACHU), standing('q3', VENUSAUR_ID, VENUSAUR_2)],
  [pairing(1, 'q1', 'q3', 'q3'), pairing(1, 'q2', null, 'q2'), pairing(2, 'q1', 'q2', 'q1')],
);

describe('card ids (Limitless set + number -> catalogue id)', () => {
  it('lower-cases the set code, drops dashes and pads the number to three digits', () => {
    expect(cardIdOf('A1', 84)).toBe('a1-084');
    expect(cardIdOf('P-A', '7')).toBe('pa-007');
    expect(cardIdOf('A2b', 5)).toBe('a2b-005');
    expect(cardIdOf('A1', '007')).toBe('a1-007');
    expect(cardIdOf('B1', '286')).toBe('b1-286');
  });

  it('reads promo codes written out (PROMO-A, Promo B) as the promo sets pa and pb', () => {
    expect(cardIdOf('PROMO-A', 7)).toBe('pa-007');
    expect(cardIdOf('Promo B', '12')).toBe('pb-012');
    expect(cardIdOf('PROMOA', 1)).toBe('pa-001');
  });

  it('rejects what is not a set code and a positive number', () => {
    expect(cardIdOf('A1', 'x1')).toBeNull();
    expect(cardIdOf('A1', 0)).toBeNull();
    expect(cardIdOf('A1', 1.5)).toBeNull();
    expect(cardIdOf(null, 5)).toBeNull();
    expect(cardIdOf('A/1', 5)).toBeNull();
  });

  it('reads the card id back from a card-score name', () => {
    expect(parseScoreName("2 Professor's Research PA 7")).toEqual({ copies: 2, cardName: "Professor's Research", cardId: 'pa-007' });
    expect(parseScoreName('1 Sprigatito A2b 5')?.cardId).toBe('a2b-005');
    expect(parseScoreName('1 Mew ex A1a 283')?.cardId).toBe('a1a-283');
    expect(parseScoreName('Sprigatito A2b 5')).toBeNull();
  });

  it('writes card-score names with the set as the game writes it and the number unpadded', () => {
    expect(scoreSetCode('a2b')).toBe('A2b');
    expect(scoreSetCode('pa')).toBe('PA');
    expect(scoreName(2, { id: 'pa-007', name: "Professor's Research", set: 'pa' })).toBe("2 Professor's Research PA 7");
  });
});

describe('entries: the decklist rules', () => {
  const cat = catalogue();

  it('accepts a 20-card list and sorts it by card id', () => {
    const result = parseDecklist(VENUSAUR, cat);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.entries.map((e) => e.id)).toEqual([...result.entries.map((e) => e.id)].sort());
  });

  it('skips 21 cards, three copies of one name (two printings), unknown cards and missing decklists', () => {
    expect(parseDecklist(withCards(PIKACHU, [{ count: 1, name: 'Magnemite', set: 'A1', number: '84' }]), cat)).toMatchObject({
      ok: false,
      reason: 'wrongCardCount',
    });
    expect(parseDecklist(withCards(PIKACHU, [{ count: 1, name: 'Pikachu ex', set: 'A1', number: '259' }], 1), cat)).toMatchObject({
      ok: false,
      reason: 'tooManyCopies',
      detail: '3 copies of Pikachu ex',
    });
    expect(parseDecklist(withCards(PIKACHU, [{ count: 1, name: 'x', set: 'A9', number: '1' }], 1), cat)).toMatchObject({
      ok: false,
      reason: 'unknownCard',
      detail: 'a9-001',
    });
    expect(parseDecklist(null, cat)).toMatchObject({ ok: false, reason: 'noDecklist' });
    expect(parseDecklist({ pokemon: [{ count: 'two', set: 'A1', number: 1 }] }, cat)).toMatchObject({ ok: false, reason: 'malformedCard' });
  });
});

describe('archetype names', () => {
  const cat = catalogue();

  it('maps a Limitless deck id (name slug + set code per card) to <name>-<card id> parts joined by &', () => {
    expect(archetypeOfDeckId(CHARIZARD_ID, cat)).toBe(CHARIZARD_NAME);
    expect(archetypeOfDeckId('sprigatito-a2b', cat)).toBe('sprigatito-a2b-005');
  });

  it('takes the lowest-numbered printing in the set (the regular card, not the full art a1-259)', () => {
    expect(archetypeOfDeckId('pikachu-ex-a1', cat)).toBe('pikachu-ex-a1-096');
  });

  it('keeps a deck id that already has the site shape, and refuses what it cannot map', () => {
    expect(archetypeOfDeckId(VENUSAUR_NAME, cat)).toBe(VENUSAUR_NAME);
    expect(archetypeOfDeckId('mewtwo-ex-a1', cat)).toBeNull();
    expect(archetypeOfDeckId('pikachu-ex-a7', cat)).toBeNull();
    expect(archetypeOfDeckId('', cat)).toBeNull();
  });

  it('refuses a deck id in the site shape that cannot be a path: slashes, dots, _, over 120 characters', () => {
    for (const hostile of [
      `../../${VENUSAUR_NAME}`,
      `x/y-${'a1-004'}`,
      `_&${VENUSAUR_NAME}`,
      `${'a'.repeat(300)}-a1-004`,
      `${'b'.repeat(114)}-a1-004`,
      `mr.-mime-a1-004`,
    ]) {
      expect([hostile, archetypeOfDeckId(hostile, cat)]).toEqual([hostile, null]);
    }
    expect(archetypeOfDeckId(`${'b'.repeat(113)}-a1-004`, cat)).toBe(`${'b'.repeat(113)}-a1-004`);
  });

  it('takes the archetype of a standing with such a deck id from its decklist, and says so in the report', () => {
    const hostile = `../../deck/_/${VENUSAUR_NAME}`;
    const store = storeOf([tournament('t1', '2026-01-05', [standing('p1', hostile, VENUSAUR)], [])]);
    expect(store.archetypes).toEqual([VENUSAUR_NAME]);
    const notes = store.report.build({ inWindow: 1, entries: 1, games: 0 }).notes;
    expect(notes.deckIdRefused?.count).toBe(1);
    expect(notes.deckIdRefused?.examples[0]).toContain('"../../deck/_/venusaur-ex-a1-004" has characters other than');
    expect(notes.deckIdNotMapped).toBeUndefined();
  });

  it('gives every name it makes the shape of a deck id (seeded, bounded)', () => {
    const part = fc.oneof(fc.constantFrom('venusaur', 'ex', 'a1', 'a2b', 'pikachu', 'a1-004', '-', '&', '/', '..', '_', 'é', '.'), fc.string({ maxLength: 6 }));
    fc.assert(
      fc.property(fc.array(part, { maxLength: 40 }), (parts) => {
        const name = archetypeOfDeckId(parts.join(''), cat);
        if (name !== null) expect(deckIdProblem(name)).toBeNull();
      }),
      { seed: 20261128, numRuns: 500 },
    );
  });

  it('makes card slugs of names with dots, accents and symbols that are deck ids', () => {
    expect(cardSlug({ id: 'a1-226', name: 'Mr. Mime' })).toBe('mr-mime-a1-226');
    expect(cardSlug({ id: 'pa-005', name: 'Poké Ball' })).toBe('poke-ball-pa-005');
    expect(cardSlug({ id: 'a3-150', name: 'Type: Null' })).toBe('type-null-a3-150');
    expect(cardSlug({ id: 'a1-170', name: 'Nidoran♀' })).toBe('nidoran-a1-170');
    expect(cardSlug({ id: 'a1-007', name: "Farfetch'd" })).toBe("farfetch'd-a1-007");
    expect(cardSlug({ id: 'a1-008', name: '♀' })).toBe('card-a1-008');
    for (const name of ['Mr. Mime', 'Flabébé', 'Mime Jr.', 'Nidoran♂']) expect(deckIdProblem(cardSlug({ id: 'a1-001', name }))).toBeNull();
  });

  it('gives a list without deck the known archetype whose signature cards it plays, else its signature Pokémon', () => {
    const entries = (list: Decklist): { id: string; count: number }[] => {
      const r = parseDecklist(list, cat);
      if (!r.ok) throw new Error('bad list');
      return r.entries;
    };
    const known = knownArchetypes([VENUSAUR_NAME, CHARIZARD_NAME, 'charizard-ex-a1-036'], cat);
    // Plays Charizard ex and Moltres ex: the archetype with both signature cards wins over Charizard ex alone.
    expect(archetypeOfList(entries(CHARIZARD), known, cat)).toBe(CHARIZARD_NAME);
    // No known archetype: ex Pokémon first, then most copies (2 each), then last in the catalogue: Zapdos ex.
    expect(archetypeOfList(entries(PIKACHU), known, cat)).toBe('zapdos-ex-a1-104');
  });
});

describe('Wilson lower bound (z = 1.96)', () => {
  it('has the textbook values', () => {
    expect(wilsonLowerBound(5, 10)).toBeCloseTo(0.2366, 4);
    expect(wilsonLowerBound(10, 10)).toBeCloseTo(0.7225, 4);
    expect(wilsonLowerBound(0, 3)).toBe(0);
    expect(wilsonLowerBound(0, 0)).toBe(0);
    // Ties count 1/2: 2.5 points over 4 games.
    expect(wilsonLowerBound(2.5, 4)).toBeCloseTo(0.2194, 4);
  });
});

describe('ingest of a hand-made tournament (as of 2025-12-21, 14 days)', () => {
  let data: DataSet;
  beforeAll(() => {
    data = dataSet([MAIN, EARLIER], '2025-12-21');
  });

  const deck = (name: string) => data.bestDecks.find((d) => d.name === name);
  const row = (a: string, b: string) => data.matchupData[a]?.find((r) => r.name === b);

  it('counts entries and games: byes, players without entries and malformed pairings are not games', () => {
    expect(data.meta.counts).toEqual({ tournaments: 1, entries: 5, games: 5, archetypes: 2, lists: 2 });
    expect(data.meta.window).toEqual({ from: '2025-12-08', to: '2025-12-21', days: 14 });
    // Built from tournaments: the statistics files are in the set, and meta.json says so.
    expect(data.meta.statistics).toBe(true);
    expect(data.meta.lastUpdated).toBe('2025-12-21');
  });

  it('popularity = entries / all entries; percentOfGames = game sides / (2 x games)', () => {
    // Venusaur: 2 of 5 entries; sides: p1 vs p3, p2 vs p4, both sides of the mirror = 4 of 10.
    expect(deck(VENUSAUR_NAME)).toMatchObject({ popularity: 0.4, percentOfGames: 0.4 });
    // Charizard: p3 and the deckless p5 (2 entries); sides: p3 twice, p5 once = 3 of 10.
    expect(deck(CHARIZARD_NAME)).toMatchObject({ popularity: 0.4, percentOfGames: 0.3 });
  });

  it('leaves out lists with fewer than K = 2 entries, and archetypes left without lists', () => {
    expect(deck(PIKACHU_NAME)).toBeUndefined();
    expect(data.bestDecks.map((d) => d.name)).toEqual([CHARIZARD_NAME, VENUSAUR_NAME]);
  });

  it('list strength = win rate over its entries games (tie 1/2, mirror both sides); score = Wilson bound', () => {
    const list = deck(VENUSAUR_NAME)?.lists[0];
    // 1 (beat Charizard) + 1/2 (tie) + 1 + 0 (mirror) = 2.5 over 4.
    expect(list?.strength).toBeCloseTo(0.625, 10);
    expect(list?.score).toBeCloseTo(wilsonLowerBound(2.5, 4), 10);
    expect(list?.cards).toEqual([...(list?.cards ?? [])].sort((a, b) => (a.split(':')[1]! < b.split(':')[1]! ? -1 : 1)));
    // Charizard lost every game (double loss = 0): strength 0, score 0.
    expect(deck(CHARIZARD_NAME)?.lists[0]).toMatchObject({ strength: 0, score: 0 });
  });

  it('matchup rows: ties 1/2, double loss 0 for both, mirror row, Total without mirrors', () => {
    expect(row(VENUSAUR_NAME, CHARIZARD_NAME)).toEqual({ name: CHARIZARD_NAME, winRate: 1, totalGames: 1 });
    expect(row(VENUSAUR_NAME, PIKACHU_NAME)).toEqual({ name: PIKACHU_NAME, winRate: 0.5, totalGames: 1 });
    expect(row(VENUSAUR_NAME, VENUSAUR_NAME)).toEqual({ name: VENUSAUR_NAME, winRate: 0.5, totalGames: 1 });
    expect(row(VENUSAUR_NAME, 'Total')).toEqual({ name: 'Total', winRate: 0.75, totalGames: 2 });
    // Charizard vs Pikachu: a double loss (0) and a loss (0).
    expect(row(CHARIZARD_NAME, PIKACHU_NAME)).toEqual({ name: PIKACHU_NAME, winRate: 0, totalGames: 2 });
    expect(row(CHARIZARD_NAME, 'Total')).toEqual({ name: 'Total', winRate: 0, totalGames: 3 });
    // Pikachu is an opponent only (its one list has 1 entry): it has no row of its own.
    expect(data.matchupData[PIKACHU_NAME]).toBeUndefined();
  });

  it('card scores: one row per card and copy count; popularity = share of entries; score = Wilson bound', () => {
    const score = (name: string) => data.cardScores.find((s) => s.name === name);
    // Every entry plays 2 Poké Ball: 10 sides, 2.5 + 0 + 1.5 points.
    expect(score('2 Poké Ball PA 5')).toEqual({ name: '2 Poké Ball PA 5', popularity: 1, score: wilsonLowerBound(4, 10) });
    expect(score('2 Venusaur ex A1 4')).toMatchObject({ popularity: 0.4, score: wilsonLowerBound(2.5, 4) });
    // Sabrina: 2 copies in Venusaur (2 entries) and Pikachu (1), 1 copy in Charizard (2 entries).
    expect(score('2 Sabrina A1 225')?.popularity).toBeCloseTo(0.6, 10);
    expect(score('1 Sabrina A1 225')?.popularity).toBeCloseTo(0.4, 10);
    expect(data.cardScores.map((s) => s.score)).toEqual([...data.cardScores.map((s) => s.score)].sort((a, b) => b - a));
  });

  it('cards.json holds only the cards the files name', () => {
    const ids = data.cards.map((c) => c.id);
    expect(ids).toContain('a1-096'); // Pikachu's list (card scores) and archetype name
    expect(ids).toContain('a1-104');
    expect(ids).not.toContain('a1-084'); // only in the skipped 21-card list
    expect(ids).not.toContain('a1-259'); // only in the skipped 3-copies list
    expect(ids).not.toContain('a2b-005');
  });

  it('writes every number with at most 4 decimals (once, in the writer), the derived files from the rounded data, the report as it is', () => {
    const dir = tempDir();
    // A fraction in the report shows that the report is left as computed.
    writeDataSet({ ...data, report: { ...data.report, entries: 2.123456789 } }, dir);
    const read = (file: string): unknown => JSON.parse(readFileSync(join(dir, file), 'utf8')) as unknown;
    const score = deck(VENUSAUR_NAME)?.lists[0]?.score ?? 0;
    expect(String(score).length).toBeGreaterThan(8); // wilsonLowerBound(2.5, 4) has many decimals
    const written = read('best-decks.json') as typeof data.bestDecks;
    expect(written).toEqual(roundNumbers(data.bestDecks));
    expect(written.find((d) => d.name === VENUSAUR_NAME)?.lists[0]?.score).toBe(Math.round(score * 1e4) / 1e4);
    expect(read('card-scores.json')).toEqual(roundNumbers(data.cardScores));
    expect(read('history.json')).toEqual(roundNumbers(data.history));
    expect(read('stats-7d.json')).toEqual(roundNumbers(data.stats[7]));
    expect(read('last-week.json')).toEqual(roundNumbers(data.lastWeek));
    expect(read('matchup-summary.json')).toEqual(
      roundNumbers({ [VENUSAUR_NAME]: { winRate: 0.75, totalGames: 2 }, [CHARIZARD_NAME]: { winRate: 0, totalGames: 3 } }),
    );
    expect((read('ingest-report.json') as { entries: number }).entries).toBe(2.123456789);
  });

  it('reports what it skipped, never throws', () => {
    const r = data.report;
    expect(r.tournaments).toEqual({ read: 2, inWindow: 1, outsideWindow: 1 });
    expect(r.skipped.wrongCardCount?.count).toBe(1);
    expect(r.skipped.unknownCard?.count).toBe(1);
    expect(r.skipped.tooManyCopies?.count).toBe(1);
    expect(r.skipped.pairingWithoutEntry?.count).toBe(1);
    expect(r.skipped.malformedPairing?.count).toBe(1);
    expect(r.notes.byes?.count).toBe(2);
    expect(r.notes.noDeck?.count).toBe(1);
  });

  it('the entry outside the window counts only in the history', () => {
    const week = data.history.weeks.find((w) => w.start === '2025-11-24');
    expect(week).toMatchObject({ entries: 3, games: 2 });
    expect(week?.decks[PIKACHU_NAME]).toEqual({ share: 2 / 3, winRate: 0, games: 1 });
    expect(data.stats[30].entries).toBe(8);
    expect(data.stats[7].entries).toBe(5);
  });
});

describe('referenced cards (cards.json)', () => {
  const withImage = catalogue().cards.map((card) => ({ ...card, image: `https://img.example/${card.id}.png` }));
  it('holds exactly the cards of the lists, of the card-score rows and embedded in archetype names, in catalogue order, without image', () => {
    const cards = referencedCards(indexCatalogue(withImage), {
      bestDecks: [{ name: VENUSAUR_NAME, lists: [{ cards: ['2:a1-004', '2:pa-005'], score: 0.5, strength: 0.5 }], popularity: 1, percentOfGames: 1 }],
      cardScores: [
        { name: '2 Sabrina A1 225', score: 0.5, popularity: 0.5 },
        { name: 'not a card-score name', score: 0.5, popularity: 0.5 },
      ],
      archetypeNames: [VENUSAUR_NAME, PIKACHU_NAME, 'other', 'mystery-zz-001'],
    });
    expect(cards.map((c) => c.id)).toEqual(['a1-004', 'a1-096', 'a1-104', 'a1-225', 'pa-005']);
    expect(cards.every((c) => !('image' in c))).toBe(true);
    expect(cards[0]).toEqual({ id: 'a1-004', name: 'Venusaur ex', type: 'Grass', ex: 'Yes', set: 'a1', rarity: '◊' });
    expect(withImage[0]?.image).toBeDefined(); // the catalogue itself is not changed
  });
});

describe('the K threshold (--min-list-entries)', () => {
  it('K = 1 keeps single-entry lists; K = 3 leaves out lists of two entries', () => {
    expect(dataSet([MAIN], '2025-12-21', { minListEntries: 1 }).bestDecks.map((d) => d.name)).toContain(PIKACHU_NAME);
    expect(dataSet([MAIN], '2025-12-21', { minListEntries: 3 }).bestDecks).toEqual([]);
  });
});

describe('tournaments outside the window and bad files', () => {
  it('leaves out a tournament dated after the as-of date or before the window', () => {
    const later = { ...MAIN, tournament: { ...MAIN.tournament, id: 'later', date: '2025-12-22T10:00:00Z' } };
    const early = { ...MAIN, tournament: { ...MAIN.tournament, id: 'early', date: '2025-12-07T23:59:00Z' } };
    expect(dataSet([later, early], '2025-12-21').meta.counts.entries).toBe(0);
    const edge = { ...MAIN, tournament: { ...MAIN.tournament, id: 'edge', date: '2025-12-08T00:00:00Z' } };
    expect(dataSet([edge], '2025-12-21').meta.counts.entries).toBe(5);
  });

  it('counts malformed files, other games and duplicates', () => {
    const store = storeOf([
      null,
      { tournament: { id: 'x' }, standings: [], pairings: [] },
      { ...MAIN, tournament: { ...MAIN.tournament, game: 'PTCG' } },
      MAIN,
      MAIN,
      { ...MAIN, tournament: { ...MAIN.tournament, id: 'bad-standings' }, standings: [null, { name: 'no id' }], pairings: [null] },
    ]);
    const report = store.report.build({ inWindow: 0, entries: 0, games: 0 });
    expect(report.skipped.malformedTournament?.count).toBe(2);
    expect(report.skipped.notPocket?.count).toBe(1);
    expect(report.skipped.duplicateTournament?.count).toBe(1);
    expect(report.skipped.malformedStanding?.count).toBe(2);
    expect(report.skipped.malformedPairing?.count).toBe(2);
  });
});

describe('weeks and the free set date', () => {
  it('history: 12 Monday-to-Sunday weeks ending with the week that contains the as-of date', () => {
    // 2025-12-24 is a Wednesday: the last week runs Monday 2025-12-22 .. Sunday 2025-12-28, 3 days of it so far.
    const sunday = tournament('sun', '2025-12-21', [standing('a', VENUSAUR_ID, VENUSAUR)], []);
    const monday = tournament('mon', '2025-12-22', [standing('a', VENUSAUR_ID, VENUSAUR), standing('b', CHARIZARD_ID, CHARIZARD)], []);
    const h = history(storeOf([sunday, monday]), day('2025-12-24'));
    expect(h.weeks).toHaveLength(12);
    expect(h.weeks[0]).toMatchObject({ start: '2025-10-06', end: '2025-10-12', days: 7 });
    expect(h.weeks[10]).toMatchObject({ start: '2025-12-15', end: '2025-12-21', days: 7, entries: 1 });
    expect(h.weeks[11]).toMatchObject({ start: '2025-12-22', end: '2025-12-28', days: 3, entries: 2 });
    expect(h.weeks[11]?.decks[CHARIZARD_NAME]).toEqual({ share: 0.5, winRate: null, games: 0 });
    for (const week of h.weeks) {
      expect(new Date(`${week.start}T00:00:00Z`).getUTCDay()).toBe(1);
      expect(new Date(`${week.end}T00:00:00Z`).getUTCDay()).toBe(0);
    }
  });

  it('free set: the most recent Monday on or before today', () => {
    expect(isoDay(freeAsOf(day('2025-12-22')))).toBe('2025-12-22'); // a Monday: itself
    expect(isoDay(freeAsOf(day('2025-12-28')))).toBe('2025-12-22'); // a Sunday: six days back
    expect(isoDay(freeAsOf(day('2025-12-24')))).toBe('2025-12-22');
    expect(isoDay(mondayOf(day('1970-01-01')))).toBe('1969-12-29');
  });
});

describe('last-week.json', () => {
  it('ranks the same window ending 7 days earlier', () => {
    const data = dataSet([MAIN, EARLIER], '2025-12-27', { windowDays: 14, minListEntries: 1 });
    // As of 2025-12-20 (window 2025-12-07..20): the main tournament only; Pikachu's one list counts with K = 1.
    expect(data.lastWeek.asOf).toBe('2025-12-20');
    expect(data.lastWeek.window).toEqual({ from: '2025-12-07', to: '2025-12-20', days: 14 });
    expect(data.lastWeek.decks[VENUSAUR_NAME]).toEqual({
      score: wilsonLowerBound(2.5, 4),
      popularity: 0.4,
      strength: 0.625,
      winRate: 0.75,
      percentOfGames: 0.4,
    });
    expect(data.lastWeek.decks[PIKACHU_NAME]?.winRate).toBeCloseTo(0.5, 10);
  });
});
