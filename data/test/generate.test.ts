import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createCardIndex, deckIdFromName, findAlternatives, listMatchesFilters, summarizeMatchups } from '@tcgp/rules';
import { ENERGY_TYPES, type Archetype, type Card } from 'shared-contracts';
import { parseBestDecks, parseCards, parseCardScores, parseMatchupData, parseMeta } from '@tcgp/schemas';
import { matchupFileName } from '../src/derive';
import { DEMO_LAST_UPDATED, generateDemo, writeDemo, type DemoDataset } from '../src/demo/generate';
import { hashSeed, createRandom } from '../src/demo/random';
import { validateDataDir } from '../src/validate';
import { cleanTempDirs, tempDir } from './helpers';

function filesOf(dir: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  const walk = (d: string): void => {
    for (const name of readdirSync(d).sort()) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else out.set(relative(dir, path), readFileSync(path));
    }
  };
  walk(dir);
  return out;
}

let demo: DemoDataset;
let index: ReturnType<typeof createCardIndex>;

beforeAll(() => {
  demo = generateDemo();
  index = createCardIndex(demo.cards);
});
afterAll(cleanTempDirs);

function entries(list: { cards: string[] }): { count: number; card: Card }[] {
  return list.cards.map((entry) => {
    const [count, id] = entry.split(':');
    const card = index.get(id ?? '');
    if (!card) throw new Error(`unknown card ${entry}`);
    return { count: Number(count), card };
  });
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

describe('demo generator', () => {
  it('writes the same bytes on every run', () => {
    const first = tempDir();
    const second = tempDir();
    writeDemo(first);
    writeDemo(second);
    const a = filesOf(first);
    const b = filesOf(second);
    expect([...a.keys()]).toEqual([...b.keys()]);
    for (const [name, bytes] of a) expect(bytes.equals(b.get(name) ?? Buffer.alloc(0))).toBe(true);
    expect([...a.keys()]).toEqual(
      expect.arrayContaining(['best-decks.json', 'card-scores.json', 'cards.json', 'matchup-data.json', 'matchup-summary.json', 'meta.json']),
    );
    // One matchup file per archetype.
    expect([...a.keys()].filter((k) => k.startsWith('matchups/'))).toHaveLength(demo.bestDecks.length);
  });

  it('produces files that pass the shared guards and the validator without any problem', () => {
    expect(parseCards(demo.cards).ok).toBe(true);
    expect(parseBestDecks(demo.bestDecks).ok).toBe(true);
    expect(parseMatchupData(demo.matchupData).ok).toBe(true);
    expect(parseCardScores(demo.cardScores).ok).toBe(true);
    expect(parseMeta(demo.meta).ok).toBe(true);
    const dir = tempDir();
    writeDemo(dir);
    const report = validateDataDir({ dataDir: dir });
    expect(report.problems).toEqual([]);
    expect(report.stats.archetypes).toBe(demo.bestDecks.length);
  });

  it('builds the catalogue from the npm package with v4 fields and straight apostrophes', () => {
    expect(demo.cards.length).toBeGreaterThan(2000);
    for (const card of demo.cards) {
      expect(Object.keys(card).sort()).toEqual(['ex', 'id', 'name', 'rarity', 'set', 'type']);
      expect(card.name).not.toMatch(/[\u2018\u2019]/);
      expect(card.id.startsWith(`${card.set}-`)).toBe(true);
      expect(card.ex).toBe(card.type !== 'Trainer' && / ex$/.test(card.name) ? 'Yes' : 'No');
    }
    expect(index.get('pa-007')?.name).toBe("Professor's Research");
    expect(index.get('pa-005')).toMatchObject({ name: 'Poké Ball', type: 'Trainer', rarity: 'Promo' });
    expect(index.get('a1-001')).toMatchObject({ name: 'Bulbasaur', type: 'Grass', rarity: '◊' });
    const sets = new Set(demo.cards.map((c) => c.set));
    expect(demo.meta.expansions.map((e) => e.id).sort()).toEqual([...sets].sort());
    expect(demo.meta.expansions.filter((e) => e.promo).map((e) => e.id).sort()).toEqual(['pa', 'pb']);
    expect(demo.meta.lastUpdated).toBe(DEMO_LAST_UPDATED);
  });

  it('has about 60 archetypes with slug names, 3-12 lists each and popularity summing to about 1', () => {
    expect(demo.bestDecks.length).toBeGreaterThanOrEqual(55);
    expect(demo.bestDecks.length).toBeLessThanOrEqual(65);
    let share = 0;
    for (const archetype of demo.bestDecks) {
      expect(archetype.name).toMatch(/^[a-z0-9'.-]+-[a-z0-9]+-\d{3}(&[a-z0-9'.-]+-[a-z0-9]+-\d{3})?$/);
      expect(deckIdFromName(archetype.name)).toBe(archetype.name);
      for (const part of archetype.name.split('&')) {
        const id = /-([a-z0-9]+-\d{3})$/.exec(part)?.[1] ?? '';
        expect(index.has(id)).toBe(true);
      }
      expect(archetype.lists.length).toBeGreaterThanOrEqual(3);
      expect(archetype.lists.length).toBeLessThanOrEqual(12);
      expect(archetype.popularity).toBe(archetype.percentOfGames);
      share += archetype.percentOfGames;
    }
    expect(share).toBeGreaterThan(0.98);
    expect(share).toBeLessThanOrEqual(1);
    expect(demo.bestDecks.filter((a) => a.name.includes('&')).length).toBeGreaterThanOrEqual(8);
  });

  it('makes every list a legal 20-card deck of one or two energy types', () => {
    for (const archetype of demo.bestDecks) {
      for (const list of archetype.lists) {
        const rows = entries(list);
        expect(rows.reduce((sum, r) => sum + r.count, 0)).toBe(20);
        const perName = new Map<string, number>();
        for (const r of rows) perName.set(r.card.name, (perName.get(r.card.name) ?? 0) + r.count);
        expect(Math.max(...perName.values())).toBeLessThanOrEqual(2);
        expect(new Set(list.cards.map((e) => e.split(':')[1])).size).toBe(list.cards.length);
        const types = new Set(rows.filter((r) => r.card.type !== 'Trainer').map((r) => r.card.type));
        expect(types.size).toBeGreaterThanOrEqual(1);
        expect(types.size).toBeLessThanOrEqual(2);
        expect(perName.get("Professor's Research")).toBeGreaterThan(0);
        expect(list.score).toBeGreaterThanOrEqual(0.3);
        expect(list.score).toBeLessThanOrEqual(0.6);
        expect(list.strength).toBeGreaterThanOrEqual(0.4);
        expect(list.strength).toBeLessThanOrEqual(0.77);
      }
    }
  });

  it('covers every energy type (also with the energy filter) and has decks without ex cards', () => {
    for (const energy of ENERGY_TYPES) {
      const kept = demo.bestDecks.filter((a) => a.lists.some((l) => listMatchesFilters(l, index, { energy, includeEx: true })));
      expect({ energy, hasDecks: kept.length > 0 }).toEqual({ energy, hasDecks: true });
    }
    const noEx = demo.bestDecks.filter((a) => a.lists.every((l) => listMatchesFilters(l, index, { energy: null, includeEx: false })));
    expect(noEx.length).toBeGreaterThanOrEqual(8);
  });

  it('gives archetypes lists that differ from their best list by exactly one card (alternatives)', () => {
    const withAlternatives = demo.bestDecks.filter((a: Archetype) => {
      const best = [...a.lists].sort((x, y) => y.score - x.score)[0];
      return best !== undefined && findAlternatives(best, a.lists).length > 0;
    });
    expect(withAlternatives.length).toBeGreaterThanOrEqual(10);
  });

  it('writes symmetric matchups with consistent Total rows, small samples and rogue opponents', () => {
    const names = new Set(demo.bestDecks.map((a) => a.name));
    expect(new Set(Object.keys(demo.matchupData))).toEqual(names);
    const rogue = new Set<string>();
    let small = 0;
    let fractional = 0;
    for (const [name, rows] of Object.entries(demo.matchupData)) {
      const totals = rows.filter((r) => r.name === 'Total');
      expect(totals).toHaveLength(1);
      const others = rows.filter((r) => r.name !== 'Total');
      const games = others.reduce((sum, r) => sum + r.totalGames, 0);
      const won = others.reduce((sum, r) => sum + r.totalGames * r.winRate, 0);
      expect(totals[0]?.totalGames).toBeCloseTo(games, 6);
      expect(totals[0]?.winRate).toBeCloseTo(won / games, 9);
      for (const row of others) {
        expect(row.winRate).toBeGreaterThanOrEqual(0);
        expect(row.winRate).toBeLessThanOrEqual(1);
        expect(row.totalGames).toBeGreaterThan(0);
        if (row.totalGames <= 20) small += 1;
        if (!Number.isInteger(row.totalGames)) fractional += 1;
        if (!names.has(row.name)) {
          rogue.add(row.name);
          continue;
        }
        const back = demo.matchupData[row.name]?.find((r) => r.name === name);
        expect(back).toBeDefined();
        expect(back?.totalGames).toBe(row.totalGames);
        if (row.name === name) expect(row.winRate).toBe(0.5);
        else expect((back?.winRate ?? NaN) + row.winRate).toBeCloseTo(1, 12);
      }
    }
    expect(small).toBeGreaterThan(20);
    expect(fractional).toBeGreaterThan(100);
    expect(rogue.size).toBeGreaterThanOrEqual(3);
    expect(rogue.has("professor's-research-pa-007")).toBe(true);
  });

  it('writes the derived summary and one matchup file per deck', () => {
    const dir = tempDir();
    writeDemo(dir);
    const summary = JSON.parse(readFileSync(join(dir, 'matchup-summary.json'), 'utf8')) as unknown;
    expect(summary).toEqual(summarizeMatchups(demo.matchupData));
    const twoCard = demo.bestDecks.find((a) => a.name.includes('&'));
    expect(twoCard).toBeDefined();
    const file = join(dir, 'matchups', matchupFileName(deckIdFromName(twoCard?.name ?? '')));
    expect(file).toContain('_26');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(demo.matchupData[twoCard?.name ?? '']);
  });

  it('scores every card copy count used in the lists with names that resolve to the catalogue', () => {
    const used = new Set<string>();
    for (const a of demo.bestDecks) for (const l of a.lists) for (const e of l.cards) used.add(e);
    // One score per (copies, card) pair used in a list.
    expect(demo.cardScores).toHaveLength(used.size);
    const byName = new Set(demo.cardScores.map((s) => s.name));
    expect(byName.size).toBe(demo.cardScores.length);
    for (const entry of used) {
      const [count, id] = entry.split(':');
      const card = index.get(id ?? '');
      const m = /^([a-z0-9]+)-(\d+)$/.exec(id ?? '');
      expect(card).toBeDefined();
      const code = m?.[1] === 'pa' ? 'PA' : m?.[1] === 'pb' ? 'PB' : `${(m?.[1] ?? '').charAt(0).toUpperCase()}${(m?.[1] ?? '').slice(1)}`;
      expect(byName.has(`${count ?? ''} ${card?.name ?? ''} ${code} ${Number(m?.[2])}`)).toBe(true);
    }
    for (const s of demo.cardScores) {
      expect(s.score).toBeGreaterThan(0);
      expect(s.score).toBeLessThan(1);
      expect(s.popularity).toBeGreaterThan(0);
      expect(s.popularity).toBeLessThanOrEqual(1);
    }
    expect(demo.cardScores[0]?.name).toBe("2 Professor's Research PA 7");
  });
});
