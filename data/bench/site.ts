/**
 * Benchmark of the client-side work and of the bytes each page downloads, on a real data snapshot.
 * Timings use the same domain functions as the site; nothing here fails on a slow machine.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import {
  assignTiers,
  createCardIndex,
  deckIdFromName,
  deriveDecks,
  findBestDeck,
  metricValue,
  prepareArchetypes,
  rankCardsToGet,
  rankPacksToOpen,
  summarizeMatchups,
  type CardIndex,
} from '@tcgp/rules';
import { DATA_FILES } from '@tcgp/schemas';
import type { Archetype, Card, CardScore, DeckFilters, Expansion, MatchupData } from '@tcgp/domain';
import { splitMatchups } from '../src/derive';
import { toJsonText } from '../src/io';
import { siteFileTexts } from '../src/pipeline/files';
import { publishDrop, snapshotDate, type Drop } from '../src/publish';
import { compareText } from '../src/values';

/** The budget for recomputing the tier list after a click on a card. */
export const RECOMPUTE_BUDGET_MS = 2;

/** The files of a data set that pages download, as texts. */
export interface SetTexts {
  cards: string;
  bestDecks: string;
  matchupData: string;
  cardScores: string;
  meta: string;
}

export interface BenchInput {
  cards: Card[];
  archetypes: Archetype[];
  matchupData: MatchupData;
  /** The drop's files as they are, with the whole catalogue (meta.json made up when the drop has none). */
  texts: SetTexts;
  /** The same drop through data:publish: numbers rounded, only the cards the files name. */
  published: SetTexts;
}

export interface TimingStats {
  samples: number;
  medianMs: number;
  p95Ms: number;
  minMs: number;
}

function stats(samples: number[]): TimingStats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { samples: sorted.length, medianMs: at(0.5), p95Ms: at(0.95), minMs: sorted[0] ?? NaN };
}

/**
 * Card ids in the order a player would mark them missing: by how many lists hold them, most first
 * (Trainers everyone owns are skipped so that decks keep dropping out).
 */
function missingSequence(archetypes: Archetype[], index: CardIndex): string[] {
  const uses = new Map<string, number>();
  for (const archetype of archetypes) {
    for (const list of archetype.lists) {
      for (const entry of list.cards) {
        const id = entry.slice(entry.indexOf(':') + 1);
        uses.set(id, (uses.get(id) ?? 0) + 1);
      }
    }
  }
  return [...uses.entries()]
    .filter(([id]) => index.get(id)?.type !== 'Trainer')
    .sort((a, b) => b[1] - a[1] || compareText(a[0], b[0]))
    .map(([id]) => id);
}

export interface TimingReport {
  decks: number;
  lists: number;
  coldPrepareMs: number;
  recompute: TimingStats;
  tiersAndFinder: TimingStats;
}

/** Times the derivation of 100 decks after one more missing card, and tiers + best deck finder. */
export function benchTimings(input: BenchInput, samples = 400): TimingReport {
  const index = createCardIndex(input.cards);
  const summary = summarizeMatchups(input.matchupData);
  const filters: DeckFilters = { energy: null, includeEx: true, deckAmount: 100, sortBy: 'score' };
  const sequence = missingSequence(input.archetypes, index);

  let start = performance.now();
  prepareArchetypes(input.archetypes, index);
  const coldPrepareMs = performance.now() - start;

  // Warm-up: fills the domain's per-data cache (the site computes it once per data load) and the JIT.
  for (let i = 0; i < 50; i += 1) deriveDecks({ archetypes: input.archetypes, cards: index, missing: sequence.slice(0, i % 10), filters, summary });

  const recompute: number[] = [];
  const tiers: number[] = [];
  let decks = 0;
  for (let i = 0; i < samples; i += 1) {
    const already = sequence.slice(0, i % 25);
    const missing = [...already, sequence[i % 25] ?? ''];
    start = performance.now();
    const result = deriveDecks({ archetypes: input.archetypes, cards: index, missing, filters, summary });
    recompute.push(performance.now() - start);
    if (i === 0) decks = result.decks.length;

    start = performance.now();
    assignTiers(result.decks, (deck) => metricValue(deck, filters.sortBy));
    findBestDeck({ archetypes: input.archetypes, cards: index, missing, filters, summary });
    tiers.push(performance.now() - start);
  }
  return {
    decks,
    lists: input.archetypes.reduce((sum, a) => sum + a.lists.length, 0),
    coldPrepareMs,
    recompute: stats(recompute),
    tiersAndFinder: stats(tiers),
  };
}

export interface Size {
  raw: number;
  gzip: number;
  /** Brotli at quality 11, as scripts/precompress.mjs writes the .br copies the servers send. */
  br: number;
}

/** Bytes of `data` compressed as scripts/precompress.mjs does (brotli, quality 11, text mode). */
export function brotliBytes(data: string | Uint8Array): number {
  const buffer = typeof data === 'string' ? Buffer.from(data) : data;
  return brotliCompressSync(buffer, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      [zlib.BROTLI_PARAM_SIZE_HINT]: buffer.length,
    },
  }).length;
}

/** The files the tier list downloads. */
export const TIER_LIST_FILES = [DATA_FILES.cards, DATA_FILES.bestDecks, DATA_FILES.matchupSummary, DATA_FILES.meta] as const;
/** The first-load budget: the tier list's data on the real snapshot, brotli-compressed, at most 40 KB (40,000 bytes). */
export const TIER_LIST_BUDGET_BYTES = 40_000;

function size(...texts: string[]): Size {
  return texts.reduce<Size>(
    (sum, text) => ({ raw: sum.raw + Buffer.byteLength(text), gzip: sum.gzip + gzipSync(text).length, br: sum.br + brotliBytes(text) }),
    { raw: 0, gzip: 0, br: 0 },
  );
}

const plus = (a: Size, b: Size): Size => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, br: a.br + b.br });
const NO_BYTES: Size = { raw: 0, gzip: 0, br: 0 };

export interface PageBytes {
  page: string;
  files: string;
  /** The original site: cards + the three data files whole on every page. */
  original: Size;
  /** The drop's files as they are (whole catalogue, 16-digit numbers), split per page. */
  drop: Size;
  /** The files data:publish writes (rounded numbers, only the named cards), split per page. */
  published: Size;
}

interface SetPages {
  tierList: Size;
  topDeck: Size;
  largestDeck: Size;
  cardsList: Size;
  matchupFiles: { count: number; median: Size; max: Size };
}

/** What each page downloads from one set of files; `topDeck` names the deck page measured. */
function setPages(t: SetTexts, topDeck: string | undefined): SetPages {
  const matchupData = JSON.parse(t.matchupData) as MatchupData;
  const perDeck = [...splitMatchups(matchupData).values()].map((rows) => size(toJsonText(rows)));
  perDeck.sort((a, b) => a.raw - b.raw);
  const median = perDeck[Math.floor(perDeck.length / 2)] ?? NO_BYTES;
  const max = perDeck[perDeck.length - 1] ?? NO_BYTES;
  const deckPage = plus(size(t.cards, t.meta), size(t.bestDecks));
  return {
    tierList: size(t.cards, t.bestDecks, toJsonText(summarizeMatchups(matchupData)), t.meta),
    topDeck: plus(deckPage, size(toJsonText(topDeck !== undefined ? (matchupData[topDeck] ?? []) : []))),
    largestDeck: plus(deckPage, max),
    cardsList: size(t.cards, t.cardScores, t.meta),
    matchupFiles: { count: perDeck.length, median, max },
  };
}

/**
 * Bytes each page downloads: the original site's whole files, the drop's files split per page, and
 * the files data:publish writes from it.
 */
export function benchBytes(input: BenchInput): { pages: PageBytes[]; matchupFiles: { drop: SetPages['matchupFiles']; published: SetPages['matchupFiles'] } } {
  const t = input.texts;
  // The deck page of the most popular deck (the one most visited).
  const top = [...input.archetypes].sort((a, b) => b.percentOfGames - a.percentOfGames)[0];
  const drop = setPages(t, top?.name);
  const published = setPages(input.published, top?.name);
  const original = size(t.cards, t.bestDecks, t.matchupData, t.cardScores);
  const deckFiles = 'cards + best-decks + matchups/<deck> + meta';
  return {
    pages: [
      { page: 'tier list', files: 'cards + best-decks + matchup-summary + meta', original, drop: drop.tierList, published: published.tierList },
      { page: `deck page (${top ? deckIdFromName(top.name) : '-'})`, files: deckFiles, original, drop: drop.topDeck, published: published.topDeck },
      { page: 'deck page (largest file)', files: deckFiles, original, drop: drop.largestDeck, published: published.largestDeck },
      { page: 'cards list', files: 'cards + card-scores + meta', original, drop: drop.cardsList, published: published.cardsList },
    ],
    matchupFiles: { drop: drop.matchupFiles, published: published.matchupFiles },
  };
}

export interface SnapshotLocation {
  dataDir: string;
  cardsFile: string;
  expansionsFile: string | null;
  /** Date of the snapshot (from the folder name), used as meta.lastUpdated. */
  date: string;
}

/** The newest `snapshot-*` folder of a shared data folder, or null when there is none. */
export function findSnapshot(root: string): SnapshotLocation | null {
  if (!existsSync(root)) return null;
  const folders = readdirSync(root)
    .filter((name) => /^snapshot-/.test(name) && existsSync(join(root, name, 'best-decks.json')))
    .sort();
  const newest = folders[folders.length - 1];
  const cardsFile = join(root, 'cards.json');
  if (!newest || !existsSync(cardsFile)) return null;
  const expansionsFile = join(root, 'expansions.json');
  return {
    dataDir: join(root, newest),
    cardsFile,
    expansionsFile: existsSync(expansionsFile) ? expansionsFile : null,
    date: snapshotDate(newest) ?? '1970-01-01',
  };
}

/** Reads a data folder for the bench (raw texts + parsed values; real drops have no meta.json), and publishes it in memory. */
export function readBenchInput(location: SnapshotLocation): BenchInput {
  const read = (file: string): string => readFileSync(file, 'utf8');
  const cards = read(location.cardsFile);
  const bestDecks = read(join(location.dataDir, DATA_FILES.bestDecks));
  const matchupData = read(join(location.dataDir, DATA_FILES.matchupData));
  const cardScores = read(join(location.dataDir, DATA_FILES.cardScores));
  const expansions = location.expansionsFile ? (JSON.parse(read(location.expansionsFile)) as Expansion[]) : [];
  const metaFile = join(location.dataDir, DATA_FILES.meta);
  const meta = existsSync(metaFile) ? read(metaFile) : toJsonText({ lastUpdated: location.date, expansions });
  const drop: Drop = {
    catalogue: JSON.parse(cards) as Card[],
    expansions,
    bestDecks: JSON.parse(bestDecks) as Archetype[],
    matchupData: JSON.parse(matchupData) as MatchupData,
    cardScores: JSON.parse(cardScores) as CardScore[],
  };
  const published = new Map(siteFileTexts(publishDrop(drop, location.date)));
  const text = (name: string): string => published.get(name) ?? '';
  return {
    cards: drop.catalogue,
    archetypes: drop.bestDecks,
    matchupData: drop.matchupData,
    texts: { cards, bestDecks, matchupData, cardScores, meta },
    published: {
      cards: text(DATA_FILES.cards),
      bestDecks: text(DATA_FILES.bestDecks),
      matchupData: text(DATA_FILES.matchupData),
      cardScores: text(DATA_FILES.cardScores),
      meta: text(DATA_FILES.meta),
    },
  };
}

// ---------------------------------------------------------------------------------------------
// What to get next: the finder's card and pack ranking after one more mark.

/** Budget of the whole "what to get next" ranking after a mark: median under 20 ms. */
export const NEXT_RANKING_BUDGET_MS = 20;

export interface NextRankingReport {
  decks: number;
  missingCards: number;
  ranking: TimingStats;
}

/**
 * 30 distinct cards marked the way a player does on the finder: a card of the shown best list
 * (two entries for a card the list holds once), again and again, so that the ranking has real gains.
 */
function finderMarks(input: BenchInput, index: CardIndex, filters: DeckFilters, count: number): string[] {
  const missing: string[] = [];
  while (new Set(missing).size < count) {
    const found = findBestDeck({ archetypes: input.archetypes, cards: index, missing, filters });
    const entry = found.status === 'found' ? found.deck.bestList.cards.find((e) => !missing.includes(e.slice(e.indexOf(':') + 1))) : undefined;
    if (!entry) break;
    const id = entry.slice(entry.indexOf(':') + 1);
    missing.push(...(entry.startsWith('1:') ? [id, id] : [id]));
  }
  return missing;
}

/**
 * Times the whole ranking the finder shows after a mark: every missing card by the gain of getting
 * one back (rankCardsToGet) and the packs by expected gain (rankPacksToOpen), with 100 decks and 30
 * missing cards; each sample is the ranking after the 30th mark, a different card each time.
 */
export function benchNextRanking(input: BenchInput, expansions: readonly Expansion[], samples = 200): NextRankingReport {
  const index = createCardIndex(input.cards);
  const filters: DeckFilters = { energy: null, includeEx: true, deckAmount: 100, sortBy: 'score' };
  const marks = finderMarks(input, index, filters, 30);
  const distinct = [...new Set(marks)];
  const rank = (missing: string[]) =>
    rankPacksToOpen({ gains: rankCardsToGet({ archetypes: input.archetypes, cards: index, missing, filters }).cards, cards: index, expansions });
  for (let i = 0; i < 20; i += 1) rank(marks);
  const times: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    // The list before the mark without one card, then that card marked last.
    const last = distinct[i % distinct.length] as string;
    const missing = [...marks.filter((id) => id !== last), last];
    const start = performance.now();
    rank(missing);
    times.push(performance.now() - start);
  }
  const decks = deriveDecks({ archetypes: input.archetypes, cards: index, missing: marks, filters }).decks.length;
  return { decks, missingCards: distinct.length, ranking: stats(times) };
}
