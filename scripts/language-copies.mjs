// Writes the copies of the site's languages that cannot read the contract's table themselves, from
// shared-contracts/src/languages.json (LANGUAGES):
//
//   npm run languages:copies [-- --check]
//
//   - firebase.json: every page rewrite (`/deck/**` → `/deck/_/index.html`) once per language prefix
//     (`/de-at/deck/**` → `/de-at/deck/_/index.html`), before the rewrite without a prefix;
//   - shell/src/offline/policy.ts: the service worker's LANGUAGE_PREFIX_PATTERN (the worker imports
//     nothing, so it keeps a copy);
//   - each part's texts loader (`src/i18n/index.ts`; @tcgp/ui's `src/texts/index.ts`): one `import()`
//     line per language, which webpack splits into a chunk per language only from literal paths.
//
//   --check  write nothing; exit 1 when a file differs from what would be written
//
// The tests that compare the copies with LANGUAGES (tooling/test/declaredOnce.test.ts,
// shell/src/offline/policy.test.ts) fail until this has been run after a change of languages.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/** @import { Language, LanguageCode } from 'shared-contracts' */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const FIREBASE_JSON = 'firebase.json';
export const WORKER_POLICY = 'shell/src/offline/policy.ts';

/**
 * The address prefixes of the languages, in the order of the table: each code in lower case (the
 * rule of LANGUAGE_PREFIXES in libs/i18n/src/languagePaths.ts).
 * @param {Readonly<Record<LanguageCode, Omit<Language, 'code'>>>} languages  languages.json
 * @returns {string[]}
 */
export const languagePrefixes = (languages) => Object.keys(languages).map((code) => code.toLowerCase());

/**
 * @typedef {{ source?: string, destination?: string, [key: string]: unknown }} Rewrite
 */

/**
 * firebase.json's rewrites with each page rewrite (a destination ending in `/index.html`) once per
 * language prefix, before the rewrite itself. The copies already in the file (a rewrite that is another
 * one under one more first segment) are replaced, so the copies of a language that is gone go too;
 * other rewrites stay where they are.
 * @param {readonly Rewrite[]} rewrites
 * @param {readonly string[]} prefixes
 * @returns {Rewrite[]}
 */
export function languageRewrites(rewrites, prefixes) {
  const isPage = (/** @type {Rewrite} */ r) => typeof r.source === 'string' && typeof r.destination === 'string' && r.destination.endsWith('/index.html');
  const pages = rewrites.filter(isPage);
  const isCopy = (/** @type {Rewrite} */ r) => {
    const first = /^\/[^/]+/.exec(r.source ?? '')?.[0];
    return isPage(r) && pages.some((t) => t !== r && `${first}${t.source}` === r.source && `${first}${t.destination}` === r.destination);
  };
  return rewrites
    .filter((r) => !isCopy(r))
    .flatMap((r) => (isPage(r) ? [...prefixes.map((p) => ({ ...r, source: `/${p}${r.source}`, destination: `/${p}${r.destination}` })), r] : [r]));
}

/**
 * The source of the service worker's LANGUAGE_PREFIX_PATTERN (the same as LANGUAGE_PREFIX_SOURCE of @tcgp/i18n).
 * @param {readonly string[]} prefixes
 */
export const prefixPattern = (prefixes) => `/^\\/(${prefixes.join('|')})(?=\\/|$)/`;

/**
 * The worker policy's source with its LANGUAGE_PREFIX_PATTERN for `prefixes`.
 * @param {string} source  shell/src/offline/policy.ts
 * @param {readonly string[]} prefixes
 */
export function withPrefixPattern(source, prefixes) {
  const line = /^export const LANGUAGE_PREFIX_PATTERN = .*;$/m;
  if (!line.test(source)) throw new Error(`${WORKER_POLICY}: no "export const LANGUAGE_PREFIX_PATTERN = ...;" line to write`);
  return source.replace(line, () => `export const LANGUAGE_PREFIX_PATTERN = ${prefixPattern(prefixes)};`);
}

/** One language's line of a texts loader map: `  'de-AT': () => import(/* webpackChunkName: "deck-texts-de-AT" *\/ './de-AT'),`. */
const LOADER_LINE = /^ {2}(?:\w+|'[\w-]+'): \(\) => import\(\/\* webpackChunkName: "([\w-]+)-texts-[\w-]+" \*\/ '\.\/[\w-]+'\),$/m;

/**
 * The texts loaders of the site's parts (`src/i18n/index.ts`, and @tcgp/ui's `src/texts/index.ts`): one
 * `import()` per language, each its own chunk, which webpack can only split from literal paths.
 * @param {string} root
 * @returns {string[]}  paths relative to `root`
 */
export function textLoaderFiles(root) {
  const folders = readdirSync(root, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('.') && e.name !== 'node_modules')
    .flatMap((e) => (e.name === 'libs' ? readdirSync(path.join(root, 'libs')).map((lib) => `libs/${lib}`) : [e.name]));
  return folders
    .flatMap((folder) => [`${folder}/src/i18n/index.ts`, `${folder}/src/texts/index.ts`])
    .filter((file) => existsSync(path.join(root, file)) && LOADER_LINE.test(readFileSync(path.join(root, file), 'utf8')));
}

/**
 * A texts loader's source with one map line per language of `codes`, in their order.
 * @param {string} source
 * @param {readonly string[]} codes
 * @param {string} file  for the message
 */
export function withTextLoaders(source, codes, file) {
  const lines = source.split('\n');
  const first = lines.findIndex((line) => LOADER_LINE.test(line));
  if (first < 0) throw new Error(`${file}: no texts loader map to write`);
  let end = first;
  while (end < lines.length && LOADER_LINE.test(lines[end] ?? '')) end += 1;
  const part = LOADER_LINE.exec(lines[first] ?? '')?.[1];
  const key = (/** @type {string} */ code) => (/^\w+$/.test(code) ? code : `'${code}'`);
  const map = codes.map((code) => `  ${key(code)}: () => import(/* webpackChunkName: "${part}-texts-${code}" */ './${code}'),`);
  return [...lines.slice(0, first), ...map, ...lines.slice(end)].join('\n');
}

/**
 * The files as they should be, by path relative to `root`.
 * @param {string} [root]
 * @returns {Record<string, string>}
 */
export function languageCopies(root = repoRoot) {
  const read = (/** @type {string} */ file) => readFileSync(path.join(root, file), 'utf8');
  const languages = JSON.parse(read('shared-contracts/src/languages.json'));
  const prefixes = languagePrefixes(languages);
  /** @type {{ hosting: { rewrites?: Rewrite[] } }} */
  const firebase = JSON.parse(read(FIREBASE_JSON));
  firebase.hosting.rewrites = languageRewrites(firebase.hosting.rewrites ?? [], prefixes);
  const codes = Object.keys(languages);
  return {
    [FIREBASE_JSON]: `${JSON.stringify(firebase, null, 2)}\n`,
    [WORKER_POLICY]: withPrefixPattern(read(WORKER_POLICY), prefixes),
    ...Object.fromEntries(textLoaderFiles(root).map((file) => [file, withTextLoaders(read(file), codes, file)])),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
  let stale = 0;
  for (const [file, text] of Object.entries(languageCopies())) {
    if (readFileSync(path.join(repoRoot, file), 'utf8') === text) continue;
    if (values.check) {
      console.error(`${file} does not follow shared-contracts/src/languages.json: run npm run languages:copies`);
      stale += 1;
    } else {
      writeFileSync(path.join(repoRoot, file), text);
      console.log(`[languages] wrote ${file}`);
    }
  }
  process.exitCode = stale === 0 ? 0 : 1;
}
