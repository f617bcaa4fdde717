/**
 * The tournaments the pipeline read, reduced to what the statistics need: entries (a valid list of an
 * archetype, on a day) and games (two entries and the result). Memory stays small: a list is stored once
 * however many players play it, and entries and games are columns of numbers.
 *
 * Definitions (docs/data.md, "Definitions"):
 * - An **entry** is a standing with a valid decklist: 20 cards, at most 2 per card name, every card in
 *   the catalogue. Anything else is skipped and counted in the report.
 * - A **game** is a pairing whose two players both have entries in the same tournament; byes (no
 *   second player) are ignored. Results: win 1, tie 1/2 each, loss and double loss 0.
 *
 * Pure apart from mutating the store: `addTournament` takes parsed JSON, never touches files.
 */
import { DECK_SIZE, MAX_COPIES } from '@tcgp/rules';
import { deckIdProblem } from '@tcgp/schemas';
import { archetypeOfDeckId, archetypeOfList, embeddedCardIds, knownArchetypes, type ListCard } from './archetypes';
import { cardIdOf } from './cardIds';
import type { CatalogueIndex } from './catalogue';
import { dayOfTimestamp, type DayRange } from './dates';
import { DOUBLE_LOSS, POCKET_GAME, TIE } from './limitless';
import { ReportBuilder, type SkipReason } from './report';
import { compareText, isRecord } from '../values';

/** Result of a game for its two sides. */
export const OUTCOME = { aWins: 0, bWins: 1, tie: 2, doubleLoss: 3 } as const;
export type Outcome = (typeof OUTCOME)[keyof typeof OUTCOME];

/** Points of side A and side B for an outcome. */
export const POINTS: Record<Outcome, readonly [number, number]> = {
  0: [1, 0],
  1: [0, 1],
  2: [0.5, 0.5],
  3: [0, 0],
};

/** A distinct list: the exact multiset of its cards. */
export interface ListInfo {
  /** `count:cardId` entries sorted by card id, as published. */
  cards: string[];
  entries: ListCard[];
}

function text(value: unknown): string | null {
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

type ListResult = { ok: true; entries: ListCard[] } | { ok: false; reason: SkipReason; detail: string };

/** Checks a Limitless decklist against the entry rules; the list's cards sorted by card id. */
export function parseDecklist(decklist: unknown, catalogue: CatalogueIndex): ListResult {
  if (!isRecord(decklist)) return { ok: false, reason: 'noDecklist', detail: 'no decklist' };
  const counts = new Map<string, number>();
  let total = 0;
  for (const section of Object.values(decklist)) {
    if (!Array.isArray(section)) continue;
    for (const raw of section as unknown[]) {
      const card = isRecord(raw) ? raw : {};
      const count = card['count'];
      const id = cardIdOf(card['set'], card['number']);
      if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || id === null) {
        return { ok: false, reason: 'malformedCard', detail: JSON.stringify(raw)?.slice(0, 120) ?? String(raw) };
      }
      if (!catalogue.byId.has(id)) return { ok: false, reason: 'unknownCard', detail: id };
      counts.set(id, (counts.get(id) ?? 0) + count);
      total += count;
    }
  }
  if (total === 0) return { ok: false, reason: 'noDecklist', detail: 'empty decklist' };
  if (total !== DECK_SIZE) return { ok: false, reason: 'wrongCardCount', detail: `${total} cards` };
  const perName = new Map<string, number>();
  for (const [id, count] of counts) {
    const name = catalogue.byId.get(id)?.name ?? id;
    const copies = (perName.get(name) ?? 0) + count;
    if (copies > MAX_COPIES) return { ok: false, reason: 'tooManyCopies', detail: `${copies} copies of ${name}` };
    perName.set(name, copies);
  }
  const entries = [...counts].map(([id, count]) => ({ id, count })).sort((a, b) => compareText(a.id, b.id));
  return { ok: true, entries };
}

export class TournamentStore {
  readonly report = new ReportBuilder();
  /** Archetype names by index. */
  readonly archetypes: string[] = [];
  readonly lists: ListInfo[] = [];
  /** Tournament days, by tournament index. */
  readonly tournamentDays: number[] = [];
  // Entries, as columns.
  readonly entryDay: number[] = [];
  readonly entryArchetype: number[] = [];
  readonly entryList: number[] = [];
  // Games, as columns (A = player1's entry, B = player2's).
  readonly gameDay: number[] = [];
  readonly gameA: number[] = [];
  readonly gameB: number[] = [];
  readonly gameOutcome: Outcome[] = [];

  private readonly archetypeIndex = new Map<string, number>();
  private readonly listIndex = new Map<string, number>();
  private readonly deckIdNames = new Map<string, string | null>();
  private readonly tournamentIds = new Set<string>();
  /** Entries whose archetype comes from their list (rule 3), resolved by {@link finish}. */
  private readonly pending: number[] = [];
  private finished = false;

  /** @param range days of the tournaments to keep (others are counted as `outsideRange`). */
  constructor(
    readonly catalogue: CatalogueIndex,
    readonly range: DayRange,
  ) {}

  /** Adds one tournament file's parsed JSON. `label` names it in the report (e.g. the file name). */
  addTournament(json: unknown, label: string): void {
    if (this.finished) throw new Error('TournamentStore: addTournament after finish');
    this.report.files += 1;
    const tournament = isRecord(json) ? json['tournament'] : undefined;
    const standings = isRecord(json) ? json['standings'] : undefined;
    const pairings = isRecord(json) ? json['pairings'] : undefined;
    const id = isRecord(tournament) ? text(tournament['id']) : null;
    const day = isRecord(tournament) ? dayOfTimestamp(tournament['date']) : null;
    if (!isRecord(tournament) || id === null || day === null || !Array.isArray(standings) || !Array.isArray(pairings)) {
      this.report.skip('malformedTournament', label);
      return;
    }
    const game = tournament['game'];
    if (game !== undefined && game !== POCKET_GAME) {
      this.report.skip('notPocket', `${label} (${String(game)})`);
      return;
    }
    if (this.tournamentIds.has(id)) {
      this.report.skip('duplicateTournament', `${label} (${id})`);
      return;
    }
    this.tournamentIds.add(id);
    if (day < this.range.from || day > this.range.to) {
      this.report.skip('outsideRange', `${id} (${String(tournament['date'])})`);
      return;
    }
    this.tournamentDays.push(day);
    this.report.tournamentsRead += 1;

    const entryOf = new Map<string, number>();
    (standings as unknown[]).forEach((standing, i) => {
      const where = `${id} standing #${i + 1}`;
      const player = isRecord(standing) ? text(standing['player']) : null;
      if (!isRecord(standing) || player === null) {
        this.report.skip('malformedStanding', where);
        return;
      }
      if (entryOf.has(player)) {
        this.report.skip('duplicatePlayer', where);
        return;
      }
      const list = parseDecklist(standing['decklist'], this.catalogue);
      if (!list.ok) {
        entryOf.set(player, -1);
        this.report.skip(list.reason, `${where}: ${list.detail}`);
        return;
      }
      entryOf.set(player, this.addEntry(day, standing['deck'], list.entries, where));
    });

    (pairings as unknown[]).forEach((pairing, i) => {
      const where = `${id} pairing #${i + 1}`;
      const p1 = isRecord(pairing) ? text(pairing['player1']) : null;
      const p2 = isRecord(pairing) ? text(pairing['player2']) : null;
      const winner = isRecord(pairing) ? text(pairing['winner']) : null;
      if (!isRecord(pairing) || p1 === null) {
        this.report.skip('malformedPairing', where);
        return;
      }
      if (p2 === null) {
        this.report.note('byes', where);
        return;
      }
      let outcome: Outcome;
      if (p1 === p2 || winner === null) outcome = -1 as Outcome;
      else if (winner === p1) outcome = OUTCOME.aWins;
      else if (winner === p2) outcome = OUTCOME.bWins;
      else if (winner === TIE) outcome = OUTCOME.tie;
      else if (winner === DOUBLE_LOSS) outcome = OUTCOME.doubleLoss;
      else outcome = -1 as Outcome;
      if (outcome < 0) {
        this.report.skip('malformedPairing', `${where}: winner ${String(winner)}`);
        return;
      }
      const a = entryOf.get(p1) ?? -1;
      const b = entryOf.get(p2) ?? -1;
      if (a < 0 || b < 0) {
        this.report.skip('pairingWithoutEntry', where);
        return;
      }
      this.gameDay.push(day);
      this.gameA.push(a);
      this.gameB.push(b);
      this.gameOutcome.push(outcome);
    });
  }

  private addEntry(day: number, deck: unknown, entries: ListCard[], where: string): number {
    const index = this.entryDay.length;
    this.entryDay.push(day);
    this.entryList.push(this.internList(entries));
    const deckId = isRecord(deck) ? text(deck['id']) : null;
    let name: string | null = null;
    if (deckId !== null) {
      if (!this.deckIdNames.has(deckId)) this.deckIdNames.set(deckId, archetypeOfDeckId(deckId, this.catalogue));
      name = this.deckIdNames.get(deckId) ?? null;
      if (name === null) {
        const id = deckId.trim().toLowerCase();
        const problem = embeddedCardIds(id) ? deckIdProblem(id) : null;
        if (problem) this.report.note('deckIdRefused', `${where}: "${id.slice(0, 60)}${id.length > 60 ? '…' : ''}" ${problem}`);
        else this.report.note('deckIdNotMapped', `${where}: ${deckId}`);
      }
    } else {
      this.report.note('noDeck', where);
    }
    if (name === null) {
      this.pending.push(index);
      this.entryArchetype.push(-1);
    } else {
      this.entryArchetype.push(this.internArchetype(name));
    }
    return index;
  }

  private internList(entries: ListCard[]): number {
    const cards = entries.map((e) => `${e.count}:${e.id}`);
    const key = cards.join(',');
    let index = this.listIndex.get(key);
    if (index === undefined) {
      index = this.lists.length;
      this.lists.push({ cards, entries });
      this.listIndex.set(key, index);
    }
    return index;
  }

  private internArchetype(name: string): number {
    let index = this.archetypeIndex.get(name);
    if (index === undefined) {
      index = this.archetypes.length;
      this.archetypes.push(name);
      this.archetypeIndex.set(name, index);
    }
    return index;
  }

  /** Resolves the archetypes of entries without a usable deck id (rule 3). Call once, after the last tournament. */
  finish(): this {
    if (this.finished) return this;
    this.finished = true;
    const named = new Set<string>();
    for (const name of this.deckIdNames.values()) if (name !== null) named.add(name);
    const known = knownArchetypes(named, this.catalogue);
    const byList = new Map<number, number>();
    for (const entry of this.pending) {
      const list = this.entryList[entry] ?? 0;
      let archetype = byList.get(list);
      if (archetype === undefined) {
        archetype = this.internArchetype(archetypeOfList(this.lists[list]?.entries ?? [], known, this.catalogue));
        byList.set(list, archetype);
      }
      this.entryArchetype[entry] = archetype;
    }
    this.pending.length = 0;
    return this;
  }

  get entryCount(): number {
    return this.entryDay.length;
  }

  get gameCount(): number {
    return this.gameDay.length;
  }
}
