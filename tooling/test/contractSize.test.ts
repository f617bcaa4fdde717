import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The contract is a run-time singleton every remote is checked against, so it holds only what must be
 * one instance or one agreement (CONTRIBUTING, "The contract and its versions"). Its size is watched:
 * a change that takes it past the limit should move something out to a library, or raise the limit
 * with a reason in the same commit.
 */
const repoRoot = path.resolve(__dirname, '../..');
const CONTRACT_SOURCES = path.join(repoRoot, 'shared-contracts/src');
/**
 * 550 since contract 3.1: a shared link's list shown beside the player's own and the overdue payment
 * are state of the one page store that several remotes read (ADR 0021), so they belong here.
 * 590 since contract 3.5: the followed decks are state of that store too, read by the tier list, the
 * deck page and the account's sync (ADR 0023).
 */
const MAX_LINES_OF_CODE = 590;

/** Lines that are neither blank nor only comment (line comments and block comments, JSDoc included). */
function linesOfCode(source: string): number {
  let count = 0;
  let inBlock = false;
  for (const raw of source.split('\n')) {
    let line = raw.trim();
    if (inBlock) {
      const end = line.indexOf('*/');
      if (end === -1) continue;
      line = line.slice(end + 2).trim();
      inBlock = false;
    }
    while (line.startsWith('/*')) {
      const end = line.indexOf('*/', 2);
      if (end === -1) {
        inBlock = true;
        line = '';
        break;
      }
      line = line.slice(end + 2).trim();
    }
    if (line !== '' && !line.startsWith('//')) count += 1;
  }
  return count;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('linesOfCode', () => {
  it('counts code, not blank lines or comments', () => {
    const source = [
      '/**',
      ' * A doc comment.',
      ' */',
      'export const a = 1; // counted',
      '',
      '// a comment',
      '/* one line */',
      '/* before */ const b = 2;',
      'const url = "http://x";',
    ].join('\n');
    expect(linesOfCode(source)).toBe(3);
  });
});

describe('the contract (shared-contracts/src, tests left out)', () => {
  it(`has at most ${MAX_LINES_OF_CODE} lines of code`, () => {
    const files = sourceFiles(CONTRACT_SOURCES);
    expect(files.length).toBeGreaterThan(0);
    const perFile = files.map((file) => [path.relative(repoRoot, file), linesOfCode(readFileSync(file, 'utf8'))] as const);
    const total = perFile.reduce((sum, [, lines]) => sum + lines, 0);
    if (total > MAX_LINES_OF_CODE) {
      const largest = [...perFile].sort((a, b) => b[1] - a[1]).map(([file, lines]) => `${lines} ${file}`);
      throw new Error(`The contract has ${total} lines of code (at most ${MAX_LINES_OF_CODE}). Largest files:\n${largest.join('\n')}`);
    }
  });
});
