/**
 * Benchmark of the client-side work and of the bytes each page downloads, on a real data snapshot.
 * Timings use the same domain functions as the site; nothing here fails on a slow machine.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { assignTiers, createCardIndex, deckIdFromName, deriveDecks, findBestDeck, metricValue, prepareArchetypes, rankCardsToGet, rankPacksToOpen, summarizeMatchups, type CardIndex } from '@tcgp/rules';
import { type Archetype, type Card, type DeckFilters, type Expansion, type MatchupData } from 'shared-contracts';
import { splitMatchups } from './derive';
import { toJsonText } from './io';
import { compareText } from './values';


/** SPEC-derived budget for recomputing the tier list after a click on a card. */
export const RECOMPUTE_BUDGET_MS = 2;

export interface BenchInput {
  cards: Card[];
  archetypes: Archetype[];
  matchupData: MatchupData;
  /** Raw texts of the files as published (for byte counts). */
  texts: { cards: string; bestDecks: string; matchupData: string; cardScores: string; meta: string };
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
}

function size(...texts: string[]): Size {
  return texts.reduce<Size>(
    (sum, text) => ({ raw: sum.raw + Buffer.byteLength(text), gzip: sum.gzip + gzipSync(text).length }),
    { raw: 0, gzip: 0 },
  );
}

export interface PageBytes {
  page: string;
  files: string;
  split: Size;
  /** The original site: cards + the three data files whole on every page. */
  original: Size;
}

/** Bytes each page downloads with the split files versus the three original files whole. */
export function benchBytes(input: BenchInput): { pages: PageBytes[]; matchupFiles: { count: number; median: Size; max: Size } } {
  const t = input.texts;
  const summaryText = toJsonText(summarizeMatchups(input.matchupData));
  const perDeck = [...splitMatchups(input.matchupData).values()].map((rows) => size(toJsonText(rows)));
  perDeck.sort((a, b) => a.raw - b.raw);
  const median = perDeck[Math.floor(perDeck.length / 2)] ?? { raw: 0, gzip: 0 };
  const max = perDeck[perDeck.length - 1] ?? { raw: 0, gzip: 0 };
  // The deck page of the most popular deck (the one most visited).
  const top = [...input.archetypes].sort((a, b) => b.percentOfGames - a.percentOfGames)[0];
  const topRows = top ? input.matchupData[top.name] ?? [] : [];
  const topDeck = size(toJsonText(topRows));

  const original = size(t.cards, t.bestDecks, t.matchupData, t.cardScores);
  const plus = (a: Size, b: Size): Size => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip });
  const cardsMeta = size(t.cards, t.meta);
  return {
    pages: [
      { page: 'tier list', files: 'cards + best-decks + matchup-summary + meta', split: plus(cardsMeta, size(t.bestDecks, summaryText)), original },
      {
        page: `deck page (${top ? deckIdFromName(top.name) : '-'})`,
        files: 'cards + best-decks + matchups/<deck> + meta',
        split: plus(plus(cardsMeta, size(t.bestDecks)), topDeck),
        original,
      },
      { page: 'deck page (largest file)', files: 'cards + best-decks + matchups/<deck> + meta', split: plus(plus(cardsMeta, size(t.bestDecks)), max), original },
      { page: 'cards list', files: 'cards + card-scores + meta', split: plus(cardsMeta, size(t.cardScores)), original },
    ],
    matchupFiles: { count: perDeck.length, median, max },
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
  const folders = readdirSync(root).filter((name) => /^snapshot-/.test(name) && existsSync(join(root, name, 'best-decks.json'))).sort();
  const newest = folders[folders.length - 1];
  const cardsFile = join(root, 'cards.json');
  if (!newest || !existsSync(cardsFile)) return null;
  const expansionsFile = join(root, 'expansions.json');
  return {
    dataDir: join(root, newest),
    cardsFile,
    expansionsFile: existsSync(expansionsFile) ? expansionsFile : null,
    date: /(\d{4}-\d{2}-\d{2})/.exec(newest)?.[1] ?? '1970-01-01',
  };
}

/** Reads a data folder for the bench (raw texts + parsed values; real drops have no meta.json). */
export function readBenchInput(location: SnapshotLocation): BenchInput {
  const read = (file: string): string => readFileSync(file, 'utf8');
  const cards = read(location.cardsFile);
  const bestDecks = read(join(location.dataDir, 'best-decks.json'));
  const matchupData = read(join(location.dataDir, 'matchup-data.json'));
  const cardScores = read(join(location.dataDir, 'card-scores.json'));
  const metaFile = join(location.dataDir, 'meta.json');
  const meta = existsSync(metaFile)
    ? read(metaFile)
    : toJsonText({ lastUpdated: location.date, expansions: location.expansionsFile ? (JSON.parse(read(location.expansionsFile)) as unknown) : [] });
  return {
    cards: JSON.parse(cards) as Card[],
    archetypes: JSON.parse(bestDecks) as Archetype[],
    matchupData: JSON.parse(matchupData) as MatchupData,
    texts: { cards, bestDecks, matchupData, cardScores, meta },
  };
}

// ---------------------------------------------------------------------------------------------
// What to get next (issue 14): the finder's card and pack ranking after one more mark.

/** Budget of the whole "what to get next" ranking after a mark (issue 14): median under 20 ms. */
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
