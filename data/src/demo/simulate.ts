/**
 * Simulated tournament results for the demo (and the pipeline benchmark): a pool of players who pick
 * archetypes by the meta of the day and sometimes switch, tournaments every day, and a few malformed
 * records of the kinds real data has. Output: tournament files in the Limitless API shape.
 * Deterministic: the same options give the same files, byte for byte.
 */
import { isoDay } from '../pipeline/dates';
import type { LimitlessDecklist, TournamentFile } from '../pipeline/limitless';
import type { Catalogue } from './catalogue';
import { buildMeta, popularityAt, winChance, type DemoArchetype, type DemoPlayerDeck } from './meta';
import { createRandom, type Random } from './random';
import { playTournament, type Seat } from './tournament';
import { compareText } from '../values';

export interface SimulationOptions {
  seed: string;
  /** First and last simulated day (day numbers, inclusive). */
  from: number;
  to: number;
  tournamentsPerDay: [number, number];
  playersPerTournament: [number, number];
  /** Players who come back from tournament to tournament. */
  poolSize: number;
  /** Add the malformed records real data has (bad lists, unknown cards, odd winners, broken files). */
  malformed: boolean;
}

export interface SimulatedFile {
  name: string;
  text: string;
}

/** Chances per standing / pairing of the malformed records (when `malformed` is on). */
const BAD = { shortList: 0.003, unknownCard: 0.0015, threeCopies: 0.0015, oddWinner: 0.001, noDeck: 0.04, unmappedDeck: 0.01 };
/** Chance that a returning player changes archetype, and changes list within the archetype. */
const SWITCH_ARCHETYPE = 0.18;
const SWITCH_LIST = 0.25;

function copyDecklist(list: LimitlessDecklist): { pokemon: NonNullable<LimitlessDecklist['pokemon']>; trainer: NonNullable<LimitlessDecklist['trainer']> } {
  return { pokemon: (list.pokemon ?? []).map((c) => ({ ...c })), trainer: (list.trainer ?? []).map((c) => ({ ...c })) };
}

/** A decklist with one of the faults real data has, or the list itself. */
function maybeBroken(list: LimitlessDecklist, rng: Random, malformed: boolean): LimitlessDecklist {
  if (!malformed) return list;
  const r = rng.next();
  if (r >= BAD.shortList + BAD.unknownCard + BAD.threeCopies) return list;
  const copy = copyDecklist(list);
  const lastTrainer = copy.trainer[copy.trainer.length - 1];
  if (!lastTrainer) return list;
  if (r < BAD.shortList) {
    lastTrainer.count -= 1; // 19 cards
  } else if (r < BAD.shortList + BAD.unknownCard) {
    copy.trainer[copy.trainer.length - 1] = { count: lastTrainer.count, name: 'Unreleased Card', set: 'A0', number: '999' };
  } else {
    const pair = copy.pokemon.find((c) => c.count === 2);
    if (!pair) return list;
    pair.count = 3; // three copies of one card name
    lastTrainer.count -= 1;
  }
  copy.trainer = copy.trainer.filter((c) => c.count > 0);
  return copy;
}

function pickDeck(archetypes: readonly DemoArchetype[], weights: readonly number[], rng: Random): DemoPlayerDeck {
  const index = rng.weighted(
    archetypes.map((_, i) => i),
    (i) => weights[i] ?? 0,
  );
  const archetype = archetypes[index] as DemoArchetype;
  return { archetype, list: rng.weighted(archetype.lists, (l) => l.weight) };
}

/** Simulates every day of the options' range; the files are sorted by name. */
export function simulateTournaments(catalogue: Catalogue, options: SimulationOptions): SimulatedFile[] {
  const rng = createRandom(options.seed);
  const archetypes = buildMeta(catalogue, rng.fork('meta'));
  const pool: (DemoPlayerDeck | null)[] = new Array<DemoPlayerDeck | null>(options.poolSize).fill(null);
  const poolIndex = Array.from({ length: options.poolSize }, (_, i) => i);
  const files: SimulatedFile[] = [];
  const days = options.to - options.from + 1;

  for (let day = options.from; day <= options.to; day += 1) {
    const dayRng = rng.fork(`day:${isoDay(day)}`);
    const progress = days > 1 ? (day - options.from) / (days - 1) : 1;
    const weights = archetypes.map((a) => popularityAt(a, progress));
    const count = dayRng.int(options.tournamentsPerDay[0], options.tournamentsPerDay[1]);
    for (let t = 0; t < count; t += 1) {
      const local = dayRng.fork(`tournament:${t}`);
      const size = local.int(options.playersPerTournament[0], options.playersPerTournament[1]);
      // Partial Fisher-Yates: `size` distinct players of the pool.
      for (let i = 0; i < size; i += 1) {
        const j = i + Math.floor(local.next() * (poolIndex.length - i));
        [poolIndex[i], poolIndex[j]] = [poolIndex[j] as number, poolIndex[i] as number];
      }
      const seats: Seat<DemoPlayerDeck>[] = poolIndex.slice(0, size).map((p) => {
        let deck = pool[p] ?? null;
        const gone = deck !== null && (weights[archetypes.indexOf(deck.archetype)] ?? 0) === 0;
        if (deck === null || gone || local.chance(SWITCH_ARCHETYPE)) deck = pickDeck(archetypes, weights, local);
        else if (local.chance(SWITCH_LIST)) deck = { archetype: deck.archetype, list: local.weighted(deck.archetype.lists, (l) => l.weight) };
        pool[p] = deck;
        const r = local.next();
        const identified = !options.malformed || r >= BAD.noDeck + BAD.unmappedDeck;
        const seatDeck = identified ? { id: deck.archetype.deckId, name: deck.archetype.deckName } : r < BAD.noDeck ? null : { id: 'other', name: 'Other' };
        return {
          player: `player-${String(p).padStart(5, '0')}`,
          deck: seatDeck,
          decklist: maybeBroken(deck.list.decklist, local, options.malformed),
          hidden: deck,
        };
      });
      const id = `demo-${isoDay(day)}-${t + 1}`;
      const hour = String(10 + t).padStart(2, '0');
      const file = playTournament(local, { id, name: `Demo Cup ${isoDay(day)} #${t + 1}`, date: `${isoDay(day)}T${hour}:00:00.000Z` }, seats, winChance);
      if (options.malformed) for (const pairing of file.pairings) if (pairing.player2 !== undefined && local.chance(BAD.oddWinner)) pairing.winner = '?';
      files.push({ name: `${id}.json`, text: JSON.stringify(file) });
    }
  }
  if (options.malformed) files.push(...brokenFiles(options.to, files));
  return files.sort((a, b) => compareText(a.name, b.name));
}

/** Two files the ingest must count and skip: a cut-off download and a tournament of another game. */
function brokenFiles(lastDay: number, files: readonly SimulatedFile[]): SimulatedFile[] {
  const day = isoDay(lastDay);
  const other = files[0] ? (JSON.parse(files[0].text) as TournamentFile) : null;
  const result: SimulatedFile[] = [{ name: `demo-${day}-cut-off.json`, text: '{"tournament":{"id":"cut-off","game":"POCKET","date":"' }];
  if (other) {
    other.tournament = { ...other.tournament, id: `other-game-${day}`, game: 'PTCG', name: 'Another game' };
    result.push({ name: `other-game-${day}.json`, text: JSON.stringify(other) });
  }
  return result;
}
