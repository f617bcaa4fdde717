// `npm run test:new-remote`: runs the generator as a contributor would, in a throwaway copy of the
// repository (the tracked files, with this checkout's installed packages), then type-checks the new
// remote, runs its tests, builds it and the shell, and checks the shell composes its page: the
// prerendered page and the worker's page list, then starts the site from the copy and opens the page
// in Chromium (composed.mjs). The copy is removed at the end.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { remotes, repoRoot } from '../../tooling/remotes.mjs';

/** The project's Node (the `node` package, Node 24), which Jest needs for its TypeScript config. */
const NODE = existsSync(path.join(repoRoot, 'node_modules/.bin/node')) ? path.join(repoRoot, 'node_modules/.bin/node') : process.execPath;
const NAME = 'news';
const ROUTE = '/news';

/**
 * @param {string} command
 * @param {string[]} args
 * @param {string} cwd
 */
function run(command, args, cwd) {
  console.log(`[new-remote] ${path.relative(repoRoot, cwd) || '.'}$ ${command} ${args.join(' ')}`);
  // The copy is no git checkout, so its builds get one fixed label (tooling/buildLabel.mjs would make one per second).
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { BUILD_LABEL: '0.1.0+new-remote', ...process.env, FORCE_COLOR: '0' } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
}

/**
 * The copy's node_modules: the installed packages of this checkout, and the workspace links npm made
 * (relative, so they point into the copy and its own sources).
 * @param {string} from
 * @param {string} to
 */
function linkModules(from, to) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from)) {
    const source = path.join(from, entry);
    const target = path.join(to, entry);
    const stat = lstatSync(source);
    if (stat.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else if (entry.startsWith('@') && stat.isDirectory()) linkModules(source, target);
    else symlinkSync(source, target);
  }
}

/** @param {string} copy */
function copyRepository(copy) {
  const tracked = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: repoRoot, encoding: 'utf8' })
    .stdout.split('\0')
    .filter(Boolean);
  for (const file of tracked) {
    const source = path.join(repoRoot, file);
    if (!existsSync(source)) continue;
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    cpSync(source, path.join(copy, file));
  }
  linkModules(path.join(repoRoot, 'node_modules'), path.join(copy, 'node_modules'));
  // Packages npm could not hoist live in a workspace's own node_modules.
  for (const folder of readdirSync(repoRoot)) {
    const nested = path.join(repoRoot, folder, 'node_modules');
    if (folder !== 'node_modules' && existsSync(nested) && existsSync(path.join(copy, folder))) symlinkSync(nested, path.join(copy, folder, 'node_modules'));
  }
}

/** @param {string} file @param {string} text @param {string} what */
function expectIn(file, text, what) {
  if (!existsSync(file) || !readFileSync(file, 'utf8').includes(text)) throw new Error(`${what}: ${file} lacks ${JSON.stringify(text)}`);
}

const copy = mkdtempSync(path.join(os.tmpdir(), 'tcgp-new-remote-'));
try {
  copyRepository(copy);
  run(NODE, ['scripts/new-remote/cli.mjs', NAME, '--route', ROUTE, '--no-install'], copy);
  const folder = `mfe-${NAME}`;
  run(NODE, ['node_modules/typescript/bin/tsc', '-b', folder, 'shell'], copy);
  run(NODE, ['node_modules/eslint/bin/eslint.js', folder], copy);
  run(NODE, ['node_modules/prettier/bin/prettier.cjs', '--check', folder, 'remotes.manifest.json', 'scripts/deploy/demo/release.json'], copy);
  run(NODE, ['node_modules/jest/bin/jest.js', '--selectProjects', folder, 'tooling', '--testPathPatterns', `${folder}/|remotes.test|serverBuilds.test`], copy);
  // The other remotes as this checkout built them (the e2e run builds them first), else built in the copy.
  const others = remotes.filter((r) => r.name !== NAME);
  const built = others.filter((r) => existsSync(path.join(repoRoot, r.folder, 'dist/mf-manifest.json')));
  const toBuild = others.filter((r) => !built.includes(r)).map((r) => r.name);
  run(NODE, ['scripts/build-all.mjs', NAME, 'shell', ...toBuild], copy);

  const dist = path.join(copy, folder, 'dist');
  expectIn(path.join(dist, 'mf-manifest.json'), '"NewsPage"', 'the remote exposes its page');
  if (!existsSync(path.join(dist, 'server')) || !readdirSync(path.join(dist, 'server')).some((f) => f.endsWith('.cjs')))
    throw new Error('the remote has no server build');
  const shell = path.join(copy, 'shell/dist');
  const page = path.join(shell, 'localized/en/news/index.html');
  expectIn(page, 'data-skeleton="page"', 'the shell prerenders the page with its skeleton');
  expectIn(page, '>News</h1>', 'the prerendered page has its heading');
  expectIn(path.join(shell, 'localized/de/news/index.html'), 'lang="de"', 'the page exists in every language');
  expectIn(path.join(shell, 'sw.js'), '"/news"', 'the worker keeps the page');
  const distDirs = Object.fromEntries(built.map((r) => [r.name, path.join(repoRoot, r.folder, 'dist')]));
  run(NODE, ['scripts/new-remote/composed.mjs', NAME, ROUTE, JSON.stringify(distDirs), path.join(repoRoot, 'data/demo')], copy);
  console.log(`[new-remote] ${folder}: generated, type-checked, linted, tested, built; the site composes ${ROUTE}`);
} finally {
  rmSync(copy, { recursive: true, force: true });
}
