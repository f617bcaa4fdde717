import { spawnSync, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * scripts/ci/commit-subjects.mjs: the commit style's 72-character subject rule for every commit after
 * a base commit, run on small repositories made here.
 */
const SCRIPT = path.resolve(__dirname, '../ci/commit-subjects.mjs');
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

const ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 'Test',
  GIT_AUTHOR_EMAIL: 'test@example.invalid',
  GIT_COMMITTER_NAME: 'Test',
  GIT_COMMITTER_EMAIL: 'test@example.invalid',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
};
const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, env: ENV, encoding: 'utf8' }).trim();
const commit = (cwd: string, subject: string) => {
  git(cwd, 'commit', '-q', '--allow-empty', '-m', subject, '-m', 'The body may be as long as it needs to be, on as many lines as it takes.');
  return git(cwd, 'rev-parse', 'HEAD');
};

function repo(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'tcgp-subjects-'));
  made.push(dir);
  git(dir, 'init', '-q', '-b', 'main');
  return dir;
}

function check(cwd: string, ...args: string[]) {
  const run = spawnSync(process.execPath, [SCRIPT, ...args], { cwd, env: ENV, encoding: 'utf8' });
  return { status: run.status, out: `${run.stdout}${run.stderr}` };
}

const LONG = 'Say in one long line everything this change does and why it was needed now'; // 74
const AT_LIMIT = 'Zeige Pokémon-Namen mit Akzenten richtig an, auch in den sieben Sprachen'; // 72 characters, 73 bytes

describe('commit subjects after the base', () => {
  it('passes subjects of at most 72 characters, counting characters, not bytes', () => {
    const dir = repo();
    const base = commit(dir, `${LONG} (history, before the base)`);
    commit(dir, 'Refuse blind overwrites of a saved list');
    commit(dir, AT_LIMIT);
    expect([...AT_LIMIT]).toHaveLength(72);
    const run = check(dir, '--base', base);
    expect(run).toEqual({ status: 0, out: expect.stringContaining('2 commit(s) checked') as string });
  });

  it('fails on a longer subject after the base, naming it, and leaves the commits before the base alone', () => {
    const dir = repo();
    commit(dir, `${LONG} (history)`);
    const base = commit(dir, 'Start checking subjects');
    const long = commit(dir, LONG);
    commit(dir, 'Fix a typo');
    const run = check(dir, '--base', base);
    expect(run.status).toBe(1);
    expect(run.out).toContain(`1 of 2 subject(s) longer than 72 characters`);
    expect(run.out).toContain(`${long.slice(0, 12)} (74) ${LONG}`);
    expect(run.out).not.toContain('(history)');
  });

  it('skips merge commits, whose subjects the tools write', () => {
    const dir = repo();
    const base = commit(dir, 'Start');
    git(dir, 'checkout', '-q', '-b', 'a-branch-with-a-rather-long-name-as-people-give-them');
    commit(dir, 'Work on a branch');
    git(dir, 'checkout', '-q', 'main');
    commit(dir, 'Work on main');
    git(
      dir,
      'merge',
      '-q',
      '--no-ff',
      '-m',
      `Merge branch 'a-branch-with-a-rather-long-name-as-people-give-them' into main`,
      'a-branch-with-a-rather-long-name-as-people-give-them',
    );
    expect(check(dir, '--base', base)).toEqual({ status: 0, out: expect.stringContaining('2 commit(s) checked') as string });
  });

  it('checks the commits a shallow clone has when it does not reach the base, and says so', () => {
    const dir = repo();
    const base = commit(dir, 'Start');
    for (let i = 0; i < 3; i += 1) commit(dir, `Step ${i}`);
    commit(dir, LONG);
    const clone = mkdtempSync(path.join(tmpdir(), 'tcgp-subjects-clone-'));
    made.push(clone);
    git(clone, 'clone', '-q', '--depth', '2', `file://${dir}`, 'repo');
    const run = check(path.join(clone, 'repo'), '--base', base);
    expect(run.status).toBe(1);
    expect(run.out).toContain(`shallow clone without the base commit ${base.slice(0, 12)}: checked the commits it has`);
    expect(run.out).toContain('1 of 2 subject(s)');
  });

  it('refuses a base that is not in a complete history, and bad arguments', () => {
    const dir = repo();
    commit(dir, 'Start');
    const missing = check(dir, '--base', '0123456789abcdef0123456789abcdef01234567');
    expect(missing.status).toBe(2);
    expect(missing.out).toContain('the base commit 0123456789abcdef0123456789abcdef01234567 is not in this repository');
    expect(check(dir, '--bogus').status).toBe(2);
  });
});
