/**
 * `data:publish`: a published drop in the upstream format (a folder with best-decks.json,
 * matchup-data.json and card-scores.json, as the original site published them) into a complete data
 * set of the site: the three files rounded, cards.json with only the cards they name, meta.json and
 * the derived matchup files. The input is checked with data:validate's checks first and refused, with
 * every error (file, JSON path, reason), before anything is written.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { DATA_FILES, parseBestDecks, parseCardScores, parseCards, parseExpansions, parseMatchupData, type ParseResult } from '@tcgp/schemas';
import type { Archetype, Card, CardScore, DataMeta, Expansion, MatchupData } from '@tcgp/domain';
import { dayOfDate, isoDay, parseDay } from './pipeline/dates';
import { OPTIONAL_FILES, REPORT_FILE, writeSiteFiles, type SiteFiles } from './pipeline/files';
import { indexCatalogue } from './pipeline/catalogue';
import { listCounts, matchupArchetypeNames, referencedCards, type ListCounts } from './pipeline/outputs';
import { dayOption } from './pipeline/run';
import { fetchTcgdexNames, namesFromFixture, readNamesFixture, withLocalNames, type CardNames, type TcgdexOptions } from './names/localNames';
import { formatProblem, readRawFile, validateDataDir, validateDataset, type Problem, type RawFile } from './validate';

/** The files of a drop in the upstream format. */
export const DROP_FILES = [DATA_FILES.bestDecks, DATA_FILES.matchupData, DATA_FILES.cardScores] as const;
/** Errors listed in the refusal message; the rest are counted. */
export const MAX_LISTED_ERRORS = 20;

/** A drop as read and checked, with the catalogue and expansions it is published with. */
export interface Drop {
  catalogue: Card[];
  expansions: Expansion[];
  bestDecks: Archetype[];
  matchupData: MatchupData;
  cardScores: CardScore[];
}

/** meta.json of a published drop: the counts that can be computed from it (no window: the drop does not say). */
export interface PublishedMeta extends DataMeta {
  counts: ListCounts;
}

export interface PublishedSet extends SiteFiles {
  meta: PublishedMeta;
}

/** The date in a `snapshot-YYYY-MM-DD` folder name, or null. */
export function snapshotDate(folder: string): string | null {
  const date = /^snapshot-(\d{4}-\d{2}-\d{2})$/.exec(basename(folder))?.[1];
  return date !== undefined && parseDay(date) !== null ? date : null; // not snapshot-2026-02-30
}

/** The error message of a refused input: every error (at most MAX_LISTED_ERRORS listed) with file, JSON path and reason. */
function refusal(dataDir: string, errors: Problem[], total: number): string {
  const lines = errors.slice(0, MAX_LISTED_ERRORS).map((p) => `  ${formatProblem(p)}`);
  if (total > lines.length) lines.push(`  ... and ${total - lines.length} more (npm run data:validate lists them all)`);
  return `refusing to publish ${dataDir}: ${total} error${total === 1 ? '' : 's'} in the input (file, JSON path, reason):\n${lines.join('\n')}`;
}

function checkedValue<T>(raw: RawFile, parse: (json: unknown) => ParseResult<T>): T {
  const result = 'json' in raw ? parse(raw.json) : null;
  // Unreachable after a validation without errors; kept so that a gap in the checks cannot pass silently.
  if (!result?.ok) throw new Error(`${raw.file}: unusable although it passed the checks`);
  return result.value;
}

/**
 * Reads a drop and checks it exactly as `data:validate -- --data DIR --cards FILE --expansions FILE`
 * does (the site's guards plus the cross-file checks: unknown card ids, 20-card lists, card-score names,
 * Total rows...). Throws a message listing the errors; warnings are returned.
 */
export function readDrop(dataDir: string, cardsFile: string, expansionsFile: string): { drop: Drop; warnings: Problem[] } {
  if (!existsSync(dataDir) || !statSync(dataDir).isDirectory()) throw new Error(`${dataDir}: no such folder (--data)`);
  const at = (name: string): RawFile => readRawFile(join(dataDir, name), join(dataDir, name));
  const raw = {
    cards: readRawFile(cardsFile, cardsFile),
    expansions: readRawFile(expansionsFile, expansionsFile),
    bestDecks: at(DATA_FILES.bestDecks),
    matchupData: at(DATA_FILES.matchupData),
    cardScores: at(DATA_FILES.cardScores),
  };
  const report = validateDataset({ ...raw, skipDerived: true });
  if (report.errors > 0)
    throw new Error(
      refusal(
        dataDir,
        report.problems.filter((p) => p.severity === 'error'),
        report.errors,
      ),
    );
  return {
    drop: {
      catalogue: checkedValue(raw.cards, parseCards),
      expansions: checkedValue(raw.expansions, parseExpansions),
      bestDecks: checkedValue(raw.bestDecks, parseBestDecks),
      matchupData: checkedValue(raw.matchupData, parseMatchupData),
      cardScores: checkedValue(raw.cardScores, parseCardScores),
    },
    warnings: report.problems.filter((p) => p.severity === 'warning'),
  };
}

/**
 * The site's files of a checked drop (pure): its three files, the cards they name (with their local
 * names, when given) and meta.json. Numbers are rounded by the writer.
 */
export function publishDrop(drop: Drop, asOf: string, localNames?: CardNames): PublishedSet {
  const archetypeNames = matchupArchetypeNames(drop.matchupData);
  for (const deck of drop.bestDecks) archetypeNames.add(deck.name);
  const cards = referencedCards(indexCatalogue(drop.catalogue), { bestDecks: drop.bestDecks, cardScores: drop.cardScores, archetypeNames });
  return {
    cards: localNames ? withLocalNames(cards, localNames) : cards,
    bestDecks: drop.bestDecks,
    matchupData: drop.matchupData,
    cardScores: drop.cardScores,
    // A drop has no tournaments, so no statistics files: the site then does not ask for them.
    meta: { lastUpdated: asOf, expansions: drop.expansions, statistics: false, counts: listCounts(drop.bestDecks) },
  };
}

export interface PublishOptions {
  dataDir: string;
  cardsFile: string;
  expansionsFile: string;
  /** YYYY-MM-DD; default: the date of a `snapshot-YYYY-MM-DD` folder name, else `today`. */
  asOf?: string;
  outDir: string;
  /** Default: today's UTC date. */
  today?: Date;
  /** The published cards' local names (default: none, every language shows English). */
  localNames?: CardNames;
}

/** Where {@link runPublishWithNames} takes the local card names from. */
export type NamesSource = { fixture: string } | { tcgdex: TcgdexOptions };

export interface PublishResult {
  outDir: string;
  asOf: string;
  counts: ListCounts;
  cardScores: number;
  /** Cards written to cards.json, and in the catalogue. */
  cards: { published: number; catalogue: number };
  files: string[];
  /** Files of the drop folder that are not published (anything but the three drop files). */
  ignored: string[];
  /** Files of an earlier set in OUT that this drop does not have (history, statistics...), removed. */
  removed: string[];
  inputWarnings: Problem[];
  /** data:validate of OUT (with its own cards.json and meta.json). */
  check: { errors: number; warnings: number; problems: Problem[] };
  /** Published cards with at least one local name; TCGdex answers fetched and read from the cache (absent without names). */
  names?: { cards: number; fetched: number; cached: number; missing: number };
}

interface PreparedPublish {
  dataDir: string;
  outDir: string;
  asOf: string;
  drop: Drop;
  warnings: Problem[];
}

function preparePublish(options: PublishOptions): PreparedPublish {
  const dataDir = resolve(options.dataDir);
  const outDir = resolve(options.outDir);
  if (outDir === dataDir) throw new Error('--out must be another folder than --data (the drop files would be overwritten by their rounded copies)');
  const asOf =
    options.asOf !== undefined ? isoDay(dayOption(options.asOf, 'as-of')) : (snapshotDate(dataDir) ?? isoDay(dayOfDate(options.today ?? new Date())));
  const { drop, warnings } = readDrop(dataDir, resolve(options.cardsFile), resolve(options.expansionsFile));
  return { dataDir, outDir, asOf, drop, warnings };
}

function writePublished({ dataDir, outDir, asOf, drop, warnings }: PreparedPublish, published: PublishedSet): PublishResult {
  mkdirSync(outDir, { recursive: true });
  const removed = [...OPTIONAL_FILES, REPORT_FILE].filter((name) => existsSync(join(outDir, name)));
  for (const name of removed) rmSync(join(outDir, name));
  const files = writeSiteFiles(published, outDir);
  const check = validateDataDir({ dataDir: outDir });
  return {
    outDir,
    asOf,
    counts: published.meta.counts,
    cardScores: drop.cardScores.length,
    cards: { published: published.cards.length, catalogue: drop.catalogue.length },
    files,
    ignored: readdirSync(dataDir)
      .filter((name) => !(DROP_FILES as readonly string[]).includes(name))
      .sort(),
    removed,
    inputWarnings: warnings,
    check: { errors: check.errors, warnings: check.warnings, problems: check.problems },
  };
}

/** `data:publish`: checks the drop, then writes the site's data set into `outDir`. Writes nothing when the input is refused. */
export function runPublish(options: PublishOptions): PublishResult {
  const prepared = preparePublish(options);
  return writePublished(prepared, publishDrop(prepared.drop, prepared.asOf, options.localNames));
}

/**
 * `data:publish` with local card names: checks the drop, takes the names of the cards it publishes from
 * `source` (TCGdex through its cache, or a names file like the committed fixture), then writes. Writes
 * nothing when the input is refused or a name cannot be read.
 */
export async function runPublishWithNames(options: PublishOptions, source: NamesSource): Promise<PublishResult> {
  const prepared = preparePublish(options);
  const plain = publishDrop(prepared.drop, prepared.asOf);
  let names: CardNames;
  let counts = { fetched: 0, cached: 0, missing: 0 };
  if ('fixture' in source) {
    names = namesFromFixture(plain.cards, readNamesFixture(source.fixture));
  } else {
    const fetched = await fetchTcgdexNames(plain.cards, source.tcgdex);
    names = fetched.names;
    counts = { fetched: fetched.fetched, cached: fetched.cached, missing: fetched.missing };
  }
  const published = { ...plain, cards: withLocalNames(plain.cards, names) };
  const result = writePublished(prepared, published);
  return { ...result, names: { cards: published.cards.filter((card) => card.names !== undefined).length, ...counts } };
}
