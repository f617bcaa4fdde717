/**
 * Local card names for the published cards.json (docs/data.md, "Local card names"): each card's name in
 * the site languages, from TCGdex (`GET {base}/{lang}/cards/{id}`), kept in a cache on disk so a publish
 * asks for each card once, or from the committed fixture (`data/names/tcgdex-fixture.json`) that the
 * demo and the tests use. A card gets `names` only for the languages whose name differs from its English
 * one; the site shows the English name where a language has none.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Card, CardId } from '@tcgp/domain';
import { parseCardNamesFixture, parseTcgdexCard, type LocalNames, type SchemaProblem } from '@tcgp/schemas';
import { DATA_WORKSPACE, writeJsonFile } from '../io';

/** The committed fixture: TCGdex card id -> TCGdex language code -> name, as TCGdex answers. */
export const NAMES_FIXTURE = resolve(DATA_WORKSPACE, 'names', 'tcgdex-fixture.json');
export const TCGDEX_BASE_URL = 'https://api.tcgdex.net/v2';

/**
 * Site language -> TCGdex language. For TCG Pocket, TCGdex carries de, es, fr and ko of these (and en,
 * it, pt-br); ja, zh-cn and zh-tw are asked too, so names appear as soon as TCGdex has them (until then
 * the answer is 404 and the site shows English). `de-AT` is not asked: the site shows it the `de` name.
 */
export const TCGDEX_LANGUAGES: Readonly<Record<string, string>> = {
  de: 'de',
  es: 'es',
  fr: 'fr',
  ja: 'ja',
  ko: 'ko',
  'zh-Hans': 'zh-cn',
  'zh-Hant': 'zh-tw',
};

/** Card id -> site language -> name. */
export type CardNames = ReadonlyMap<CardId, LocalNames>;

/**
 * The TCGdex id of a card id: the set in TCGdex's spelling and the three-digit number
 * (`a1-036` -> `A1-036`, `a2b-005` -> `A2b-005`, `pa-007` -> `P-A-007`), or null for another shape.
 */
export function tcgdexCardId(cardId: CardId): string | null {
  const match = /^([a-z])([a-z0-9]*)-(\d{3,})$/.exec(cardId);
  if (!match) return null;
  const [, letter = '', rest = '', number = ''] = match;
  // Promo sets: pa, pb -> P-A, P-B.
  if (letter === 'p' && /^[a-z]$/.test(rest)) return `P-${rest.toUpperCase()}-${number}`;
  return `${letter.toUpperCase()}${rest}-${number}`;
}

function describeProblems(problems: readonly SchemaProblem[]): string {
  return problems
    .slice(0, 5)
    .map((p) => `${p.path}: ${p.reason}`)
    .join('; ');
}

/** The fixture file (or any file of its shape), checked: TCGdex id -> TCGdex language -> name. Throws a message naming the bad entry. */
export function readNamesFixture(file: string = NAMES_FIXTURE): ReadonlyMap<string, LocalNames> {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch (error) {
    throw new Error(`${file}: not a readable JSON file of card names (${error instanceof Error ? error.message : String(error)})`, { cause: error });
  }
  const parsed = parseCardNamesFixture(json);
  if (!parsed.ok) throw new Error(`${file}: malformed card names: ${describeProblems(parsed.problems)}`);
  return new Map(Object.entries(parsed.value));
}

/** The site languages' names of one TCGdex entry (TCGdex language codes -> site codes). */
function siteNames(entry: LocalNames | undefined): LocalNames {
  const names: LocalNames = {};
  if (!entry) return names;
  for (const [site, tcgdex] of Object.entries(TCGDEX_LANGUAGES)) {
    const name = entry[tcgdex];
    if (name !== undefined) names[site] = name;
  }
  return names;
}

/** The names of `cards` in the fixture (cards it lacks get none: English). */
export function namesFromFixture(cards: readonly Card[], fixture: ReadonlyMap<string, LocalNames>): CardNames {
  const names = new Map<CardId, LocalNames>();
  for (const card of cards) {
    const id = tcgdexCardId(card.id);
    const entry = id === null ? undefined : fixture.get(id);
    if (entry) names.set(card.id, siteNames(entry));
  }
  return names;
}

export interface TcgdexOptions {
  /** Default {@link TCGDEX_BASE_URL}. */
  baseUrl?: string;
  /** One JSON file per language and card (`{cacheDir}/{lang}/{id}.json`, `{"name": …}` or `{"name": null}` for none). */
  cacheDir: string;
  fetch?: (url: string, init?: RequestInit) => Promise<Response>;
  /** Requests at once (default 4). */
  concurrency?: number;
  /** Milliseconds before a request is given up (default 15,000). */
  timeoutMs?: number;
}

export interface FetchedNames {
  names: CardNames;
  /** Answers read from the network, from the cache, and (of both) the ones without a name (404). */
  fetched: number;
  cached: number;
  missing: number;
}

/** A cached answer: the name, null (TCGdex has no such card in that language), or undefined (not cached or unreadable). */
function readCached(file: string): string | null | undefined {
  if (!existsSync(file)) return undefined;
  try {
    const json = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    if (typeof json === 'object' && json !== null && 'name' in json && json.name === null) return null;
    const parsed = parseTcgdexCard(json);
    return parsed.ok ? parsed.value.name : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The names of `cards` in the site languages from TCGdex. Each (language, card) is read from the cache
 * when it is there, else asked once and cached (a 404 is cached as "no name"). An answer that is not a
 * card with a name, or another HTTP error, throws a message naming the URL: a publish never writes
 * names it could not check.
 */
export async function fetchTcgdexNames(cards: readonly Card[], options: TcgdexOptions): Promise<FetchedNames> {
  const baseUrl = (options.baseUrl ?? TCGDEX_BASE_URL).replace(/\/+$/, '');
  const doFetch = options.fetch ?? ((url: string, init?: RequestInit) => fetch(url, init));
  const timeoutMs = options.timeoutMs ?? 15_000;
  const names = new Map<CardId, LocalNames>();
  let fetched = 0;
  let cached = 0;
  let missing = 0;
  const jobs: { cardId: CardId; site: string; tcgdex: string; id: string }[] = [];
  for (const card of cards) {
    const id = tcgdexCardId(card.id);
    if (id === null) continue;
    for (const [site, tcgdex] of Object.entries(TCGDEX_LANGUAGES)) jobs.push({ cardId: card.id, site, tcgdex, id });
  }
  const run = async (job: (typeof jobs)[number]): Promise<void> => {
    const file = join(options.cacheDir, job.tcgdex, `${job.id}.json`);
    let name = readCached(file);
    if (name !== undefined) {
      cached += 1;
    } else {
      const url = `${baseUrl}/${job.tcgdex}/cards/${encodeURIComponent(job.id)}`;
      const response = await doFetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
      fetched += 1;
      if (response.status === 404) {
        name = null;
      } else if (!response.ok) {
        throw new Error(`TCGdex ${url}: HTTP ${response.status}`);
      } else {
        let json: unknown;
        try {
          json = (await response.json()) as unknown;
        } catch (error) {
          throw new Error(`TCGdex ${url}: the answer is not JSON`, { cause: error });
        }
        const parsed = parseTcgdexCard(json);
        if (!parsed.ok) throw new Error(`TCGdex ${url}: malformed card: ${describeProblems(parsed.problems)}`);
        name = parsed.value.name;
      }
      writeJsonFile(file, { name });
    }
    if (name === null) {
      missing += 1;
      return;
    }
    const entry = names.get(job.cardId) ?? {};
    entry[job.site] = name;
    names.set(job.cardId, entry);
  };
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < jobs.length) {
      const job = jobs[next];
      next += 1;
      if (job) await run(job);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 4) }, worker));
  return { names, fetched, cached, missing };
}

/**
 * `cards` with their local names: `names` holds, in the order of {@link TCGDEX_LANGUAGES}, each
 * language whose name differs from the card's English name; a card with none has no `names`.
 */
export function withLocalNames(cards: readonly Card[], names: CardNames): Card[] {
  return cards.map((card) => {
    const local = names.get(card.id);
    const { names: _old, ...rest } = card;
    if (!local) return rest;
    const kept: LocalNames = {};
    for (const site of Object.keys(TCGDEX_LANGUAGES)) {
      const name = local[site]?.trim();
      if (name !== undefined && name !== '' && name !== card.name) kept[site] = name;
    }
    return Object.keys(kept).length > 0 ? { ...rest, names: kept } : rest;
  });
}
