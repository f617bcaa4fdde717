// The commit style's subject rule: every commit after BASE has a subject of at most 72 characters.
// Older commits are history and stay as they are. Merge commits are skipped (their subjects are
// written by the tools: "Merge pull request #12 from ...").
//
//   node scripts/ci/commit-subjects.mjs [--base <commit>] [<head>]     exit 1 and lists the subjects that are too long
//
// (in the repository of the current folder; `head` defaults to HEAD)
//
// It needs the history down to BASE (CI checks out with fetch-depth: 0). In a shallow clone that does
// not reach BASE, every commit the clone has is newer than BASE, so it checks those and says so.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** `main` when the rule started to be checked; the commits before it keep their subjects. */
export const BASE = '6f9ef8ea70731f6def75d587e94e5f542e5c6340';
export const MAX_SUBJECT = 72;

/**
 * @typedef {object} Commit
 * @property {string} hash
 * @property {string} subject
 */

/**
 * The commits whose subject is longer than `max` characters (characters as people count them, not bytes).
 * @param {Commit[]} commits
 * @param {number} [max]
 * @returns {(Commit & { length: number })[]}
 */
export function longSubjects(commits, max = MAX_SUBJECT) {
  return commits.map((c) => ({ ...c, length: [...c.subject].length })).filter((c) => c.length > max);
}

/**
 * @param {string[]} args
 * @param {string} cwd
 */
const git = (args, cwd) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/**
 * The non-merge commits after `base` up to `head`, and a note when the clone is too shallow to reach `base`.
 * @param {{ base: string, head: string, cwd: string }} options
 * @returns {{ commits: Commit[], note: string | null }}
 */
export function commitsAfter({ base, head, cwd }) {
  let hasBase = true;
  try {
    git(['cat-file', '-e', `${base}^{commit}`], cwd);
  } catch {
    hasBase = false;
  }
  let note = null;
  if (!hasBase) {
    if (git(['rev-parse', '--is-shallow-repository'], cwd).trim() !== 'true') {
      throw new Error(`the base commit ${base} is not in this repository`);
    }
    note = `shallow clone without the base commit ${base.slice(0, 12)}: checked the commits it has`;
  }
  const range = hasBase ? `${base}..${head}` : head;
  const commits = git(['log', '--no-merges', '--format=%H%x00%s', range], cwd)
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [hash = '', subject = ''] = line.split('\0');
      return { hash, subject };
    });
  return { commits, note };
}

/** @param {string[]} argv */
function main(argv) {
  const baseAt = argv.indexOf('--base');
  const base = baseAt >= 0 ? argv[baseAt + 1] : BASE;
  const rest = baseAt >= 0 ? argv.filter((_, i) => i !== baseAt && i !== baseAt + 1) : argv;
  if (!base || rest.length > 1 || rest.some((a) => a.startsWith('-'))) {
    console.error('usage: node scripts/ci/commit-subjects.mjs [--base <commit>] [<head>]');
    return 2;
  }
  let found;
  try {
    found = commitsAfter({ base, head: rest[0] ?? 'HEAD', cwd: process.cwd() });
  } catch (error) {
    console.error(`commit subjects: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  if (found.note) console.log(`commit subjects: ${found.note}`);
  const long = longSubjects(found.commits);
  if (long.length === 0) {
    console.log(`commit subjects: ${found.commits.length} commit(s) checked, every subject within ${MAX_SUBJECT} characters`);
    return 0;
  }
  console.error(`commit subjects: ${long.length} of ${found.commits.length} subject(s) longer than ${MAX_SUBJECT} characters (CONTRIBUTING.md, Commit style):`);
  for (const c of long) console.error(`  ${c.hash.slice(0, 12)} (${c.length}) ${c.subject}`);
  console.error('Reword them (git rebase -i, "reword") and keep the details in the body.');
  return 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
