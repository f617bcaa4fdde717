import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { MatchupData } from '@tcgp/domain';
import { deriveDataDir, matchupFileName, splitMatchups, writeDerivedFiles } from '../src/derive';
import { A, B, makeFixture } from './fixture';
import { cleanTempDirs, tempDir } from './helpers';

afterAll(cleanTempDirs);

function writeMatchups(dir: string, data: MatchupData): string {
  mkdirSync(dir, { recursive: true });
  const text = JSON.stringify(data);
  writeFileSync(join(dir, 'matchup-data.json'), text);
  writeFileSync(join(dir, 'best-decks.json'), JSON.stringify(makeFixture().bestDecks));
  return text;
}

const read = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8')) as unknown;

describe('derive', () => {
  it('writes the Total rows summary and one matchup file per archetype, leaving matchup-data.json as it was', () => {
    const dir = tempDir();
    const data = makeFixture().matchupData;
    const original = writeMatchups(dir, data);
    const report = deriveDataDir(dir);
    expect(readFileSync(join(dir, 'matchup-data.json'), 'utf8')).toBe(original);
    expect(read(join(dir, 'matchup-summary.json'))).toEqual({
      [A]: { winRate: data[A]?.at(-1)?.winRate, totalGames: 40.75 },
      [B]: { winRate: 0.4, totalGames: 30.5 },
    });
    expect(readdirSync(join(dir, 'matchups')).sort()).toEqual(['bulbasaur-a1-001_26venusaur-ex-a1-004.json', 'venusaur-ex-a1-004.json']);
    expect(read(join(dir, 'matchups', 'bulbasaur-a1-001_26venusaur-ex-a1-004.json'))).toEqual(data[B]);
    expect(read(join(dir, 'matchups', 'venusaur-ex-a1-004.json'))).toEqual(data[A]);
    expect(report.matchupFiles.map((f) => f.deckId).sort()).toEqual([B, A]);
  });

  it('names files after the deck id (lowercase, spaces as hyphens), URI-encoded', () => {
    expect(matchupFileName('mega-blaziken-ex-b1-036&greninja-a1-089')).toBe('mega-blaziken-ex-b1-036_26greninja-a1-089.json');
    expect(matchupFileName("professor's-research-pa-007")).toBe("professor's-research-pa-007.json");
    const split = splitMatchups({ 'Big Deck a1-001': [{ name: 'Total', winRate: 0.5, totalGames: 1 }] });
    expect([...split.keys()]).toEqual(['big-deck-a1-001']);
  });

  it('leaves archetypes without a Total row out of the summary but still writes their file', () => {
    const dir = tempDir();
    const data: MatchupData = { 'x-a1-001': [{ name: 'y-a1-002', winRate: 0.5, totalGames: 3 }], 'y-a1-002': [{ name: 'Total', winRate: 0.5, totalGames: 3 }] };
    writeDerivedFiles(data, dir);
    expect(read(join(dir, 'matchup-summary.json'))).toEqual({ 'y-a1-002': { winRate: 0.5, totalGames: 3 } });
    expect(existsSync(join(dir, 'matchups', 'x-a1-001.json'))).toBe(true);
  });

  it('writes to another directory with --out and removes stale matchup files', () => {
    const dir = tempDir();
    const out = tempDir();
    writeMatchups(dir, makeFixture().matchupData);
    mkdirSync(join(out, 'matchups'));
    writeFileSync(join(out, 'matchups', 'gone-a1-001.json'), '[]');
    deriveDataDir(dir, out);
    expect(existsSync(join(dir, 'matchup-summary.json'))).toBe(false);
    expect(readdirSync(join(out, 'matchups'))).toHaveLength(2);
    expect(existsSync(join(out, 'matchups', 'gone-a1-001.json'))).toBe(false);
  });

  it('refuses two archetypes with the same deck id, and malformed matchup data', () => {
    expect(() => splitMatchups({ 'A b-a1-001': [], 'a-b-a1-001': [] })).toThrow('same deck id "a-b-a1-001"');
    const dir = tempDir();
    writeFileSync(join(dir, 'matchup-data.json'), JSON.stringify({ x: [{ name: 'Total', winRate: 'high' }] }));
    expect(() => deriveDataDir(dir)).toThrow(/matchup-data.json is malformed \(2 problems\)/);
  });

  it('CLI: npm run data:derive -- --data DIR --out DIR', () => {
    const root = resolve(__dirname, '../..');
    const dir = tempDir();
    const out = tempDir();
    writeMatchups(dir, makeFixture().matchupData);
    const run = spawnSync(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), 'data/src/cli/derive.ts', '--data', dir, '--out', out], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/2 files/);
    expect(existsSync(join(out, 'matchup-summary.json'))).toBe(true);
    const bad = spawnSync(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), 'data/src/cli/derive.ts', '--data', tempDir()], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/^error: /);
  });
});
