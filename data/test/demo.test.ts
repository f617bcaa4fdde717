import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCardIndex, listMatchesFilters } from '@tcgp/rules';
import { ENERGY_TYPES, type Archetype, type Card } from '@tcgp/domain';
import { loadCatalogue } from '../src/demo/catalogue';
import { writeDemo } from '../src/demo/demo';
import { createRandom, hashSeed } from '../src/demo/random';
import { parseDay } from '../src/pipeline/dates';
import type { TournamentFile } from '../src/pipeline/limitless';
import type { History } from '../src/pipeline/outputs';
import type { IngestReport } from '../src/pipeline/report';
import { validateDataDir } from '../src/validate';
import { cleanTempDirs, decimalsOf, DEMO_MONDAY, DEMO_TODAY, demoDir, filesUnder, tempDir } from './helpers';

afterAll(cleanTempDirs);

function filesOf(dir: string): Map<string, Buffer> {
  return new Map(filesUnder(dir).map((file) => [file, readFileSync(join(dir, file))]));
}

const json = <T>(...path: string[]): T => JSON.parse(readFileSync(join(demoDir(), ...path), 'utf8')) as T;

function tournaments(): TournamentFile[] {
  const dir = join(demoDir(), 'tournaments');
  const files: TournamentFile[] = [];
  for (const name of readdirSync(dir)) {
    try {
      files.push(JSON.parse(readFileSync(join(dir, name), 'utf8')) as TournamentFile);
    } catch {
      // the demo's cut-off download
    }
  }
  return files;
}

describe('random', () => {
  it('is deterministic per seed and differs between seeds', () => {
    const a = createRandom('x');
    const b = createRandom('x');
    const c = createRandom('y');
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(seqA);
    expect(hashSeed('abc')).toBe(hashSeed('abc'));
    expect(seqA.every((x) => x >= 0 && x < 1)).toBe(true);
  });
});

describe('demo catalogue (npm package pokemon-tcg-pocket-database)', () => {
  it('has v4 card fields, straight apostrophes, promo sets and Limitless set codes', () => {
    const catalogue = loadCatalogue();
    expect(catalogue.cards.length).toBeGreaterThan(2000);
    for (const card of catalogue.cards) {
      expect(card.name).not.toMatch(/[\u2018\u2019]/);
      expect(card.id.startsWith(`${card.set}-`)).toBe(true);
      expect(card.ex).toBe(card.type !== 'Trainer' && / ex$/.test(card.name) ? 'Yes' : 'No');
    }
    expect(catalogue.byId.get('pa-007')).toMatchObject({ name: "Professor's Research", limitlessSet: 'P-A', number: 7 });
    expect(catalogue.byId.get('a1-001')).toMatchObject({ name: 'Bulbasaur', type: 'Grass', rarity: '◊', limitlessSet: 'A1' });
    expect(
      catalogue.expansions
        .filter((e) => e.promo)
        .map((e) => e.id)
        .sort(),
    ).toEqual(['pa', 'pb']);
  });
});

describe('demo: simulated tournaments through the real pipeline', () => {
  it('writes the same bytes for the same today, and other data for another day', () => {
    const again = tempDir();
    writeDemo(again, parseDay(DEMO_TODAY) ?? 0);
    const a = filesOf(demoDir());
    const b = filesOf(again);
    expect([...b.keys()]).toEqual([...a.keys()]);
    for (const [name, bytes] of a) expect({ name, same: bytes.equals(b.get(name) ?? Buffer.alloc(0)) }).toEqual({ name, same: true });
    const other = tempDir();
    writeDemo(other, (parseDay(DEMO_TODAY) ?? 0) + 1);
    expect(readFileSync(join(other, 'premium', 'best-decks.json')).equals(a.get('premium/best-decks.json') ?? Buffer.alloc(0))).toBe(false);
  });

  it('lays out tournaments/, free/ (as of the Monday) and premium/ (as of today), and a marker', () => {
    expect(json<{ today: string }>('demo.json').today).toBe(DEMO_TODAY);
    expect(json<{ lastUpdated: string }>('free', 'meta.json').lastUpdated).toBe(DEMO_MONDAY);
    expect(json<{ lastUpdated: string }>('premium', 'meta.json').lastUpdated).toBe(DEMO_TODAY);
    for (const set of ['free', 'premium']) {
      const names = readdirSync(join(demoDir(), set));
      expect(names).toEqual(
        expect.arrayContaining(['best-decks.json', 'matchup-data.json', 'card-scores.json', 'cards.json', 'meta.json', 'matchup-summary.json', 'matchups']),
      );
      expect(names).toEqual(
        expect.arrayContaining(['history.json', 'stats-7d.json', 'stats-14d.json', 'stats-30d.json', 'last-week.json', 'ingest-report.json']),
      );
    }
  });

  it('writes sets that data:validate accepts without any problem', () => {
    for (const set of ['free', 'premium']) {
      const report = validateDataDir({ dataDir: join(demoDir(), set) });
      expect({ set, problems: report.problems }).toEqual({ set, problems: [] });
    }
  });

  it('writes no number with more than 4 decimals in any published file; the report is not rounded', () => {
    for (const set of ['free', 'premium']) {
      const dir = join(demoDir(), set);
      const files = filesUnder(dir).filter((file) => file.endsWith('.json') && file !== 'ingest-report.json');
      expect(files).toEqual(expect.arrayContaining(['best-decks.json', 'matchup-summary.json', 'history.json', 'stats-30d.json', 'last-week.json']));
      let fractional = 0;
      for (const file of files) {
        const found = decimalsOf(join(dir, file));
        expect({ file, tooLong: found.tooLong.slice(0, 3) }).toEqual({ file, tooLong: [] });
        fractional += found.fractional;
      }
      expect(fractional).toBeGreaterThan(1000); // scores, shares and rates are there, rounded
    }
  });

  it('is big enough: >= 40 archetypes reach the tier list, >= 30 in the free set', () => {
    expect(json<Archetype[]>('premium', 'best-decks.json').length).toBeGreaterThanOrEqual(40);
    expect(json<Archetype[]>('free', 'best-decks.json').length).toBeGreaterThanOrEqual(30);
  });

  it('writes raw files in the Limitless shape: POCKET, standings with decks and decklists, pairings', () => {
    const files = tournaments();
    const pocket = files.filter((f) => f.tournament.game === 'POCKET');
    expect(pocket.length).toBeGreaterThan(400);
    const first = pocket[0] as TournamentFile;
    expect(first.tournament).toMatchObject({
      id: expect.any(String) as string,
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:00:00\.000Z$/) as string,
    });
    expect(first.standings[0]).toMatchObject({ player: expect.any(String) as string, placing: 1, record: expect.any(Object) as object });
    expect(first.standings[0]?.decklist?.pokemon?.[0]).toEqual({
      count: expect.any(Number) as number,
      name: expect.any(String) as string,
      set: expect.any(String) as string,
      number: expect.any(String) as string,
    });
    const pairings = pocket.flatMap((f) => f.pairings);
    const winners = new Set(pairings.map((p) => String(p.winner)));
    expect(winners.has('0')).toBe(true); // ties
    expect(winners.has('-1')).toBe(true); // double losses
    expect(pairings.some((p) => p.player2 === undefined)).toBe(true); // byes
    expect(pocket.flatMap((f) => f.standings).some((s) => typeof s.drop === 'number')).toBe(true); // drops
    expect(pocket.flatMap((f) => f.standings).some((s) => s.deck === undefined)).toBe(true); // no deck
  });

  it('shifts players between archetypes over time', () => {
    const decks = new Map<string, Set<string>>();
    for (const file of tournaments()) {
      for (const s of file.standings) if (s.deck) decks.set(s.player, (decks.get(s.player) ?? new Set()).add(s.deck.id));
    }
    const switched = [...decks.values()].filter((set) => set.size > 1).length;
    expect(switched / decks.size).toBeGreaterThan(0.3);
  });

  it('has a few malformed records, which the ingest report counts', () => {
    const report = json<IngestReport>('premium', 'ingest-report.json');
    for (const reason of ['unreadableFile', 'notPocket', 'wrongCardCount', 'unknownCard', 'tooManyCopies', 'malformedPairing'] as const) {
      expect({ reason, count: report.skipped[reason]?.count ?? 0 }).toEqual({ reason, count: expect.any(Number) as number });
      expect(report.skipped[reason]?.count).toBeGreaterThan(0);
    }
    expect(report.entries).toBeGreaterThan(3000);
  });

  it('has 12 weeks of history with a changing meta', () => {
    const history = json<History>('premium', 'history.json');
    expect(history.weeks).toHaveLength(12);
    for (const week of history.weeks) expect(week.entries).toBeGreaterThan(500);
    const first = history.weeks[0]?.decks ?? {};
    const last = history.weeks[10]?.decks ?? {};
    const moved = Object.keys(last).filter((name) => Math.abs((last[name]?.share ?? 0) - (first[name]?.share ?? 0)) > 0.01);
    expect(moved.length).toBeGreaterThan(5);
    // Decks of a "new set" appear mid-way.
    expect(Object.keys(last).some((name) => first[name] === undefined)).toBe(true);
  });

  it('covers every energy type and has decks without ex cards (the filters have data)', () => {
    const cards = json<Card[]>('premium', 'cards.json');
    const index = createCardIndex(cards);
    const decks = json<Archetype[]>('premium', 'best-decks.json');
    for (const energy of ENERGY_TYPES) {
      const kept = decks.filter((a) => a.lists.some((l) => listMatchesFilters(l, index, { energy, includeEx: true })));
      expect({ energy, hasDecks: kept.length > 0 }).toEqual({ energy, hasDecks: true });
    }
    expect(decks.filter((a) => a.lists.every((l) => listMatchesFilters(l, index, { energy: null, includeEx: false }))).length).toBeGreaterThanOrEqual(5);
  });
});
