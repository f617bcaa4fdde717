/**
 * What the ingest read, used and skipped. Skipped input is counted per reason with a few examples
 * (tournament id and position, never player names), printed at the end and written as
 * `ingest-report.json`. Nothing in the input makes the ingest crash.
 */
import { compareText } from '../values';

export const SKIP_REASONS = {
  unreadableFile: 'file is not valid JSON',
  malformedTournament: 'file is not {tournament, standings, pairings} with a tournament id and date',
  notPocket: 'tournament of another game than POCKET',
  duplicateTournament: 'tournament id already read from another file',
  outsideRange: 'tournament dated outside every range the outputs need',
  malformedStanding: 'standing without a player id',
  duplicatePlayer: 'second standing of the same player in a tournament',
  noDecklist: 'standing without a decklist',
  malformedCard: 'decklist card without a count, set or number',
  unknownCard: 'decklist card not in the catalogue',
  wrongCardCount: 'decklist does not add up to 20 cards',
  tooManyCopies: 'decklist has more than 2 copies of a card name',
  malformedPairing: 'pairing without players or with an unknown winner',
  pairingWithoutEntry: 'pairing with a player who has no entry (skipped standing or not in the standings)',
} as const;

export type SkipReason = keyof typeof SKIP_REASONS;

/** Input the ingest read but did not leave out (informational). */
export const NOTES = {
  byes: 'byes (pairings without a second player): ignored, as defined',
  deckIdNotMapped: 'standings whose deck.id could not be mapped to card ids: archetype taken from the decklist',
  deckIdRefused:
    "standings whose deck.id names card ids but cannot be a deck id (a-z, 0-9, ' and - only, parts joined by &, at most 120 characters): archetype taken from the decklist",
  noDeck: 'standings without deck: archetype taken from the decklist',
} as const;

export type NoteKind = keyof typeof NOTES;

const EXAMPLES_PER_REASON = 5;

export interface ReportCount {
  count: number;
  description: string;
  examples: string[];
}

export interface IngestReport {
  files: number;
  tournaments: { read: number; inWindow: number; outsideWindow: number };
  entries: number;
  games: number;
  skipped: Partial<Record<SkipReason, ReportCount>>;
  notes: Partial<Record<NoteKind, ReportCount>>;
}

/** Collects counts while the ingest runs. */
export class ReportBuilder {
  files = 0;
  tournamentsRead = 0;
  private readonly skipped = new Map<SkipReason, ReportCount>();
  private readonly notes = new Map<NoteKind, ReportCount>();

  skip(reason: SkipReason, example: string, count = 1): void {
    add(this.skipped, reason, SKIP_REASONS[reason], example, count);
  }

  note(kind: NoteKind, example: string): void {
    add(this.notes, kind, NOTES[kind], example, 1);
  }

  skippedCount(reason: SkipReason): number {
    return this.skipped.get(reason)?.count ?? 0;
  }

  /** The report for one output window. */
  build(window: { inWindow: number; entries: number; games: number }): IngestReport {
    return {
      files: this.files,
      tournaments: { read: this.tournamentsRead, inWindow: window.inWindow, outsideWindow: this.tournamentsRead - window.inWindow },
      entries: window.entries,
      games: window.games,
      skipped: Object.fromEntries(sorted(this.skipped)) as IngestReport['skipped'],
      notes: Object.fromEntries(sorted(this.notes)) as IngestReport['notes'],
    };
  }
}

function add<K extends string>(map: Map<K, ReportCount>, key: K, description: string, example: string, count: number): void {
  const entry = map.get(key) ?? { count: 0, description, examples: [] };
  entry.count += count;
  if (entry.examples.length < EXAMPLES_PER_REASON) entry.examples.push(example.length > 200 ? `${example.slice(0, 200)}…` : example);
  map.set(key, entry);
}

function sorted<K extends string>(map: Map<K, ReportCount>): [K, ReportCount][] {
  return [...map.entries()].sort(([a], [b]) => compareText(a, b));
}

/** Human-readable summary lines of a report. */
export function formatIngestReport(report: IngestReport): string[] {
  const lines = [
    `tournament files: ${report.files}; tournaments read: ${report.tournaments.read} ` +
      `(${report.tournaments.inWindow} in the window, ${report.tournaments.outsideWindow} outside it: history and comparisons only)`,
    `in the window: ${report.entries} entries, ${report.games} games`,
  ];
  const skipped = Object.entries(report.skipped) as [SkipReason, ReportCount][];
  if (skipped.length === 0) lines.push('skipped: nothing');
  for (const [reason, entry] of skipped)
    lines.push(`skipped ${String(entry.count).padStart(6)}  ${reason}: ${entry.description} (e.g. ${entry.examples.join('; ')})`);
  for (const [kind, entry] of Object.entries(report.notes) as [NoteKind, ReportCount][]) {
    lines.push(`note    ${String(entry.count).padStart(6)}  ${kind}: ${entry.description}`);
  }
  return lines;
}
