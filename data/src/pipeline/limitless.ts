/**
 * The input of the pipeline: one JSON file per tournament, `{tournament, standings, pairings}`, each
 * part as the Limitless TCG API returns it (https://docs.limitlesstcg.com/developer/tournaments):
 *
 * - `GET /tournaments/{id}/details` -> `tournament`: `id`, `game` (`POCKET` for TCG Pocket), `format`,
 *   `name`, `date` (scheduled start, ISO date-time), `players`, plus organizer and phases.
 * - `GET /tournaments/{id}/standings` -> `standings`: `player` (player id), `name`, `placing`,
 *   `record {wins, losses, ties}`, `drop` (round of a drop, when dropped), `deck {id, name, icons}`
 *   (absent when the organizer did not identify the deck) and `decklist` (for Pocket
 *   `{pokemon: [{count, name, set, number}], trainer: [...]}`).
 * - `GET /tournaments/{id}/pairings` -> `pairings`: `round`, `phase`, `table`, `player1`, `player2`
 *   (absent for a bye) and `winner` (a player id, `0` for a tie, `-1` for a double loss; the API may send
 *   it as a number or a string).
 *
 * Only the fields the pipeline reads are typed; everything is checked before use (see `store.ts`).
 */

export const POCKET_GAME = 'POCKET';

export interface LimitlessTournament {
  id: string;
  game?: string;
  format?: string | null;
  name?: string;
  date: string;
  players?: number;
  [key: string]: unknown;
}

export interface LimitlessCard {
  count: number;
  name: string;
  set: string;
  number: string | number;
}

export interface LimitlessDecklist {
  pokemon?: LimitlessCard[];
  trainer?: LimitlessCard[];
  [section: string]: LimitlessCard[] | undefined;
}

export interface LimitlessStanding {
  player: string;
  name?: string;
  placing?: number | null;
  record?: { wins: number; losses: number; ties: number };
  drop?: number | null;
  deck?: { id: string; name?: string; icons?: string[] } | null;
  decklist?: LimitlessDecklist | null;
  [key: string]: unknown;
}

export interface LimitlessPairing {
  round: number;
  phase?: number;
  table?: number;
  player1: string;
  player2?: string | null;
  winner: string | number | null;
  [key: string]: unknown;
}

/** One file of the tournaments directory. */
export interface TournamentFile {
  tournament: LimitlessTournament;
  standings: LimitlessStanding[];
  pairings: LimitlessPairing[];
}

/** `winner` of a tie and of a double loss. */
export const TIE = '0';
export const DOUBLE_LOSS = '-1';
