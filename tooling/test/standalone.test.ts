import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The repository stands alone: a clone with nothing beside it runs every test, script and config. No
 * tracked text file names a path outside the repository — no relative path that climbs out of it
 * (`../../../shared/data`), no `../shared` folder that is not in the repository, no absolute path of
 * one machine. Real data the tests need lives in test-fixtures/ (docs/testing.md).
 */
const repoRoot = path.resolve(__dirname, '../..');
const thisFile = path.relative(repoRoot, __filename).split(path.sep).join('/');

/** Text files: what git tracks plus new files not ignored, without data, images and the lock file. */
const TEXT = /\.(ts|tsx|mjs|cjs|js|json|md|yml|yaml|sh|css|html|rules)$|(^|\/)(\.ci\/run|\.[a-z]+ignore|\.nvmrc|\.editorconfig)$/;
const SKIPPED = [/^test-fixtures\/real-data\//, /(^|\/)package-lock\.json$/];

function textFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: repoRoot, encoding: 'utf8' });
  return listed
    .split('\0')
    .filter((file) => file !== '' && file !== thisFile && TEXT.test(file) && !SKIPPED.some((re) => re.test(file)))
    .filter((file) => existsSync(path.join(repoRoot, file)));
}

/** `../` (one or more) and then a name: a path relative to the folder of the file it is written in. */
const RELATIVE = /(?<![\w./-])((?:\.\.\/)+)([\w@][\w@.-]*)((?:\/[\w@.-]+)*)/g;
/** Home and work folders of one machine (after a quote, a space, `(`, `=` or `:` — not inside a URL). */
const MACHINE = /(?:^|[\s'"`(=:])((?:\/(?:work|home|Users|root)\/|[A-Za-z]:\\Users\\)[^\s'"`)]*)/gm;

const TOP_FOLDERS = new Set(readdirSync(repoRoot));

/** True when `relative` names something in the folder `dir` (a file, a folder, or a module without its extension). */
function existsFrom(dir: string, relative: string): boolean {
  const target = path.resolve(dir, relative);
  if (existsSync(target)) return true;
  const parent = path.dirname(target);
  const base = path.basename(target);
  return existsSync(parent) && readdirSync(parent).some((entry) => entry.startsWith(`${base}.`));
}

function problemsOf(file: string, text: string): string[] {
  const dir = path.dirname(path.join(repoRoot, file));
  const problems: string[] = [];
  text.split('\n').forEach((line, i) => {
    const where = `${file}:${i + 1}`;
    for (const match of line.matchAll(RELATIVE)) {
      const [written, ups = '', first = ''] = match;
      const target = path.resolve(dir, ups, first);
      // A climb out that lands on one of the repository's own top folders is an import path written
      // for another file (lint and test cases), not a place outside.
      if (path.relative(repoRoot, target).startsWith('..') && !TOP_FOLDERS.has(first)) {
        problems.push(`${where}: ${written} leaves the repository`);
      } else if (first === 'shared' && !existsFrom(dir, written)) {
        problems.push(`${where}: ${written} is a folder beside the repository, not in it`);
      }
    }
    for (const match of line.matchAll(MACHINE)) problems.push(`${where}: ${match[1]} is a path of one machine`);
  });
  return problems;
}

describe('the repository stands alone', () => {
  it('finds what it looks for (a path that climbs out, a ../shared folder, a machine path)', () => {
    const probe = (text: string) => problemsOf('libs/rules/src/x.test.ts', text);
    expect(probe("path.resolve(__dirname, '../../../../shared/data')")).toHaveLength(1);
    expect(probe('see ../shared/data beside the clone')).toHaveLength(1);
    expect(probe("import { x } from '../shared/nothing';")).toHaveLength(1);
    expect(probe(`read in place in ${'/wo'}rk/shared/data`)).toHaveLength(1);
    expect(probe("import { x } from '../cards';")).toEqual([]);
    expect(probe("a case file's import: '../../../../libs/ui/src/index'")).toEqual([]);
    expect(probe('https://example.com/home/page')).toEqual([]);
  });

  it('no tracked file names a path outside the repository', () => {
    const files = textFiles();
    expect(files.length).toBeGreaterThan(500);
    const problems = files.flatMap((file) => problemsOf(file, readFileSync(path.join(repoRoot, file), 'utf8')));
    expect(problems).toEqual([]);
  });
});
