/** data:publish: a drop in the upstream format into a complete data set of the site. */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Archetype, Card, CardScore, MatchupData } from '@tcgp/domain';
import { brotliBytes, TIER_LIST_BUDGET_BYTES, TIER_LIST_FILES } from '../bench/site';
import { roundNumbers } from '../src/pipeline/rounding';
import { runPublish, snapshotDate, type PublishOptions } from '../src/publish';
import { validateDataDir } from '../src/validate';
import { A, B, makeFixture, type Fixture } from './fixture';
import { cleanTempDirs, decimalsOf, filesUnder, tempDir } from './helpers';
import { REAL_DATA_FILES, REAL_SNAPSHOT_DIR } from '@tcgp/test-fixtures';

afterAll(cleanTempDirs);

const ROOT = resolve(__dirname, '../..');
const TSX = join(ROOT, 'node_modules/tsx/dist/cli.mjs');
const readJson = <T>(...path: string[]): T => JSON.parse(readFileSync(join(...path), 'utf8')) as T;

function cli(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const run = spawnSync(process.execPath, [TSX, 'data/src/cli/publish.ts', ...args], { cwd: ROOT, encoding: 'utf8' });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** Card ids the files name, worked out here by hand (not with the pipeline's function). */
function namedCardIds(bestDecks: Archetype[], matchupData: MatchupData, cardScores: CardScore[]): Set<string> {
  const ids = new Set<string>();
  for (const deck of bestDecks) for (const list of deck.lists) for (const entry of list.cards) ids.add(entry.split(':')[1] ?? '');
  for (const row of cardScores) {
    const [, set = '', number = ''] = / ([A-Za-z0-9]+) (\d+)$/.exec(row.name) ?? [];
    ids.add(`${set.toLowerCase()}-${number.padStart(3, '0')}`);
  }
  const names = [
    ...bestDecks.map((d) => d.name),
    ...Object.keys(matchupData),
    ...Object.values(matchupData)
      .flat()
      .map((r) => r.name),
  ];
  for (const name of names) for (const part of name.split('&')) ids.add(/[a-z0-9]+-\d{3}$/.exec(part)?.[0] ?? '');
  ids.delete('');
  return ids;
}

describe('data:publish of the real snapshot', () => {
  it('writes a set data:validate accepts, cards.json with exactly the named cards, the tier list within 40 KB brotli', () => {
    const out = tempDir();
    const result = runPublish({ dataDir: REAL_SNAPSHOT_DIR, cardsFile: REAL_DATA_FILES.cards, expansionsFile: REAL_DATA_FILES.expansions, outDir: out });
    expect(result.check).toEqual({ errors: 0, warnings: 0, problems: [] });
    expect(validateDataDir({ dataDir: out, cardsFile: join(out, 'cards.json') }).problems).toEqual([]);

    const bestDecks = readJson<Archetype[]>(REAL_SNAPSHOT_DIR, 'best-decks.json');
    const matchupData = readJson<MatchupData>(REAL_SNAPSHOT_DIR, 'matchup-data.json');
    const cardScores = readJson<CardScore[]>(REAL_SNAPSHOT_DIR, 'card-scores.json');
    const catalogue = readJson<Card[]>(REAL_DATA_FILES.cards);
    const cards = readJson<Card[]>(out, 'cards.json');
    const listIds = new Set(bestDecks.flatMap((d) => d.lists.flatMap((l) => l.cards.map((e) => e.split(':')[1]))));
    expect(listIds.size).toBe(551);
    const expected = namedCardIds(bestDecks, matchupData, cardScores);
    expect(cards.map((c) => c.id)).toEqual(catalogue.map((c) => c.id).filter((id) => expected.has(id)));
    expect(cards.length).toBe(expected.size);
    expect(cards.length).toBeGreaterThan(551);
    expect(cards.filter((c) => 'image' in c)).toEqual([]);
    expect(cards[0]).toEqual({ ...catalogue.find((c) => c.id === cards[0]?.id), image: undefined });

    expect(readJson(out, 'best-decks.json')).toEqual(roundNumbers(bestDecks));
    expect(readJson(out, 'card-scores.json')).toEqual(roundNumbers(cardScores));
    for (const file of filesUnder(out)) expect({ file, tooLong: decimalsOf(join(out, file)).tooLong.slice(0, 3) }).toEqual({ file, tooLong: [] });
    expect(readJson(out, 'meta.json')).toEqual({
      lastUpdated: '2026-06-29',
      expansions: readJson(REAL_DATA_FILES.expansions),
      statistics: false,
      counts: { archetypes: 86, lists: 1282 },
    });
    for (const absent of ['history.json', 'stats-7d.json', 'stats-14d.json', 'stats-30d.json', 'last-week.json', 'ingest-report.json']) {
      expect(existsSync(join(out, absent))).toBe(false);
    }
    expect(filesUnder(out).filter((f) => f.startsWith('matchups/'))).toHaveLength(86);

    const tierList = TIER_LIST_FILES.reduce((sum, file) => sum + brotliBytes(readFileSync(join(out, file))), 0);
    expect(TIER_LIST_BUDGET_BYTES).toBe(40_000);
    expect(tierList).toBeLessThanOrEqual(TIER_LIST_BUDGET_BYTES);
  });

  it('CLI: the output passes npm run data:validate -- --data OUT --cards OUT/cards.json', () => {
    const out = tempDir();
    const run = cli('--data', REAL_SNAPSHOT_DIR, '--cards', REAL_DATA_FILES.cards, '--expansions', REAL_DATA_FILES.expansions, '--out', out);
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
    expect(run.stdout).toContain('as of 2026-06-29: 86 archetypes, 1,282 lists, 773 card scores');
    expect(run.stdout).toContain('data:validate of OUT: OK');
    const check = spawnSync(process.execPath, [TSX, 'data/src/cli/validate.ts', '--data', out, '--cards', join(out, 'cards.json')], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(check.status).toBe(0);
    expect(check.stdout).toContain('OK — 0 errors, 0 warnings');
  });
});

describe('data:publish of a hand-made drop', () => {
  /** The fixture as a drop (three files) in `<root>/<folder>`, its catalogue and expansions next to it. */
  function writeDrop(f: Fixture = makeFixture(), folder = 'snapshot-2025-12-22'): PublishOptions {
    const root = tempDir();
    const dataDir = join(root, folder);
    mkdirSync(dataDir);
    writeFileSync(join(dataDir, 'best-decks.json'), JSON.stringify(f.bestDecks, null, 2));
    writeFileSync(join(dataDir, 'matchup-data.json'), JSON.stringify(f.matchupData, null, 2));
    writeFileSync(join(dataDir, 'card-scores.json'), JSON.stringify(f.cardScores, null, 2));
    writeFileSync(join(root, 'cards.json'), JSON.stringify(f.cards));
    writeFileSync(join(root, 'expansions.json'), JSON.stringify(f.meta.expansions));
    return { dataDir, cardsFile: join(root, 'cards.json'), expansionsFile: join(root, 'expansions.json'), outDir: join(root, 'out') };
  }

  /** The fixture with a card named only by a matchup opponent, one only by a card-score row, and one named nowhere. */
  function fixture(): Fixture {
    const f = makeFixture();
    f.cards.push(
      { id: 'a1-013', name: 'Weedle', type: 'Grass', ex: 'No', set: 'a1', rarity: '◊', image: 'https://img.example/a1-013.png' },
      { id: 'a1-033', name: 'Charmander', type: 'Fire', ex: 'No', set: 'a1', rarity: '◊' },
    );
    const rogue = f.matchupData[A]?.[1];
    if (rogue) rogue.name = 'weedle-a1-013';
    f.cardScores.push({ name: '1 Bulbasaur A2 1', score: 0.123456789, popularity: 0.05 });
    return f;
  }

  it('publishes the three files rounded, cards.json with the named cards only, meta.json and the derived files', () => {
    const options = writeDrop(fixture());
    const result = runPublish(options);
    const out = options.outDir;
    expect(result.check.errors).toBe(0);
    // Catalogue order (the fixture's catalogue ends with Weedle and Charmander); Charmander is named nowhere.
    expect(readJson<Card[]>(out, 'cards.json').map((c) => c.id)).toEqual([
      'a1-001',
      'a1-002',
      'a1-004',
      'a1-005',
      'a1-219',
      'a1-220',
      'a1-223',
      'a1-225',
      'a1-226',
      'a2-001',
      'pa-005',
      'pa-007',
      'a1-013',
    ]);
    expect(readJson<Card[]>(out, 'cards.json').find((c) => c.id === 'a1-013')).toEqual({
      id: 'a1-013',
      name: 'Weedle',
      type: 'Grass',
      ex: 'No',
      set: 'a1',
      rarity: '◊',
    });
    expect(readJson<CardScore[]>(out, 'card-scores.json').at(-1)).toEqual({ name: '1 Bulbasaur A2 1', score: 0.1235, popularity: 0.05 });
    // A's Total: (0.6 x 30.5 + 0.4 x 10.25) / 40.75 = 22.4 / 40.75 = 0.549693...
    expect(readJson<MatchupData>(out, 'matchup-data.json')[A]?.at(-1)).toEqual({ name: 'Total', winRate: 0.5497, totalGames: 40.75 });
    expect(readJson(out, 'matchup-summary.json')).toEqual({ [A]: { winRate: 0.5497, totalGames: 40.75 }, [B]: { winRate: 0.4, totalGames: 30.5 } });
    expect(readJson(out, 'meta.json')).toEqual({
      lastUpdated: '2025-12-22',
      expansions: makeFixture().meta.expansions,
      statistics: false,
      counts: { archetypes: 2, lists: 3 },
    });
    expect(filesUnder(out)).toEqual([
      'best-decks.json',
      'card-scores.json',
      'cards.json',
      'matchup-data.json',
      'matchup-summary.json',
      'matchups/bulbasaur-a1-001_26venusaur-ex-a1-004.json',
      'matchups/venusaur-ex-a1-004.json',
      'meta.json',
    ]);
  });

  it('dates the set --as-of, else by the snapshot-YYYY-MM-DD folder name, else today (UTC)', () => {
    expect(runPublish({ ...writeDrop(), asOf: '2026-01-05' }).asOf).toBe('2026-01-05');
    expect(runPublish(writeDrop(makeFixture(), 'snapshot-2025-12-22')).asOf).toBe('2025-12-22');
    const today = new Date('2026-03-04T23:30:00-05:00'); // already March 5 in UTC
    expect(runPublish({ ...writeDrop(makeFixture(), 'drop'), today }).asOf).toBe('2026-03-05');
    expect(runPublish({ ...writeDrop(makeFixture(), 'snapshot-2025-02-30'), today }).asOf).toBe('2026-03-05');
    expect(snapshotDate('/x/snapshot-2026-06-29')).toBe('2026-06-29');
    expect(snapshotDate('/x/snapshot-2026-06-29-old')).toBeNull();
    expect(() => runPublish({ ...writeDrop(), asOf: '2026-13-01' })).toThrow('--as-of must be a date YYYY-MM-DD (got "2026-13-01")');
  });

  it('removes history, statistics, last week and the report of an earlier set in OUT, and names the drop files it does not publish', () => {
    const options = writeDrop();
    mkdirSync(options.outDir);
    for (const file of ['history.json', 'stats-7d.json', 'last-week.json', 'ingest-report.json', 'notes.txt']) writeFileSync(join(options.outDir, file), '{}');
    writeFileSync(join(options.dataDir, 'README.md'), 'notes');
    const result = runPublish(options);
    expect(result.removed).toEqual(['history.json', 'stats-7d.json', 'last-week.json', 'ingest-report.json']);
    expect(result.ignored).toEqual(['README.md']);
    expect(filesUnder(options.outDir)).toContain('notes.txt');
    expect(filesUnder(options.outDir)).not.toContain('history.json');
  });

  describe('refuses bad input with the file, the JSON path and the reason, and writes nothing', () => {
    function refusal(options: PublishOptions): string {
      let message = '';
      try {
        runPublish(options);
      } catch (error) {
        message = error instanceof Error ? error.message : String(error);
      }
      expect(existsSync(options.outDir)).toBe(false);
      return message;
    }

    it('a missing file', () => {
      const options = writeDrop();
      const file = join(options.dataDir, 'card-scores.json');
      rmSync(file);
      expect(refusal(options)).toContain(`error   ${file}  $  file is missing`);
      expect(refusal(options)).toMatch(/^refusing to publish .*snapshot-2025-12-22: 1 error in the input/);
    });

    it('malformed JSON', () => {
      const options = writeDrop();
      writeFileSync(join(options.dataDir, 'matchup-data.json'), '{"venusaur-ex-a1-004": [');
      expect(refusal(options)).toContain(`${join(options.dataDir, 'matchup-data.json')}  $  not valid JSON:`);
    });

    it('an unknown card id in a list, a card-score row without its card, a wrong shape', () => {
      const f = makeFixture();
      const list = f.bestDecks[0]?.lists[0]?.cards;
      if (list) list[3] = '2:zz-999';
      f.cardScores.push({ name: '1 Mystery ZZ 9', score: 0.5, popularity: 0.5 });
      (f.bestDecks[1] as unknown as Record<string, unknown>)['popularity'] = 'high';
      const message = refusal(writeDrop(f));
      expect(message).toContain('best-decks.json  $[0].lists[0].cards[3]  unknown card id "zz-999"');
      expect(message).toContain('card-scores.json  $[3].name  "1 Mystery ZZ 9" does not resolve to a catalogue card (no card "zz-009")');
      expect(message).toMatch(/best-decks\.json {2}\$\[1\]\.popularity {2}\S/);
    });

    it('an unusable catalogue or expansions file, a missing folder, OUT = the drop folder', () => {
      const options = writeDrop();
      writeFileSync(options.cardsFile, '{}');
      expect(refusal(options)).toContain(`${options.cardsFile}  $`);
      const other = writeDrop();
      writeFileSync(other.expansionsFile, '[{"id": "a1"}]');
      expect(refusal(other)).toContain(`${other.expansionsFile}  $[0].name`);
      expect(refusal({ ...other, dataDir: join(other.dataDir, 'nope') })).toBe(`${join(other.dataDir, 'nope')}: no such folder (--data)`);
      expect(() => runPublish({ ...other, outDir: other.dataDir })).toThrow('--out must be another folder than --data');
    });

    it('lists at most 20 errors and counts the rest', () => {
      const f = makeFixture();
      const deck = f.bestDecks[0] as Archetype;
      deck.lists = Array.from({ length: 30 }, () => ({ cards: ['20:zz-001'], score: 0.5, strength: 0.5 }));
      const lines = refusal(writeDrop(f)).split('\n');
      expect(lines[0]).toMatch(/: 30 errors in the input/);
      expect(lines).toHaveLength(22);
      expect(lines[21]).toBe('  ... and 10 more (npm run data:validate lists them all)');
    });

    it('CLI: exit code 2 and the message on stderr; --help prints the usage', () => {
      const options = writeDrop();
      writeFileSync(join(options.dataDir, 'best-decks.json'), 'not json');
      const run = cli('--data', options.dataDir, '--cards', options.cardsFile, '--expansions', options.expansionsFile, '--out', options.outDir);
      expect(run.status).toBe(2);
      expect(run.stderr).toContain('error: refusing to publish');
      expect(run.stderr).toContain('best-decks.json  $  not valid JSON');
      expect(cli('--data', options.dataDir).stderr).toBe('error: --cards is required (see --help)\n');
      const help = cli('--help');
      expect(help.status).toBe(0);
      expect(help.stdout.startsWith('Usage: npm run data:publish -- --data DIR --cards FILE --expansions FILE [--as-of YYYY-MM-DD] --out DIR')).toBe(true);
    });
  });
});
