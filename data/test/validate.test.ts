import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { writeDerivedFiles } from '../src/derive';
import { formatReport, validateDataDir, validateDataset, type Problem } from '../src/validate';
import { A, B, makeFixture, rawOf, ROGUE, type Fixture } from './fixture';
import { cleanTempDirs, demoDir, tempDir } from './helpers';
import { REAL_DATA_FILES, REAL_SNAPSHOT_DIR } from '@tcgp/test-fixtures';

afterAll(cleanTempDirs);

function problemsAfter(breakIt: (f: Fixture) => void, options: { derived?: boolean } = {}): Problem[] {
  const f = makeFixture();
  breakIt(f);
  return validateDataset(rawOf(f, options)).problems;
}

function errorsAfter(breakIt: (f: Fixture) => void): Problem[] {
  // Derived files are recomputed from the broken data, so only the broken thing is reported.
  return problemsAfter(breakIt).filter((p) => p.severity === 'error');
}

const list0 = (f: Fixture): string[] => f.bestDecks[0]?.lists[0]?.cards ?? [];

describe('validator on a small hand-made data set', () => {
  it('accepts the valid fixture without any problem', () => {
    const report = validateDataset(rawOf(makeFixture()));
    expect(report.problems).toEqual([]);
    expect(report.stats).toEqual({ cards: 12, archetypes: 2, lists: 3, matchupRows: 5, cardScores: 3, matchupFiles: 2 });
  });

  it('reports wrong shapes and types with the JSON path', () => {
    const problems = errorsAfter((f) => {
      (f.cards[0] as unknown as Record<string, unknown>)['type'] = 'Fairy';
      (f.bestDecks[0]?.lists[0] as unknown as Record<string, unknown>)['score'] = '0.5';
      (f.matchupData[A]?.[0] as unknown as Record<string, unknown>)['totalGames'] = null;
      (f.cardScores[0] as unknown as Record<string, unknown>)['popularity'] = undefined;
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: 'cards.json', path: '$[0].type', reason: expect.stringContaining('expected one of Grass') as string }),
        expect.objectContaining({
          file: 'best-decks.json',
          path: '$[0].lists[0].score',
          reason: expect.stringContaining('expected a finite number') as string,
        }),
        expect.objectContaining({ file: 'matchup-data.json', path: `$["${A}"][0].totalGames` }),
        expect.objectContaining({ file: 'card-scores.json', path: '$[0].popularity', reason: 'missing required number' }),
      ]),
    );
  });

  it('reports a file that is not the expected container', () => {
    const problems = errorsAfter((f) => {
      (f as unknown as Record<string, unknown>)['matchupData'] = [];
    });
    expect(problems).toContainEqual(expect.objectContaining({ file: 'matchup-data.json', path: '$', reason: 'expected an object, got an array' }));
  });

  it('reports list entries that are not count:cardId', () => {
    const problems = errorsAfter((f) => {
      list0(f)[0] = '2x:a1-001';
    });
    expect(problems).toContainEqual(
      expect.objectContaining({ file: 'best-decks.json', path: '$[0].lists[0].cards[0]', reason: expect.stringContaining('count:cardId') as string }),
    );
  });

  it('reports unknown card ids', () => {
    const problems = errorsAfter((f) => {
      list0(f)[3] = '2:a1-999';
    });
    expect(problems).toEqual([expect.objectContaining({ path: '$[0].lists[0].cards[3]', reason: 'unknown card id "a1-999"' })]);
  });

  it('reports lists whose counts do not add up to 20', () => {
    const problems = errorsAfter((f) => {
      list0(f)[0] = '1:a1-001';
    });
    expect(problems).toEqual([
      expect.objectContaining({ file: 'best-decks.json', path: '$[0].lists[0].cards', reason: 'card counts add up to 19, expected 20' }),
    ]);
  });

  it('reports more than 2 copies of a card name, across printings', () => {
    const problems = errorsAfter((f) => {
      list0(f)[3] = '2:a2-001'; // a second Bulbasaur printing instead of Caterpie
    });
    expect(problems).toEqual([
      expect.objectContaining({ path: '$[0].lists[0].cards', reason: expect.stringContaining('4 copies of "Bulbasaur" (a1-001, a2-001)') as string }),
    ]);
  });

  it('reports archetypes without a matchup key', () => {
    const problems = errorsAfter((f) => {
      delete f.matchupData[B];
    });
    expect(problems).toContainEqual(
      expect.objectContaining({ file: 'best-decks.json', path: '$[1].name', reason: `archetype "${B}" has no key in matchup-data.json` }),
    );
  });

  it('reports a missing or doubled Total row', () => {
    const missing = errorsAfter((f) => {
      f.matchupData[B] = (f.matchupData[B] ?? []).filter((r) => r.name !== 'Total');
    });
    expect(missing).toEqual([expect.objectContaining({ file: 'matchup-data.json', path: `$["${B}"]`, reason: 'no "Total" row' })]);
    const twice = errorsAfter((f) => {
      f.matchupData[B]?.push({ name: 'Total', winRate: 0.4, totalGames: 30.5 });
    });
    expect(twice).toContainEqual(expect.objectContaining({ path: `$["${B}"]`, reason: '2 "Total" rows, expected one' }));
  });

  it('reports win rates outside 0..1 and negative games', () => {
    const problems = errorsAfter((f) => {
      const rows = f.matchupData[A] ?? [];
      rows[1] = { name: ROGUE, winRate: 1.2, totalGames: -3 };
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: `$["${A}"][1].winRate`, reason: 'win rate 1.2 is outside 0..1' }),
        expect.objectContaining({ path: `$["${A}"][1].totalGames`, reason: 'negative number of games (-3)' }),
      ]),
    );
  });

  it('reports scores, strengths and popularity outside 0..1', () => {
    const problems = errorsAfter((f) => {
      const list = f.bestDecks[0]?.lists[0];
      if (list) list.strength = 1.5;
      const scores = f.cardScores[0];
      if (scores) scores.score = -0.1;
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: 'best-decks.json', path: '$[0].lists[0].strength' }),
        expect.objectContaining({ file: 'card-scores.json', path: '$[0].score' }),
      ]),
    );
  });

  it('reports card-score names that do not resolve to a catalogue card of the same name', () => {
    const problems = errorsAfter((f) => {
      f.cardScores.push({ name: '1 Venusaur ex A1 999', score: 0.1, popularity: 0.1 });
      f.cardScores.push({ name: '1 Venusaur A1 4', score: 0.1, popularity: 0.1 });
      f.cardScores.push({ name: 'Venusaur ex A1 4', score: 0.1, popularity: 0.1 });
      f.cardScores.push({ name: '3 Venusaur ex A1 4', score: 0.1, popularity: 0.1 });
    });
    expect(problems).toHaveLength(4);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: '$[3].name', reason: '"1 Venusaur ex A1 999" does not resolve to a catalogue card (no card "a1-999")' }),
        expect.objectContaining({ path: '$[4].name', reason: 'card "a1-004" is named "Venusaur ex", not "Venusaur"' }),
        expect.objectContaining({ path: '$[5].name', reason: expect.stringContaining('<copies> <card name> <SET> <number>') as string }),
        expect.objectContaining({ path: '$[6].name', reason: '3 copies; a list holds at most 2' }),
      ]),
    );
  });

  it('reports bad dates', () => {
    const problems = errorsAfter((f) => {
      f.meta.lastUpdated = '2025-02-30';
      const first = f.meta.expansions[0];
      if (first) first.releaseDate = 'soon';
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: 'meta.json', path: '$.lastUpdated' }),
        expect.objectContaining({ file: 'meta.json', path: '$.expansions[0].releaseDate' }),
      ]),
    );
    // null is a valid "unknown" release date
    expect(
      errorsAfter((f) => {
        const e = f.meta.expansions[1];
        if (e) e.releaseDate = null;
      }),
    ).toEqual([]);
  });

  it('reports catalogue problems: duplicate ids, wrong ex flags, unknown sets', () => {
    const problems = errorsAfter((f) => {
      f.cards.push({ id: 'a1-001', name: 'Bulbasaur', type: 'Grass', ex: 'No', set: 'a1' });
      f.cards.push({ id: 'b9-001', name: 'Mew ex', type: 'Psychic', ex: 'No', set: 'b9' });
    });
    expect(problems).toEqual([
      expect.objectContaining({ file: 'cards.json', path: '$[12].id', reason: 'duplicate card id "a1-001"' }),
      expect.objectContaining({ path: '$[13].set', reason: 'set "b9" is not a known expansion' }),
      expect.objectContaining({ path: '$[13].ex', reason: '"Mew ex" ends in " ex" but ex is "No"' }),
    ]);
  });

  it('reports duplicate archetype names', () => {
    const problems = errorsAfter((f) => {
      const copy = f.bestDecks[0];
      if (copy) f.bestDecks.push({ ...copy });
    });
    expect(problems).toContainEqual(expect.objectContaining({ path: '$[2].name', reason: `duplicate archetype name "${A}"` }));
  });

  it('refuses an archetype whose deck id cannot be a path, naming it', () => {
    for (const [name, why] of [
      ['_', "has characters other than a-z, 0-9, ' and -"],
      ['../../index-a1-004', "has characters other than a-z, 0-9, ' and -"],
      [`${'x'.repeat(300)}-a1-004`, 'is 307 characters long, more than 120'],
    ] as const) {
      const problems = errorsAfter((f) => {
        const deck = f.bestDecks[0];
        if (deck) deck.name = name;
      });
      expect(problems).toContainEqual(expect.objectContaining({ path: '$[0].name', reason: expect.stringContaining(`its deck id ${why}`) }));
      expect(problems).toContainEqual(expect.objectContaining({ reason: expect.stringContaining(`archetype "${name.slice(0, 10)}`) }));
    }
  });

  it('warns about asymmetric matchups and Total rows that do not add up', () => {
    const problems = problemsAfter((f) => {
      const row = f.matchupData[B]?.[0];
      if (row) row.winRate = 0.45;
    });
    expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ severity: 'warning', path: `$["${B}"][0].winRate`, reason: expect.stringContaining('add up to more than 1') as string }),
        expect.objectContaining({ severity: 'warning', path: `$["${B}"][1].winRate`, reason: expect.stringContaining('weighted win rate') as string }),
      ]),
    );
  });

  it('accepts what double losses and mirrors give: win rates adding up to less than 1, a mirror under 0.5, Total without the mirror', () => {
    const problems = problemsAfter((f) => {
      // A vs B: 30.5 games, one of them a double loss: 0.6 and 0.4 - 1/30.5.
      const back = f.matchupData[B]?.[0];
      if (back) back.winRate = 0.4 - 1 / 30.5;
      const total = f.matchupData[B]?.[1];
      if (total) total.winRate = back?.winRate ?? 0;
      // B's mirror: 4 games, one double loss (both sides 0): 0.375. Total stays over the games against A only.
      f.matchupData[B]?.splice(1, 0, { name: B, winRate: 0.375, totalGames: 4 });
    });
    expect(problems).toEqual([]);
    const higher = problemsAfter((f) => {
      f.matchupData[B]?.splice(1, 0, { name: B, winRate: 0.6, totalGames: 4 });
    });
    expect(higher).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: `$["${B}"][1].winRate`, reason: expect.stringContaining('more than 0.5') as string })]),
    );
  });

  it('allows the slack of 4-decimal rounding in sums and averages (one unit, 0.0001), not more', () => {
    const skewed = (by: number) =>
      problemsAfter((f) => {
        const back = f.matchupData[B]?.[0];
        if (back) back.winRate = 0.4 + by; // A vs B is 0.6: the two add up to 1 + by
        const total = f.matchupData[B]?.[1];
        if (total) total.winRate = 0.4 + 2 * by; // and B's Total is off its one row by another `by`
        const share = f.bestDecks[0];
        if (share) share.percentOfGames = 0.7 + by; // 0.7 + 0.3: percentOfGames adds up to 1 + by
      });
    expect(skewed(0.0001)).toEqual([]);
    const beyond = skewed(0.0003);
    expect(beyond).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ severity: 'warning', path: `$["${B}"][0].winRate`, reason: expect.stringContaining('add up to more than 1') as string }),
        expect.objectContaining({ severity: 'warning', path: `$["${B}"][1].winRate`, reason: expect.stringContaining('weighted win rate') as string }),
      ]),
    );
    // The shares may exceed 1 by half a unit per archetype (2 here): 0.0001, not 0.0003.
    expect(beyond).toEqual(
      expect.arrayContaining([expect.objectContaining({ severity: 'error', reason: expect.stringContaining('percentOfGames adds up') as string })]),
    );
  });

  it('reports stale derived files and warns when they are absent', () => {
    const f = makeFixture();
    const raw = rawOf(f);
    raw.summary = { file: 'matchup-summary.json', json: { [A]: { winRate: 0.1, totalGames: 1 } } };
    raw.matchupFiles?.delete('venusaur-ex-a1-004.json');
    const problems = validateDataset(raw).problems;
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: 'matchup-summary.json', path: `$["${A}"]`, reason: expect.stringContaining('differs from the Total row') as string }),
        expect.objectContaining({ file: 'matchup-summary.json', path: `$["${B}"]`, reason: 'missing; run npm run data:derive' }),
        expect.objectContaining({ file: 'matchups/venusaur-ex-a1-004.json', reason: 'file is missing' }),
      ]),
    );
    const absent = validateDataset(rawOf(f, { derived: false })).problems;
    expect(absent).toEqual([expect.objectContaining({ severity: 'warning', reason: expect.stringContaining('derived files are missing') as string })]);
  });

  it('reports every problem at once', () => {
    const problems = errorsAfter((f) => {
      list0(f)[0] = '1:a1-001';
      list0(f)[3] = '2:a1-999';
      f.meta.lastUpdated = 'yesterday';
      delete f.matchupData[B];
    });
    expect(problems.map((p) => p.file).sort()).toEqual(['best-decks.json', 'best-decks.json', 'best-decks.json', 'meta.json']);
  });
});

describe('validator on unusable and huge files', () => {
  it('skips the cross-file checks against an unusable cards file instead of reporting every card id', () => {
    const f = makeFixture();
    const raw = rawOf(f);
    raw.cards = { file: 'cards.json', json: null };
    const report = validateDataset(raw);
    expect(report.problems).toEqual([
      expect.objectContaining({ file: 'cards.json', path: '$', severity: 'error' }),
      expect.objectContaining({
        file: 'cards.json',
        path: '$',
        severity: 'warning',
        reason: expect.stringContaining('checks of the other files against it were skipped') as string,
      }),
    ]);
  });

  it('skips the checks against best-decks.json and matchup-data.json when they are not the right container', () => {
    const raw = rawOf(makeFixture());
    raw.bestDecks = { file: 'best-decks.json', json: { not: 'an array' } };
    raw.matchupData = { file: 'matchup-data.json', json: 'nothing' };
    const reasons = validateDataset(raw).problems.map((p) => `${p.file}: ${p.reason}`);
    expect(reasons.filter((r) => r.includes('is not an archetype of') || r.includes('has no key in'))).toEqual([]);
    expect(reasons.filter((r) => r.includes('were skipped'))).toHaveLength(2);
  });

  it('cuts long values in messages and lists at most 200 problems, counting the rest', () => {
    const f = makeFixture();
    // A 10 MB archetype name (quoted in a message), and 5,000 lists with a bad entry each.
    const archetype = f.bestDecks[0] as Fixture['bestDecks'][number];
    archetype.name = 'x'.repeat(10 * 1024 * 1024);
    archetype.lists = Array.from({ length: 5000 }, () => ({ cards: ['2:a1-001', 'bad'], score: 0.5, strength: 0.5 }));
    const report = validateDataset(rawOf(f, { derived: false }));
    expect(report.errors).toBeGreaterThan(5000);
    const lines = formatReport(report, 'dir');
    expect(lines.length).toBe(202);
    expect(lines[200]).toMatch(/^\.\.\. and \d+ more problems not shown/);
    expect(lines.join('\n').length).toBeLessThan(200 * 1000);
    // The message naming the 10 MB archetype quotes its first characters only.
    const named = report.problems.filter((p) => p.path === '$[0].name').map((p) => p.reason);
    expect(named).toEqual([
      expect.stringMatching(/^archetype "x{80}… \(10485[0-9]{3} more characters\)": its deck id is 10485760 characters long, more than 120$/),
      expect.stringMatching(/^archetype "x{289}… \(10485[0-9]{3} more characters\)$/),
    ]);
    expect(Math.max(...report.problems.map((p) => p.reason.length + p.path.length))).toBeLessThan(1000);
    const all = formatReport(report, 'dir', 0);
    expect(all.length).toBe(report.errors + report.warnings + 1);
    expect(all.join('\n').length).toBeLessThan(1024 * 1024);
  });
});

describe('validator on directories', () => {
  function writeFixture(dir: string, f: Fixture = makeFixture()): void {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'cards.json'), JSON.stringify(f.cards));
    writeFileSync(join(dir, 'best-decks.json'), JSON.stringify(f.bestDecks));
    writeFileSync(join(dir, 'matchup-data.json'), JSON.stringify(f.matchupData));
    writeFileSync(join(dir, 'card-scores.json'), JSON.stringify(f.cardScores));
    writeFileSync(join(dir, 'meta.json'), JSON.stringify(f.meta));
    writeDerivedFiles(f.matchupData, dir);
  }

  it('reads a valid directory, and reports missing files and invalid JSON', () => {
    const dir = tempDir();
    writeFixture(dir);
    expect(validateDataDir({ dataDir: dir }).problems).toEqual([]);
    writeFileSync(join(dir, 'card-scores.json'), '{"oops": ');
    writeFileSync(join(dir, 'best-decks.json'), '');
    const broken = validateDataDir({ dataDir: join(dir) }).problems;
    expect(broken).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: 'card-scores.json', path: '$', reason: expect.stringContaining('not valid JSON') as string }),
        expect.objectContaining({ file: 'best-decks.json', path: '$', reason: expect.stringContaining('not valid JSON') as string }),
      ]),
    );
    const empty = validateDataDir({ dataDir: tempDir() });
    expect(
      empty.problems
        .filter((p) => p.reason === 'file is missing')
        .map((p) => p.file)
        .sort(),
    ).toEqual(['best-decks.json', 'card-scores.json', 'cards.json', 'matchup-data.json']);
  });

  it('passes both sets of the demo (written by the pipeline)', () => {
    for (const set of ['free', 'premium']) {
      const dir = join(demoDir(), set);
      const report = validateDataDir({ dataDir: dir });
      expect(report.problems).toEqual([]);
      expect(formatReport(report, dir).at(-1)).toMatch(/OK — 0 errors, 0 warnings/);
    }
  });

  it('passes the real snapshot with the real catalogue and expansions (no errors)', () => {
    const report = validateDataDir({ dataDir: REAL_SNAPSHOT_DIR, cardsFile: REAL_DATA_FILES.cards, expansionsFile: REAL_DATA_FILES.expansions });
    expect(report.problems.filter((p) => p.severity === 'error')).toEqual([]);
    // The only remark: the derived files have not been built for this drop.
    expect(report.problems.map((p) => p.reason)).toEqual([expect.stringContaining('derived files are missing')]);
    expect(report.stats).toEqual({ cards: 3879, archetypes: 86, lists: 1282, matchupRows: 5006, cardScores: 773, matchupFiles: 0 });
  });

  it('CLI prints its usage with --help and exits 0', () => {
    const root = resolve(__dirname, '../..');
    const help = spawnSync(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), 'data/src/cli/validate.ts', '--help'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^Usage: npm run data:validate -- \[--data DIR\]/);
    expect(help.stdout).toContain('--max-problems N');
  });

  it('CLI: exit code 1 and a summary line on errors, 0 on valid data', () => {
    const root = resolve(__dirname, '../..');
    const tsx = join(root, 'node_modules/tsx/dist/cli.mjs');
    const bad = tempDir();
    const f = makeFixture();
    list0(f)[0] = '1:a1-001';
    writeFixture(bad, f);
    const failed = spawnSync(process.execPath, [tsx, 'data/src/cli/validate.ts', '--data', bad], { cwd: root, encoding: 'utf8' });
    expect(failed.status).toBe(1);
    expect(failed.stdout).toContain('error   best-decks.json  $[0].lists[0].cards  card counts add up to 19, expected 20');
    expect(failed.stdout).toMatch(/FAILED — 1 error, 0 warnings/);
    const good = tempDir();
    writeFixture(good);
    const passed = spawnSync(process.execPath, [tsx, 'data/src/cli/validate.ts', '--data', good, '--json'], { cwd: root, encoding: 'utf8' });
    expect(passed.status).toBe(0);
    expect((JSON.parse(passed.stdout) as { errors: number }).errors).toBe(0);
  });
});
