/**
 * The data files of one date ("as of"), computed from the tournaments in the store. Pure: returns
 * values, writes nothing. Every definition here is written out in docs/data.md ("Definitions").
 */
import type {
  Archetype,
  Card,
  CardScore,
  DataMeta,
  DeckList,
  DeckShare,
  Expansion,
  HistoryWeek,
  LastWeek,
  LastWeekDeck,
  Matchup,
  MatchupData,
  MetaHistory as History,
  StatsWindow,
} from '@tcgp/domain';
import { TOTAL_ROW } from '../derive';
import { embeddedCardIds } from './archetypes';
import type { CatalogueIndex } from './catalogue';
import { parseScoreName, scoreName } from './cardIds';
import { isoDay, mondayOf, windowEnding, windowInfo, type DayRange, type WindowInfo } from './dates';
import type { IngestReport } from './report';
import type { TournamentStore } from './store';
import { rate, tallyRange, wilsonLowerBound, type Tally } from './tally';
import { compareText } from '../values';

// The shapes of history.json, stats-<N>d.json and last-week.json are data types of @tcgp/domain.
export type { DeckShare, History, HistoryWeek, LastWeek, LastWeekDeck, StatsWindow };

export const DEFAULT_MIN_LIST_ENTRIES = 2;
export const HISTORY_WEEKS = 12;
export const STATS_WINDOWS = [7, 14, 30] as const;
export const MATRIX_SIZE = 30;
export const LAST_WEEK_OFFSET_DAYS = 7;

export interface OutputOptions {
  /** Day number of the "as of" date (inclusive end of the window). */
  asOf: number;
  windowDays: number;
  /** Lists with fewer entries are left out (K). */
  minListEntries: number;
  /** Published as meta.json's expansions. */
  expansions: Expansion[];
}

/** Archetypes and lists of best-decks.json (meta.json's counts that a published drop can give too). */
export interface ListCounts {
  archetypes: number;
  lists: number;
}

export interface DataMetaOut extends DataMeta {
  window: WindowInfo;
  counts: { tournaments: number; entries: number; games: number } & ListCounts;
}

export interface DataSet {
  cards: Card[];
  bestDecks: Archetype[];
  matchupData: MatchupData;
  cardScores: CardScore[];
  meta: DataMetaOut;
  history: History;
  stats: Record<(typeof STATS_WINDOWS)[number], StatsWindow>;
  lastWeek: LastWeek;
  report: IngestReport;
}

/** The main tables of one window: best-decks.json and matchup-data.json. */
export interface Ranking {
  tally: Tally;
  bestDecks: Archetype[];
  matchupData: MatchupData;
}

/**
 * best-decks.json and matchup-data.json over a tally:
 * - list: an exact multiset of cards; kept when it has at least `minListEntries` entries;
 *   `strength` = win rate over the games of its entries, `score` = Wilson lower bound of it;
 * - archetype: kept when it has a kept list; `popularity` = entries / all entries,
 *   `percentOfGames` = its game sides / (2 x all games);
 * - matchups: a row per opponent it played (mirror: both sides' points over twice the games),
 *   and `Total` over all its games except mirrors.
 */
export function rankWindow(store: TournamentStore, tally: Tally, minListEntries: number): Ranking {
  const names = store.archetypes;
  const bestDecks: Archetype[] = [];
  for (const [archetype, lists] of tally.lists) {
    const kept: (DeckList & { entries: number; key: string })[] = [];
    for (const t of lists.values()) {
      if (t.entries < minListEntries) continue;
      const info = store.lists[t.list];
      if (!info) continue;
      kept.push({
        cards: info.cards,
        score: wilsonLowerBound(t.points, t.sides),
        strength: rate(t.points, t.sides),
        entries: t.entries,
        key: info.cards.join(','),
      });
    }
    if (kept.length === 0) continue;
    kept.sort((x, y) => y.score - x.score || y.entries - x.entries || compareText(x.key, y.key));
    const a = tally.archetypes.get(archetype);
    bestDecks.push({
      name: names[archetype] ?? '',
      lists: kept.map(({ cards, score, strength }) => ({ cards, score, strength })),
      popularity: rate(a?.entries ?? 0, tally.entries),
      percentOfGames: rate(a?.sides ?? 0, 2 * tally.games),
    });
  }
  bestDecks.sort((x, y) => y.popularity - x.popularity || compareText(x.name, y.name));

  const matchupData: MatchupData = {};
  const indexOf = new Map(names.map((name, i) => [name, i]));
  for (const deck of bestDecks) {
    const archetype = indexOf.get(deck.name) ?? -1;
    const rows: Matchup[] = [];
    for (const [opponent, t] of tally.pairs.get(archetype) ?? []) {
      const games = opponent === archetype ? 2 * t.games : t.games;
      rows.push({ name: names[opponent] ?? '', winRate: rate(t.points, games), totalGames: t.games });
    }
    rows.sort((x, y) => y.totalGames - x.totalGames || compareText(x.name, y.name));
    const a = tally.archetypes.get(archetype);
    rows.push({ name: TOTAL_ROW, winRate: rate(a?.gamePoints ?? 0, a?.games ?? 0), totalGames: a?.games ?? 0 });
    matchupData[deck.name] = rows;
  }
  return { tally, bestDecks, matchupData };
}

/**
 * card-scores.json: a row per card and copy count played by an entry of the window.
 * `popularity` = entries playing exactly that many copies / all entries; `score` = Wilson lower bound
 * of those entries' win rate over their games.
 */
export function cardScores(store: TournamentStore, tally: Tally): CardScore[] {
  const rows = new Map<string, { copies: number; card: Card; entries: number; sides: number; points: number }>();
  for (const lists of tally.lists.values()) {
    for (const t of lists.values()) {
      for (const { id, count } of store.lists[t.list]?.entries ?? []) {
        const card = store.catalogue.byId.get(id);
        if (!card) continue;
        const key = `${count} ${id}`;
        const row = rows.get(key) ?? { copies: count, card, entries: 0, sides: 0, points: 0 };
        row.entries += t.entries;
        row.sides += t.sides;
        row.points += t.points;
        rows.set(key, row);
      }
    }
  }
  return [...rows.values()]
    .map((row) => ({ name: scoreName(row.copies, row.card), score: wilsonLowerBound(row.points, row.sides), popularity: rate(row.entries, tally.entries) }))
    .sort((x, y) => y.score - x.score || compareText(x.name, y.name));
}

/** Share of entries, win rate and games (mirrors excluded) of every archetype in a tally. */
export function deckShares(store: TournamentStore, tally: Tally): Record<string, DeckShare> {
  const decks = [...tally.archetypes].map(([archetype, t]) => ({
    name: store.archetypes[archetype] ?? '',
    share: rate(t.entries, tally.entries),
    winRate: t.games > 0 ? t.gamePoints / t.games : null,
    games: t.games,
  }));
  decks.sort((x, y) => y.share - x.share || compareText(x.name, y.name));
  return Object.fromEntries(decks.map(({ name, ...rest }) => [name, rest]));
}

/** history.json: the 12 Monday-to-Sunday weeks ending with the week that contains the as-of date. */
export function history(store: TournamentStore, asOf: number): History {
  const lastMonday = mondayOf(asOf);
  const weeks: HistoryWeek[] = [];
  for (let w = HISTORY_WEEKS - 1; w >= 0; w -= 1) {
    const start = lastMonday - 7 * w;
    const range: DayRange = { from: start, to: Math.min(start + 6, asOf) };
    const tally = tallyRange(store, range);
    weeks.push({
      start: isoDay(start),
      end: isoDay(start + 6),
      days: range.to - range.from + 1,
      entries: tally.entries,
      games: tally.games,
      decks: deckShares(store, tally),
    });
  }
  return { asOf: isoDay(asOf), weeks };
}

/** stats-<N>d.json: shares over the N days ending at the as-of date and the matrix of the top 30. */
export function statsWindow(store: TournamentStore, asOf: number, days: number): StatsWindow {
  const tally = tallyRange(store, windowEnding(asOf, days));
  const decks = deckShares(store, tally);
  const top = Object.keys(decks).slice(0, MATRIX_SIZE);
  const indexOf = new Map(store.archetypes.map((name, i) => [name, i]));
  const matrix: StatsWindow['matrix'] = {};
  for (const a of top) {
    const ia = indexOf.get(a) ?? -1;
    const row: Record<string, { winRate: number; games: number }> = {};
    for (const b of top) {
      const t = tally.pairs.get(ia)?.get(indexOf.get(b) ?? -1);
      if (!t) continue;
      row[b] = { winRate: rate(t.points, a === b ? 2 * t.games : t.games), games: t.games };
    }
    matrix[a] = row;
  }
  return { asOf: isoDay(asOf), window: windowInfo(tally.range), entries: tally.entries, games: tally.games, decks, top, matrix };
}

/** last-week.json: the ranking of the same window ending 7 days before the as-of date, per archetype. */
export function lastWeek(store: TournamentStore, asOf: number, windowDays: number, minListEntries: number): LastWeek {
  const day = asOf - LAST_WEEK_OFFSET_DAYS;
  const ranking = rankWindow(store, tallyRange(store, windowEnding(day, windowDays)), minListEntries);
  const decks: Record<string, LastWeekDeck> = {};
  for (const deck of ranking.bestDecks) {
    const total = ranking.matchupData[deck.name]?.find((row) => row.name === TOTAL_ROW);
    decks[deck.name] = {
      score: Math.max(...deck.lists.map((l) => l.score)),
      popularity: deck.popularity,
      strength: Math.max(...deck.lists.map((l) => l.strength)),
      winRate: total?.winRate ?? 0,
      percentOfGames: deck.percentOfGames,
    };
  }
  return { asOf: isoDay(day), window: windowInfo(ranking.tally.range), decks };
}

/** What names cards in the published files. */
export interface CardReferences {
  /** Archetypes whose lists (`count:cardId` entries) name cards. */
  bestDecks: readonly Archetype[];
  /** Card-score rows: each names one card (`<copies> <card name> <SET> <number>`). */
  cardScores: readonly CardScore[];
  /** Archetype names of every file (decks, matchup opponents, history, statistics): their embedded card ids. */
  archetypeNames: Iterable<string>;
}

/**
 * cards.json: the catalogue cards the files name, in catalogue order, as in the catalogue but without
 * `image` (the site builds image URLs from its configurable base).
 */
export function referencedCards(catalogue: CatalogueIndex, refs: CardReferences): Card[] {
  const ids = new Set<string>();
  for (const row of refs.cardScores) {
    const id = parseScoreName(row.name)?.cardId;
    if (id !== undefined) ids.add(id);
  }
  for (const deck of refs.bestDecks) for (const list of deck.lists) for (const entry of list.cards) ids.add(entry.slice(entry.indexOf(':') + 1));
  for (const name of refs.archetypeNames) for (const id of embeddedCardIds(name) ?? []) ids.add(id);
  return catalogue.cards
    .filter((card) => ids.has(card.id) && catalogue.byId.get(card.id) === card)
    .map((card) => {
      const published = { ...card };
      delete published.image;
      return published;
    });
}

/** The archetype names of matchup data: its keys and the opponents of its rows (not `Total`). */
export function matchupArchetypeNames(matchupData: MatchupData): Set<string> {
  const names = new Set<string>();
  for (const [name, rows] of Object.entries(matchupData)) {
    names.add(name);
    for (const row of rows) if (row.name !== TOTAL_ROW) names.add(row.name);
  }
  return names;
}

/** meta.json's counts of best-decks.json. */
export function listCounts(bestDecks: readonly Archetype[]): ListCounts {
  return { archetypes: bestDecks.length, lists: bestDecks.reduce((sum, deck) => sum + deck.lists.length, 0) };
}

/** Every file of one as-of date. */
export function buildDataSet(store: TournamentStore, options: OutputOptions): DataSet {
  const { asOf, windowDays, minListEntries } = options;
  const tally = tallyRange(store, windowEnding(asOf, windowDays));
  const ranking = rankWindow(store, tally, minListEntries);
  const stats = {
    7: statsWindow(store, asOf, 7),
    14: statsWindow(store, asOf, 14),
    30: statsWindow(store, asOf, 30),
  };
  const hist = history(store, asOf);
  const previous = lastWeek(store, asOf, windowDays, minListEntries);
  const names = matchupArchetypeNames(ranking.matchupData);
  for (const week of hist.weeks) for (const name of Object.keys(week.decks)) names.add(name);
  for (const s of Object.values(stats)) for (const name of Object.keys(s.decks)) names.add(name);
  for (const name of Object.keys(previous.decks)) names.add(name);

  const scores = cardScores(store, tally);
  return {
    cards: referencedCards(store.catalogue, { bestDecks: ranking.bestDecks, cardScores: scores, archetypeNames: names }),
    bestDecks: ranking.bestDecks,
    matchupData: ranking.matchupData,
    cardScores: scores,
    meta: {
      lastUpdated: isoDay(asOf),
      expansions: options.expansions,
      statistics: true,
      window: windowInfo(tally.range),
      counts: { tournaments: tally.tournaments, entries: tally.entries, games: tally.games, ...listCounts(ranking.bestDecks) },
    },
    history: hist,
    stats,
    lastWeek: previous,
    report: store.report.build({ inWindow: tally.tournaments, entries: tally.entries, games: tally.games }),
  };
}

/** Days of tournaments an as-of date needs: its window, last week's window, the 30-day stats and the history. */
export function neededRange(asOf: number, windowDays: number): DayRange {
  const from = Math.min(
    asOf - windowDays + 1,
    asOf - LAST_WEEK_OFFSET_DAYS - windowDays + 1,
    asOf - Math.max(...STATS_WINDOWS) + 1,
    mondayOf(asOf) - 7 * (HISTORY_WEEKS - 1),
  );
  return { from, to: asOf };
}
