import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGE_CODES, ROUTES } from 'shared-contracts';
import { LANGUAGE_PREFIXES } from '@tcgp/i18n';
import { pagePathOf, parameterBase, routeMatches } from '@tcgp/routing';
import { expectSameEntries } from './sameEntries';

/**
 * The site's routes (ROUTES) and languages (LANGUAGES) are declared once, in the contract. Files that
 * cannot import TypeScript keep copies of them: the hosting rewrites, the end-to-end specs and the web
 * benchmark. These tests compare each copy with its source; a failure names the file to change.
 */
const repoRoot = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

const ROUTE_PATHS: readonly string[] = Object.values(ROUTES);
const PREFIXES: readonly string[] = Object.values(LANGUAGE_PREFIXES);

/** The route an address names (`/de/deck/x` → `/deck/:deckId`), or null: a language prefix is left out. */
function routeOf(address: string): string | null {
  const segments = address.split(/[?#]/)[0]!.split('/');
  const unprefixed = PREFIXES.includes(segments[1] ?? '') ? `/${segments.slice(2).join('/')}` : address;
  return ROUTE_PATHS.find((route) => routeMatches(route, unprefixed)) ?? null;
}

/**
 * The text of a list in `file`: from `anchor` to the bracket that closes the first `[` or `{` after it.
 * Throws when the anchor is gone, so a renamed list is noticed rather than skipped.
 */
function listText(file: string, anchor: string): string {
  const text = read(file);
  const at = text.indexOf(anchor);
  if (at < 0) throw new Error(`${file}: no "${anchor}" any more; update the list of copies in tooling/test/declaredOnce.test.ts`);
  const open = text.slice(at).search(/[[{]/) + at;
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if ('[{('.includes(text[i]!)) depth += 1;
    else if (']})'.includes(text[i]!) && --depth === 0) return text.slice(open, i + 1);
  }
  throw new Error(`${file}: the list after "${anchor}" does not close`);
}

/** The string literals of a piece of code (quotes or backticks without `${`). */
const literals = (code: string) => [...code.matchAll(/'([^'\n]*)'|`([^`$\n]*)`/g)].map((m) => m[1] ?? m[2] ?? '');

describe('firebase.json rewrites every page with a parameter, in every language', () => {
  it('to its own prerendered page', () => {
    const rewrites = (JSON.parse(read('firebase.json')) as { hosting: { rewrites?: { source?: string; destination?: string }[] } }).hosting.rewrites ?? [];
    // Every page of the site (remotes.manifest.json), also those no other part links to (not in ROUTES).
    const pages = (JSON.parse(read('remotes.manifest.json')) as { remotes: { pages?: { path: string }[] }[] }).remotes.flatMap((r) => r.pages ?? []);
    const expected = [...new Set([...ROUTE_PATHS, ...pages.map((p) => p.path)])].flatMap((route) => {
      const base = parameterBase(route);
      if (base === null) return [];
      return ['', ...PREFIXES.map((p) => `/${p}`)].map((prefix) => `${prefix}${base}/** -> ${prefix}${pagePathOf(route)}/index.html`);
    });
    const actual = rewrites.map((r) => `${r.source ?? r.destination ?? '?'} -> ${r.destination ?? '?'}`);
    expectSameEntries('firebase.json', 'hosting.rewrites', actual, expected, 'ROUTES and LANGUAGES of shared-contracts');
  });
});

/**
 * The route lists of other files: an `every route` list names each route, an `every page` list each
 * route without a parameter, a `known routes` list only routes that exist. `parameterAs` is how a list
 * names a route with a parameter when not with a literal path (a call that finds a real deck).
 */
const ROUTE_LISTS: readonly { file: string; anchor: string; covers: 'every route' | 'every page' | 'known routes'; parameterAs?: string }[] = [
  { file: 'scripts/bench-web.mjs', anchor: '(args.routes ?? [', covers: 'every route', parameterAs: 'topDeckPath(' },
  { file: 'scripts/bench/routes.mjs', anchor: 'export const CONTENT = {', covers: 'known routes' },
  { file: 'scripts/bench/taps.mjs', anchor: 'export const FIRST_TAPS = {', covers: 'known routes' },
  { file: 'scripts/bench/interactions.mjs', anchor: 'export const INTERACTIONS = {', covers: 'known routes' },
  { file: 'e2e/tests/visual.spec.ts', anchor: 'const ROUTES = [', covers: 'every route' },
  { file: 'e2e/tests/first-load.spec.ts', anchor: 'expect(links).toEqual([', covers: 'every page' },
  { file: 'e2e/tests/first-load.spec.ts', anchor: 'const REMOTE_ROUTES = [', covers: 'known routes' },
  { file: 'e2e/tests/composition.spec.ts', anchor: 'const ROUTES = [', covers: 'known routes' },
  { file: 'e2e/tests/install.spec.ts', anchor: 'const PAGES = [', covers: 'known routes' },
  { file: 'e2e/tests/pages.spec.ts', anchor: 'for (const route of [', covers: 'known routes' },
  { file: 'e2e/tests/pages.spec.ts', anchor: 'for (const page of [', covers: 'known routes' },
  { file: 'e2e/tests/header.spec.ts', anchor: 'for (const path of [', covers: 'known routes' },
  { file: 'e2e/tests/words.spec.ts', anchor: 'for (const route of [', covers: 'known routes' },
];

describe('the route lists of the end-to-end specs and the web benchmark', () => {
  it.each(ROUTE_LISTS.map((list) => [`${list.file} (${list.anchor})`, list] as const))('%s', (_label, { file, anchor, covers, parameterAs }) => {
    const code = listText(file, anchor);
    const addresses = literals(code).filter((text) => text.startsWith('/'));
    if (addresses.length === 0) throw new Error(`${file}: the list after "${anchor}" names no path any more`);
    const unknown = addresses.filter((address) => routeOf(address) === null);
    if (unknown.length > 0) throw new Error(`${file}: the list after "${anchor}" names ${unknown.join(', ')}, which ROUTES of shared-contracts does not have`);
    if (covers === 'known routes') return;
    const named = [...new Set(addresses.map(routeOf))].filter((route): route is string => route !== null);
    if (parameterAs !== undefined && code.includes(parameterAs)) named.push(...ROUTE_PATHS.filter((route) => parameterBase(route) !== null));
    const expected = covers === 'every route' ? ROUTE_PATHS : ROUTE_PATHS.filter((route) => parameterBase(route) === null);
    expectSameEntries(file, `the list after "${anchor}"`, named, expected, 'ROUTES of shared-contracts');
  });
});

/** The language lists of the end-to-end specs that cover every language: `codes` picks the codes from the list's code. */
const LANGUAGE_LISTS: readonly { file: string; anchor: string; codes: (code: string) => string[]; extra?: readonly string[] }[] = [
  { file: 'e2e/tests/i18n.spec.ts', anchor: 'const CASES = [', codes: (code) => [...code.matchAll(/\blang: '([^']*)'/g)].map((m) => m[1]!) },
];

describe('the language lists of the end-to-end specs', () => {
  it.each(LANGUAGE_LISTS.map((list) => [`${list.file} (${list.anchor})`, list] as const))('%s', (_label, { file, anchor, codes, extra = [] }) => {
    expectSameEntries(file, `the list after "${anchor}"`, codes(listText(file, anchor)), [...LANGUAGE_CODES, ...extra], 'LANGUAGES of shared-contracts');
  });
});
