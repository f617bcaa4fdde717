/**
 * Plays one simulated tournament and writes it as the Limitless API returns it: Swiss rounds (byes for
 * an odd player count, ties, double losses, drops), a top-8 single-elimination cut for 32 players or
 * more, standings with records and placings, and every pairing. Deterministic for a seeded Random.
 */
import type { LimitlessDecklist, LimitlessPairing, LimitlessStanding, TournamentFile } from '../pipeline/limitless';
import { DOUBLE_LOSS, POCKET_GAME, TIE } from '../pipeline/limitless';
import type { Random } from './random';

/** A player at the tournament, with the deck they registered. */
export interface Seat<D> {
  player: string;
  /** Limitless `deck` (null: the organizer did not identify it). */
  deck: { id: string; name: string } | null;
  decklist: LimitlessDecklist;
  /** What the win chance is computed from (the simulation's hidden deck). */
  hidden: D;
}

export interface TournamentInfo {
  id: string;
  name: string;
  /** ISO date-time of the start. */
  date: string;
}

export interface PlayOptions {
  /** Chance that a Swiss game ends in a tie / a double loss. */
  tieChance: number;
  doubleLossChance: number;
  /** Chance per round (from round 3) that a player without a win drops. */
  dropChance: number;
  /** Smallest field that gets a top-8 cut. */
  topCutFrom: number;
}

export const DEFAULT_PLAY: PlayOptions = { tieChance: 0.03, doubleLossChance: 0.004, dropChance: 0.15, topCutFrom: 32 };

interface State<D> {
  seat: Seat<D>;
  order: number;
  wins: number;
  losses: number;
  ties: number;
  drop: number | null;
  hadBye: boolean;
  opponents: Set<number>;
  cut: number | null;
}

const points = (s: State<unknown>): number => 3 * s.wins + s.ties;

/** Plays the tournament. `winChance(a, b)` is the chance that a beats b when the game has a winner. */
export function playTournament<D>(
  rng: Random,
  info: TournamentInfo,
  seats: readonly Seat<D>[],
  winChance: (a: D, b: D) => number,
  options: PlayOptions = DEFAULT_PLAY,
): TournamentFile {
  const states: State<D>[] = rng.shuffle(seats).map((seat, order) => ({
    seat,
    order,
    wins: 0,
    losses: 0,
    ties: 0,
    drop: null,
    hadBye: false,
    opponents: new Set(),
    cut: null,
  }));
  const pairings: LimitlessPairing[] = [];
  const rounds = Math.max(1, Math.ceil(Math.log2(states.length)));
  const ranked = (list: State<D>[]): State<D>[] => [...list].sort((a, b) => points(b) - points(a) || a.order - b.order);

  for (let round = 1; round <= rounds; round += 1) {
    const active = ranked(states.filter((s) => s.drop === null));
    if (active.length % 2 === 1) {
      const byeIndex = active.map((s) => !s.hadBye).lastIndexOf(true);
      const [bye] = active.splice(byeIndex === -1 ? active.length - 1 : byeIndex, 1);
      if (bye) {
        bye.hadBye = true;
        bye.wins += 1;
        pairings.push({ round, phase: 1, table: 0, player1: bye.seat.player, winner: bye.seat.player });
      }
    }
    let table = 1;
    while (active.length >= 2) {
      const a = active.shift() as State<D>;
      const index = active.findIndex((s) => !a.opponents.has(s.order));
      const [b] = active.splice(index === -1 ? 0 : index, 1) as [State<D>];
      a.opponents.add(b.order);
      b.opponents.add(a.order);
      const r = rng.next();
      let winner: string;
      if (r < options.doubleLossChance) {
        a.losses += 1;
        b.losses += 1;
        winner = DOUBLE_LOSS;
      } else if (r < options.doubleLossChance + options.tieChance) {
        a.ties += 1;
        b.ties += 1;
        winner = TIE;
      } else {
        const aWins = rng.chance(winChance(a.seat.hidden, b.seat.hidden));
        const [w, l] = aWins ? [a, b] : [b, a];
        w.wins += 1;
        l.losses += 1;
        winner = w.seat.player;
      }
      pairings.push({ round, phase: 1, table, player1: a.seat.player, player2: b.seat.player, winner });
      table += 1;
    }
    if (round >= 2 && round < rounds) {
      for (const s of states) if (s.drop === null && s.wins === 0 && rng.chance(options.dropChance)) s.drop = round;
    }
  }

  // Top cut: 1-8, 4-5, 2-7, 3-6, winners advance; games always have a winner.
  const standingsOrder = ranked(states);
  if (states.length >= options.topCutFrom) {
    let alive = standingsOrder.filter((s) => s.drop === null).slice(0, 8);
    alive = [0, 7, 3, 4, 1, 6, 2, 5].map((i) => alive[i]).filter((s): s is State<D> => s !== undefined);
    let round = rounds;
    let place = alive.length;
    while (alive.length > 1) {
      round += 1;
      const next: State<D>[] = [];
      for (let i = 0; i + 1 < alive.length; i += 2) {
        const a = alive[i] as State<D>;
        const b = alive[i + 1] as State<D>;
        const aWins = rng.chance(winChance(a.seat.hidden, b.seat.hidden));
        const [w, l] = aWins ? [a, b] : [b, a];
        w.wins += 1;
        l.losses += 1;
        l.cut = place;
        next.push(w);
        pairings.push({ round, phase: 2, table: i / 2 + 1, player1: a.seat.player, player2: b.seat.player, winner: w.seat.player });
      }
      alive = next;
      place = alive.length;
    }
    if (alive[0]) alive[0].cut = 1;
  }

  const final = [...standingsOrder].sort((a, b) => (a.cut ?? 99) - (b.cut ?? 99));
  const standings: LimitlessStanding[] = final.map((s, i) => {
    const standing: LimitlessStanding = {
      player: s.seat.player,
      name: s.seat.player,
      placing: i + 1,
      record: { wins: s.wins, losses: s.losses, ties: s.ties },
    };
    if (s.drop !== null) standing.drop = s.drop;
    if (s.seat.deck) standing.deck = { ...s.seat.deck };
    standing.decklist = s.seat.decklist;
    return standing;
  });

  return {
    tournament: { id: info.id, game: POCKET_GAME, format: 'STANDARD', name: info.name, date: info.date, players: seats.length },
    standings,
    pairings,
  };
}
