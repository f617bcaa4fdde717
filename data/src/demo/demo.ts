/**
 * The demo dataset, made the way production data is made: simulated tournaments written as raw
 * Limitless files, then the real pipeline (`runBuild`, the function behind `npm run data:build`).
 *
 * Layout of the output directory (data/demo by default, gitignored):
 *   tournaments/*.json        the simulated tournament files
 *   catalogue/cards.json      the full card catalogue (from the npm package pokemon-tcg-pocket-database),
 *                             with local names from the committed fixture data/names/tcgdex-fixture.json
 *   catalogue/expansions.json
 *   free/ , premium/          the two data sets of `data:build` (as of the last Monday / as of today)
 *   demo.json                 {today, seed, version}: what `ensureDemoData` checks
 *
 * Deterministic: the same `today` (and seed) gives the same bytes.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeJsonFile } from '../io';
import { isoDay, mondayOf } from '../pipeline/dates';
import { HISTORY_WEEKS } from '../pipeline/outputs';
import { runBuild, type WrittenSet } from '../pipeline/run';
import { loadCatalogue, toPublishedCard } from './catalogue';
import { namesFromFixture, readNamesFixture, withLocalNames } from '../names/localNames';
import { simulateTournaments } from './simulate';
import demoVersion from './version.json';

export const DEMO_SEED = 'tcg-pocket-demo-2';
/**
 * Bumped (in version.json, which scripts/stack/demoData.mjs reads too) when the generator changes, so that
 * `ensureDemoData` regenerates a demo made by an older generator.
 */
export const DEMO_VERSION: number = demoVersion.version;
export const DEMO_MARKER = 'demo.json';

export interface DemoResult {
  today: string;
  tournaments: number;
  free: WrittenSet;
  premium: WrittenSet;
}

/** Everything a previous demo generator may have left at the top of the output directory. */
const OWNED = [
  'tournaments',
  'catalogue',
  'free',
  'premium',
  DEMO_MARKER,
  'cards.json',
  'best-decks.json',
  'matchup-data.json',
  'card-scores.json',
  'meta.json',
  'matchup-summary.json',
  'matchups',
];

/** Simulates the 12 history weeks up to `today` (YYYY-MM-DD), writes the tournament files and builds both sets. */
export function writeDemo(outDir: string, today: number, seed: string = DEMO_SEED): DemoResult {
  for (const name of OWNED) rmSync(join(outDir, name), { recursive: true, force: true });
  const catalogue = loadCatalogue();
  const files = simulateTournaments(catalogue, {
    seed,
    from: mondayOf(today) - 7 * (HISTORY_WEEKS - 1),
    to: today,
    tournamentsPerDay: [6, 9],
    playersPerTournament: [24, 64],
    poolSize: 2500,
    malformed: true,
  });
  const tournamentsDir = join(outDir, 'tournaments');
  mkdirSync(tournamentsDir, { recursive: true });
  for (const file of files) writeFileSync(join(tournamentsDir, file.name), `${file.text}\n`);
  const cardsFile = join(outDir, 'catalogue', 'cards.json');
  const expansionsFile = join(outDir, 'catalogue', 'expansions.json');
  // The catalogue carries the cards' local names (the committed TCGdex fixture: no network), so the
  // published cards.json has them as a real publish's has.
  const cards = catalogue.cards.map(toPublishedCard);
  writeJsonFile(cardsFile, withLocalNames(cards, namesFromFixture(cards, readNamesFixture())), 'lines');
  writeJsonFile(expansionsFile, catalogue.expansions, 'lines');
  const { free, premium } = runBuild({ tournamentsDir, cardsFile, expansionsFile, today: isoDay(today), outDir });
  writeJsonFile(join(outDir, DEMO_MARKER), { today: isoDay(today), seed, version: DEMO_VERSION }, 'pretty');
  return { today: isoDay(today), tournaments: files.length, free, premium };
}
