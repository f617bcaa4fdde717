import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { countMissing, createCardIndex, deriveDecks, listMatchesFilters } from '@tcgp/rules';
import type { DeckFilters } from '@tcgp/domain';
import { loadDataDir } from '../src/load';
import { computePreview, formatPreview, type PreviewList, type PreviewResult } from '../src/preview';
import { benchBytes, benchTimings, findSnapshot, readBenchInput, TIER_LIST_BUDGET_BYTES } from '../bench/site';
import { cleanTempDirs, demoDir, tempDir } from './helpers';
import { REAL_DATA_DIR, REAL_DATA_FILES, REAL_SNAPSHOT_DIR } from '@tcgp/test-fixtures';

afterAll(cleanTempDirs);

const ROOT = resolve(__dirname, '../..');
const TSX = join(ROOT, 'node_modules/tsx/dist/cli.mjs');
const ALL: DeckFilters = { energy: null, includeEx: true, deckAmount: 100, sortBy: 'score' };

function copies(list: PreviewList, id: string): number {
  return list.cards.filter((e) => e.endsWith(`:${id}`)).reduce((sum, e) => sum + Number(e.split(':')[0]), 0);
}

/** Every list the preview keeps respects docs/product-rules.md: at most 2 - (copies marked missing). */
function expectNoMissingBeyondAllowed(result: PreviewResult, missing: string[]): number {
  const counts = countMissing(missing);
  let checked = 0;
  const lists = result.decks.flatMap((d) => [d.bestList, ...(d.keptLists ?? [])]);
  if (result.finder.status === 'found') lists.push(result.finder.deck.bestList);
  for (const list of lists) {
    for (const [id, n] of counts) expect(copies(list, id)).toBeLessThanOrEqual(Math.max(0, 2 - n));
    checked += 1;
  }
  return checked;
}

describe('preview on the real snapshot', () => {
  it('keeps no list holding a missing card beyond the allowed copies', () => {
    const data = loadDataDir(REAL_SNAPSHOT_DIR, REAL_DATA_FILES.cards);
    expect(data.summarySource).toBe('matchup-data.json');
    const before = computePreview({ ...data, missing: [], filters: ALL });
    expect(before.decks).toHaveLength(86);
    // Mark the best deck's first Pokémon twice, a popular Trainer once, and the runner-up's best card once.
    const index = createCardIndex(data.cards);
    const pokemonOf = (list: PreviewList): string[] => list.cards.map((e) => e.split(':')[1] ?? '').filter((id) => index.get(id)?.type !== 'Trainer');
    const first = pokemonOf(before.decks[0]?.bestList ?? { cards: [], score: 0, strength: 0 })[0] ?? '';
    const second = pokemonOf(before.decks[1]?.bestList ?? { cards: [], score: 0, strength: 0 })[0] ?? '';
    const missing = [first, first, 'a2-150', second];
    const after = computePreview({ ...data, missing, filters: ALL, includeLists: true });
    const checked = expectNoMissingBeyondAllowed(after, missing);
    expect(checked).toBeGreaterThan(100);
    expect(after.decks.length).toBeGreaterThan(0);
    // The missing cards matter: before marking them, the top deck's best list held the first one.
    expect(copies(before.decks[0]?.bestList ?? { cards: [], score: 0, strength: 0 }, first)).toBeGreaterThan(0);
    expect(after.decks.find((d) => d.id === before.decks[0]?.id)?.bestList).not.toEqual(before.decks[0]?.bestList);
    // Same decks as the site's own derivation, and six tier rows covering them.
    const site = deriveDecks({ archetypes: data.archetypes, cards: index, missing, filters: ALL, summary: data.summary });
    expect(after.decks.map((d) => d.id)).toEqual(site.decks.map((d) => d.id));
    expect(after.tiers.map((t) => t.tier)).toEqual(['S', 'A', 'B', 'C', 'D', 'E']);
    expect(after.tiers.reduce((n, t) => n + t.decks.length, 0)).toBe(after.decks.length);
    expect(after.finder.status).toBe('found');
  });

  it('CLI --json with --missing, --energy, --no-ex and --decks', () => {
    const missing = ['b3a-019', 'b3a-019', 'a1-089'];
    const run = spawnSync(
      process.execPath,
      [
        TSX,
        'data/src/cli/preview.ts',
        '--data',
        REAL_SNAPSHOT_DIR,
        '--cards',
        REAL_DATA_FILES.cards,
        '--missing',
        missing.join(','),
        '--decks',
        '50',
        '--sort',
        'winRate',
        '--json',
        '--all-lists',
      ],
      { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const result = JSON.parse(run.stdout) as PreviewResult;
    expect(result.decks.length).toBeLessThanOrEqual(50);
    expect(result.filters).toEqual({ energy: null, includeEx: true, deckAmount: 50, sortBy: 'winRate' });
    expectNoMissingBeyondAllowed(result, missing);
    const winRates = result.decks.map((d) => d.winRate ?? -1);
    expect(winRates).toEqual([...winRates].sort((a, b) => b - a));

    const filtered = spawnSync(
      process.execPath,
      [TSX, 'data/src/cli/preview.ts', '--data', REAL_SNAPSHOT_DIR, '--cards', REAL_DATA_FILES.cards, '--energy', 'water', '--no-ex', '--json'],
      {
        cwd: ROOT,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    expect(filtered.status).toBe(0);
    const water = JSON.parse(filtered.stdout) as PreviewResult;
    const index = createCardIndex(loadDataDir(REAL_SNAPSHOT_DIR, REAL_DATA_FILES.cards).cards);
    expect(water.decks.length).toBeGreaterThan(0);
    for (const deck of water.decks) expect(listMatchesFilters(deck.bestList, index, { energy: 'Water', includeEx: false })).toBe(true);
  });
});

describe('preview on the demo', () => {
  it('prints a readable table and the finder result; reports not enough cards', () => {
    const dir = join(demoDir(), 'free');
    const data = loadDataDir(dir);
    expect(data.summarySource).toBe('matchup-summary.json');
    const result = computePreview({ ...data, missing: [], filters: { ...ALL, deckAmount: 10 } });
    expect(result.decks).toHaveLength(10);
    const text = formatPreview(result, data.cards).join('\n');
    expect(text).toContain('best deck finder:');
    expect(text).toContain("Professor's Research (pa-007)");
    // Every Pokémon of the demo missing twice: nothing can be built.
    const everything = data.cards.filter((c) => c.type !== 'Trainer').flatMap((c) => [c.id, c.id]);
    const none = computePreview({ ...data, missing: everything, filters: ALL });
    expect(none.decks).toEqual([]);
    expect(none.finder).toEqual({ status: 'notEnoughCards' });
    expect(formatPreview(none, data.cards).join('\n')).toContain('not enough cards');
  });

  it('CLI rejects unknown options and values', () => {
    const run = (args: string[]): { status: number | null; stderr: string } =>
      spawnSync(process.execPath, [TSX, 'data/src/cli/preview.ts', ...args], { cwd: ROOT, encoding: 'utf8' });
    const dir = join(demoDir(), 'free');
    expect(run(['--data', dir, '--energy', 'Fairy']).stderr).toMatch(/--energy must be one of/);
    expect(run(['--data', dir, '--missing', 'zz-999']).stderr).toMatch(/unknown card ids: zz-999/);
    expect(run(['--data', dir, '--colour']).status).toBe(2);
  });

  it('CLI prints its usage with --help and exits 0', () => {
    const help = spawnSync(process.execPath, [TSX, 'data/src/cli/preview.ts', '--help'], { cwd: ROOT, encoding: 'utf8' });
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^Usage: npm run data:preview -- \[--data DIR\]/);
    expect(help.stdout).toContain('--missing ids');
  });

  it('keeps alternatives of the demo decks as one-card swaps', () => {
    const data = loadDataDir(join(demoDir(), 'premium'));
    const result = computePreview({ cards: data.cards, archetypes: data.archetypes, summary: {}, missing: [], filters: ALL });
    const withAlternatives = result.decks.filter((d) => d.alternatives.length > 0);
    expect(withAlternatives.length).toBeGreaterThan(10);
    expect(result.decks.every((d) => d.winRate === null)).toBe(true);
  });
});

describe('bench helpers', () => {
  it('measure timings and per-page bytes on the real snapshot', () => {
    const location = findSnapshot(REAL_DATA_DIR);
    expect(location?.dataDir).toBe(REAL_SNAPSHOT_DIR);
    if (!location) return;
    const input = readBenchInput(location);
    const timings = benchTimings(input, 20);
    expect(timings.recompute.samples).toBe(20);
    expect(timings.recompute.medianMs).toBeGreaterThan(0);
    const bytes = benchBytes(input);
    expect(bytes.matchupFiles.drop.count).toBe(86);
    expect(bytes.matchupFiles.published.count).toBe(86);
    for (const page of bytes.pages) {
      expect(page.drop.raw).toBeLessThan(page.original.raw);
      // Rounded numbers and only the named cards: smaller on every page, raw and compressed.
      expect(page.published.raw).toBeLessThan(page.drop.raw);
      expect(page.published.br).toBeLessThan(page.drop.br);
      expect(page.published.br).toBeLessThan(page.published.gzip);
    }
    expect(bytes.pages[0]?.published.br).toBeLessThanOrEqual(TIER_LIST_BUDGET_BYTES);
  });

  it('skips when there is no snapshot', () => {
    expect(findSnapshot(tempDir())).toBeNull();
  });
});
