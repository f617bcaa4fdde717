// The version label of a build: `<package version>+<7-hex commit>` (semver build metadata), e.g.
// `1.0.0+3f2c1ab`. It is inlined in the bundle (__BUILD_LABEL__), written in mf-manifest.json's build
// info and in the server manifest, names the folder a published version lives in and is the key of the
// version in remotes.json.
//
// A build from a tree with changes that are not committed gets `<version>+<commit>.dirty.<7 hex>`, the
// last part a hash of those changes (the diff against HEAD and the untracked files that are not ignored,
// names and contents): two different trees never share a label, the same tree always gets the same one.
// Outside a git checkout the label is `<version>+unversioned.<UTC time to the second>`.
// `BUILD_LABEL` in the environment overrides all of it (the end-to-end builds use it).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** What a version label looks like (remotes.json's keys; docs/adr/0017-release-registry.md). */
export const LABEL_PATTERN = /^[0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.-]+)?\+[0-9A-Za-z.-]+$/;
export const LABEL_MAX_LENGTH = 64;

/** @param {string} label */
export const isVersionLabel = (label) => typeof label === 'string' && label.length <= LABEL_MAX_LENGTH && LABEL_PATTERN.test(label);

/**
 * @param {string} cwd
 * @param {string[]} args
 * @returns {Buffer}
 */
const git = (cwd, args) => execFileSync('git', args, { cwd, stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 256 * 1024 * 1024 });

/**
 * The source state of the checkout at `cwd`: its commit (7 hex) and, when the tree has uncommitted
 * changes, a 7-hex hash of them; null outside a git checkout.
 * @param {string} cwd
 * @returns {{ commit: string, dirty: string | null } | null}
 */
export function sourceState(cwd) {
  let commit;
  try {
    commit = git(cwd, ['rev-parse', '--short=7', 'HEAD']).toString().trim();
  } catch {
    return null;
  }
  const top = git(cwd, ['rev-parse', '--show-toplevel']).toString().trim();
  const diff = git(top, ['diff', 'HEAD', '--binary', '--no-ext-diff', '--no-color']);
  const untracked = git(top, ['ls-files', '--others', '--exclude-standard', '-z']).toString().split('\0').filter(Boolean).sort();
  if (diff.length === 0 && untracked.length === 0) return { commit, dirty: null };
  const hash = createHash('sha256').update(diff);
  for (const file of untracked) {
    hash.update(`\0${file}\0`);
    try {
      hash.update(readFileSync(path.join(top, file)));
    } catch {
      /* gone meanwhile, or a folder: its name is hashed */
    }
  }
  return { commit, dirty: hash.digest('hex').slice(0, 7) };
}

/**
 * The label of a build of the app in `appDir` (its package.json's version), or BUILD_LABEL.
 * @param {string} appDir
 * @param {{ env?: NodeJS.ProcessEnv, now?: Date, state?: ReturnType<typeof sourceState> }} [o]
 */
export function buildLabel(appDir, { env = process.env, now = new Date(), state } = {}) {
  if (env.BUILD_LABEL) return env.BUILD_LABEL;
  const version = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')).version;
  const source = state === undefined ? sourceState(appDir) : state;
  if (!source) return `${version}+unversioned.${now.toISOString().replace(/[-:]/g, '').slice(0, 15).replace('T', '')}`;
  return source.dirty ? `${version}+${source.commit}.dirty.${source.dirty}` : `${version}+${source.commit}`;
}
