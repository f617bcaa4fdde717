// The site's apps as remotes.manifest.json lists them: each remote (federation name, folder, exposed
// modules, pages, dev-server port, port under `npm start`) and the shell's two ports (its folder is
// `shell`). Every build file, script, lint and test configuration reads them from here (or, in
// TypeScript, the JSON file itself), and the shell's build inlines the remotes and pages
// (`__SITE_REMOTES__`); none keeps a list of its own. tooling/test/remotes.test.ts checks the manifest
// against the contract's ROUTES and against what each remote's webpack config really exposes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const MANIFEST_FILE = path.join(repoRoot, 'remotes.manifest.json');

/**
 * @typedef {{ devPort: number, localPort: number }} Ports
 * @typedef {{ id: string, path: string, module: string, skeleton: string, prefetch: string[], menu?: boolean,
 *   texts?: Record<string, { title: string, heading: string, description: string }> }} Page
 * @typedef {Ports & { name: string, folder: string, exposes: Record<string, string>, pages?: Page[] }} Remote
 * @typedef {{ shell: Ports, remotes: Remote[] }} Manifest
 */

/** The first paints a page may ask for (`SkeletonKind` of shell/src/layout/RouteSkeleton.tsx). */
export const SKELETONS = ['tiers', 'deck', 'statistics', 'collection', 'page'];
/** A page's path: lower-case segments, the last ones may be `:parameter`s (`/compare/:deckA/:deckB`). */
const PAGE_PATH = /^(\/[a-z0-9]+(-[a-z0-9]+)*)+(\/:[a-z][A-Za-z0-9]*)*$/;

/**
 * Checks a manifest and returns it; throws one error naming every problem.
 * @param {unknown} value
 * @param {string} [source]  for the message
 * @returns {Manifest}
 */
export function checkManifest(value, source = 'remotes.manifest.json') {
  /** @type {string[]} */
  const problems = [];
  /**
   * A JSON object, whose fields are checked one by one below.
   * @param {unknown} v
   * @returns {v is Record<string, any>}
   */
  const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
  /** @type {Map<number, string>} */
  const ports = new Map();
  /** @param {unknown} app @param {string} where */
  const checkPorts = (app, where) => {
    if (!isObject(app)) return problems.push(`${where}: not an object`);
    for (const key of ['devPort', 'localPort']) {
      const port = app[key];
      if (!Number.isInteger(port) || port < 1 || port > 65535) problems.push(`${where}: ${key} must be a port number`);
      else if (ports.has(port)) problems.push(`${where}: ${key} ${port} is also ${ports.get(port)}`);
      else ports.set(port, `${where} ${key}`);
    }
  };
  const pageIds = new Set();
  const pagePaths = new Set();
  /** @param {Record<string, any>} remote @param {string} where */
  const checkPages = (remote, where) => {
    if (remote.pages === undefined) return;
    if (!Array.isArray(remote.pages)) return problems.push(`${where}: pages must be a list`);
    for (const [j, page] of remote.pages.entries()) {
      const at = `${where} pages[${j}]`;
      if (!isObject(page)) {
        problems.push(`${at}: not an object`);
        continue;
      }
      if (typeof page.id !== 'string' || !/^[a-z][A-Za-z0-9]*$/.test(page.id)) problems.push(`${at}: id must be a camelCase word (newsList)`);
      else if (pageIds.has(page.id) || page.id === 'home' || page.id === 'notFound') problems.push(`${at}: id ${page.id} is taken`);
      pageIds.add(page.id);
      if (typeof page.path !== 'string' || !PAGE_PATH.test(page.path))
        problems.push(`${at}: path must be lower-case segments, the last ones may be parameters ("/news", "/news/:postId")`);
      else if (pagePaths.has(page.path)) problems.push(`${at}: path ${page.path} is taken`);
      pagePaths.add(page.path);
      if (typeof page.module !== 'string' || !isObject(remote.exposes) || !(`./${page.module}` in remote.exposes))
        problems.push(`${at}: module must be one of the remote's exposes (without "./")`);
      if (!SKELETONS.includes(page.skeleton)) problems.push(`${at}: skeleton must be one of ${SKELETONS.join(', ')}`);
      if (!Array.isArray(page.prefetch) || !page.prefetch.every((f) => typeof f === 'string' && /^[\w.-]+\.json$/.test(f)))
        problems.push(`${at}: prefetch must list data files ("meta.json")`);
      if (page.menu !== undefined && typeof page.menu !== 'boolean') problems.push(`${at}: menu must be true or false`);
      if (page.texts !== undefined) {
        const texts = page.texts;
        const complete = (/** @type {unknown} */ t) => isObject(t) && ['title', 'heading', 'description'].every((k) => typeof t[k] === 'string' && t[k] !== '');
        if (!isObject(texts) || !Object.values(texts).every(complete)) problems.push(`${at}: texts must give each language its title, heading and description`);
      }
    }
  };
  if (!isObject(value)) throw new Error(`${source}: not an object`);
  checkPorts(value.shell, 'shell');
  if (!Array.isArray(value.remotes) || value.remotes.length === 0) problems.push('remotes: must be a non-empty list');
  const names = new Set();
  const folders = new Set(['shell']);
  for (const [i, remote] of (Array.isArray(value.remotes) ? value.remotes : []).entries()) {
    const where = `remotes[${i}]${typeof remote?.name === 'string' ? ` (${remote.name})` : ''}`;
    checkPorts(remote, where);
    if (!isObject(remote)) continue;
    if (typeof remote.folder !== 'string' || !/^[a-z][a-z0-9-]*$/.test(remote.folder))
      problems.push(`${where}: folder must be a folder name at the repository root`);
    // The name is the federation name, the key in remotes.json and the stem of its port variable (DECK_PORT).
    if (typeof remote.name !== 'string' || !/^[a-z][a-z0-9]*$/.test(remote.name)) problems.push(`${where}: name must be lower-case letters and digits`);
    else if (names.has(remote.name) || remote.name === 'shell') problems.push(`${where}: name ${remote.name} is taken`);
    names.add(remote.name);
    if (folders.has(remote.folder)) problems.push(`${where}: folder ${remote.folder} is taken`);
    folders.add(remote.folder);
    if (!isObject(remote.exposes)) {
      problems.push(`${where}: exposes must map "./Module" to "./path/in/the/folder"`);
      continue;
    }
    if (!('./setup' in remote.exposes)) problems.push(`${where}: every remote exposes ./setup (the remote protocol)`);
    for (const [key, file] of Object.entries(remote.exposes)) {
      if (!/^\.\/[A-Za-z][\w-]*$/.test(key)) problems.push(`${where}: exposed name ${JSON.stringify(key)} must look like "./Name"`);
      if (typeof file !== 'string' || !file.startsWith('./') || file.includes('..'))
        problems.push(`${where}: ${key} must point to a file inside the folder ("./src/...")`);
    }
    checkPages(remote, where);
  }
  if (problems.length) throw new Error(`${source}:\n  ${problems.join('\n  ')}`);
  return /** @type {Manifest} */ (value);
}

/** @returns {Manifest} */
export function readManifest(file = MANIFEST_FILE) {
  return checkManifest(JSON.parse(readFileSync(file, 'utf8')), path.relative(repoRoot, file) || file);
}

export const manifest = readManifest();
/** The shell's (host's) ports. */
export const shellApp = manifest.shell;
/** The remotes, in manifest order. */
export const remotes = manifest.remotes;
/** The remotes' folders (`mfe-tierlist`, ...), and every app's folder (the shell first). */
export const remoteFolders = remotes.map((r) => r.folder);
export const appFolders = ['shell', ...remoteFolders];

/**
 * What the shell's build knows of the remotes (DefinePlugin's `__SITE_REMOTES__`, tooling/globals.d.ts):
 * each remote's name, the modules it exposes besides `./setup`, and the pages the shell routes to it,
 * without their texts (`sitePageTexts`: the service worker, which reads the pages, never carries them).
 * @param {Manifest} [of]
 */
export function siteRemotes(of = manifest) {
  return of.remotes.map((r) => ({
    name: r.name,
    modules: Object.keys(r.exposes)
      .filter((key) => key !== './setup')
      .map((key) => key.slice(2)),
    pages: (r.pages ?? []).map(({ texts: _texts, ...page }) => page),
  }));
}

/** The site's language codes (shared-contracts/src/languages.json, the contract's LANGUAGES). */
const LANGUAGE_CODES = Object.keys(JSON.parse(readFileSync(path.join(repoRoot, 'shared-contracts/src/languages.json'), 'utf8')));

/**
 * The texts of the pages the manifest gives texts to (DefinePlugin's `__SITE_PAGE_TEXTS__`), by language
 * and page id, English for a language a page has no texts in: each language's texts module of the shell
 * inlines its own language's (shell/src/i18n), and nothing else reads them.
 * @param {Manifest} [of]
 * @param {readonly string[]} [languages]
 * @returns {Record<string, Record<string, { title: string, heading: string, description: string }>>}
 */
export function sitePageTexts(of = manifest, languages = LANGUAGE_CODES) {
  const pages = of.remotes.flatMap((r) => r.pages ?? []).filter((page) => page.texts);
  return Object.fromEntries(
    languages.map((code) => [
      code,
      Object.fromEntries(
        pages.flatMap((page) => {
          const texts = page.texts?.[code] ?? page.texts?.en;
          return texts ? [[page.id, texts]] : [];
        }),
      ),
    ]),
  );
}

/**
 * The remote whose folder is `dir` (an absolute path or a folder name).
 * @param {string} dir
 */
export function remoteByFolder(dir) {
  const folder = path.basename(dir);
  const remote = remotes.find((r) => r.folder === folder);
  if (!remote) throw new Error(`${folder} is not a remote of remotes.manifest.json`);
  return remote;
}

/** The environment variable that moves an app's port under `npm start`: SHELL_PORT, TIERLIST_PORT, ... */
export const portVariable = (/** @type {string} */ name) => `${name.toUpperCase()}_PORT`;

/** The remotes' dev-server origins (`npm run dev -w <remote>`), which a local shell may be pointed at. */
export function devServerOrigins() {
  return remotes.flatMap((r) => [`http://127.0.0.1:${r.devPort}`, `http://localhost:${r.devPort}`]);
}
