/**
 * `npm run data:preview -- [--data DIR] [--cards FILE] [--missing id,id,...] [--energy Fire] [--no-ex]
 *   [--decks 50] [--sort score|popularity|strength|winRate] [--json] [--all-lists]`
 * `--all-lists` adds every kept list of each deck to the JSON output.
 * Prints the tier-list decks and the best deck finder result exactly as the site computes them.
 */
import { resolve } from 'node:path';
import { DECK_AMOUNT_OPTIONS, ENERGY_TYPES, SORT_OPTIONS, type EnergyType, type SortBy } from '@tcgp/domain';
import { assertKnownArgs, DEFAULT_DATA_DIR, parseArgs, runCli } from '../io';
import { loadDataDir } from '../load';
import { computePreview, DEFAULT_DECK_FILTERS, formatPreview } from '../preview';

const USAGE = `
Usage: npm run data:preview -- [--data DIR] [--cards FILE] [--missing id,id,...] [--energy TYPE] [--no-ex]
                               [--decks N] [--sort score|popularity|strength|winRate] [--json] [--all-lists]

Prints the tier-list decks, their tiers and the best deck finder result exactly as the site computes
them (the rules of @tcgp/rules) for a data directory.

  --data DIR        data directory (default: data/demo/free)
  --cards FILE      card catalogue (default: DIR/cards.json)
  --missing ids     card ids marked missing, comma-separated (an id twice = two copies)
  --energy TYPE     only lists of that energy type (all, Grass, Fire, ...)
  --no-ex           leave out lists with ex Pokémon
  --decks N         how many decks the tier list keeps (default 100)
  --sort METRIC     score, popularity, strength or winRate (default score)
  --json            print JSON instead of text
  --all-lists       add every kept list of each deck to the JSON output
`;

runCli(() => {
  const valued = ['data', 'cards', 'missing', 'energy', 'decks', 'sort'];
  const args = parseArgs(process.argv.slice(2), valued);
  assertKnownArgs(args, valued, ['no-ex', 'json', 'all-lists']);
  const dataDir = resolve(args.options.get('data') ?? DEFAULT_DATA_DIR);
  const cardsFile = args.options.get('cards');
  const data = loadDataDir(dataDir, cardsFile ? resolve(cardsFile) : undefined);

  const energyArg = args.options.get('energy');
  const energy = energyArg === undefined || energyArg.toLowerCase() === 'all' ? null : ENERGY_TYPES.find((t) => t.toLowerCase() === energyArg.toLowerCase());
  if (energy === undefined) throw new Error(`--energy must be one of all, ${ENERGY_TYPES.join(', ')}`);
  const sortArg = args.options.get('sort') ?? DEFAULT_DECK_FILTERS.sortBy;
  const sortBy = SORT_OPTIONS.find((s) => s.toLowerCase() === sortArg.toLowerCase());
  if (!sortBy) throw new Error(`--sort must be one of ${SORT_OPTIONS.join(', ')}`);
  const deckAmount = Number(args.options.get('decks') ?? DEFAULT_DECK_FILTERS.deckAmount);
  if (!Number.isInteger(deckAmount) || deckAmount <= 0) throw new Error('--decks must be a positive integer');
  if (!DECK_AMOUNT_OPTIONS.includes(deckAmount)) process.stderr.write(`note: the site offers ${DECK_AMOUNT_OPTIONS.join(', ')} decks\n`);
  const missing = (args.options.get('missing') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
  const known = new Set(data.cards.map((card) => card.id));
  const unknown = missing.filter((id) => !known.has(id));
  if (unknown.length > 0) throw new Error(`--missing names unknown card ids: ${unknown.join(', ')}`);

  const result = computePreview({
    cards: data.cards,
    archetypes: data.archetypes,
    summary: data.summary,
    missing,
    filters: { energy: energy as EnergyType | null, includeEx: !args.flags.has('no-ex'), deckAmount, sortBy: sortBy as SortBy },
    includeLists: args.flags.has('all-lists'),
  });
  if (args.flags.has('json')) process.stdout.write(`${JSON.stringify({ data: dataDir, summarySource: data.summarySource, ...result }, null, 2)}\n`);
  else process.stdout.write(`${formatPreview(result, data.cards).join('\n')}\n`);
  return 0;
}, USAGE);
