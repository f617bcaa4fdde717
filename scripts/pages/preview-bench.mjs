// Times the deck previews: draws COUNT (default 100) different deck previews, one after another and
// then all at once (resvg renders on libuv's thread pool), and prints both times. The budget is 100
// previews in under 60 s on a 2-core machine.
//
//   node scripts/pages/preview-bench.mjs [COUNT] [--out DIR]   (--out also writes the PNGs)
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { drawDeckPreview, ENERGY_COLOURS } from './preview.mjs';

const POKEMON = ['Giratina ex', 'Darkrai ex', 'Pikachu ex', 'Mewtwo ex', 'Charizard ex', 'Celebi ex', 'Suicune ex', 'Arceus ex', 'Dialga ex', 'Lucario'];
const TRAINERS = ["Professor's Research", 'Poké Ball', 'Pokémon Center Lady', 'Team Rocket Grunt', 'Giant Cape', 'Sabrina', 'Cyrus', 'X Speed'];
const ENERGIES = Object.keys(ENERGY_COLOURS);
const TIERS = ['S', 'A', 'B', 'C', 'D', 'E'];

/**
 * The item at `i`, going round the list.
 * @template T
 * @param {readonly T[]} list
 * @param {number} i
 * @returns {T}
 */
function at(list, i) {
  return /** @type {T} */ (list[i % list.length]);
}

/**
 * The n-th sample deck: every one different (name, tier, figures, cards).
 * @param {number} n
 * @returns {import('./preview.mjs').PagePreview}
 */
export function sampleDeck(n) {
  return {
    title: `${at(POKEMON, n)} ${at(POKEMON, n * 3 + 1)}${n % 7 === 0 ? ' Extended Tournament Variant With A Very Long Name' : ''}`,
    tier: at(TIERS, n),
    stats: [
      { label: 'Score', value: `${(40 + (n % 20)).toFixed(1)}%` },
      { label: 'Win rate', value: `${(45 + ((n * 7) % 15)).toFixed(1)}%` },
      { label: 'Popularity', value: `${((n * 13) % 90) / 10}%` },
      { label: 'Rank', value: `#${n + 1}` },
    ],
    cards: Array.from({ length: 8 }, (_, i) => ({
      name: i < 4 ? at(POKEMON, n + i) : at(TRAINERS, n + i),
      energy: i < 4 ? at(ENERGIES, n + i) : 'Trainer',
      count: 1 + ((n + i) % 2),
    })),
  };
}

/**
 * Draws `count` previews one after another, then all at once.
 * @param {{ count?: number, out?: string }} [o]  out: a folder to write the PNGs to
 * @returns {Promise<{ sequentialMs: number, concurrentMs: number, bytes: number }>}
 */
export async function benchPreviews({ count = 100, out } = {}) {
  const options = { siteName: 'TCG Pocket Tier List' };
  const decks = Array.from({ length: count }, (_, n) => sampleDeck(n));
  // One preview first, so both runs find the font read.
  await drawDeckPreview(decks[0] ?? sampleDeck(0), options);
  let start = performance.now();
  let bytes = 0;
  for (const deck of decks) bytes += (await drawDeckPreview(deck, options)).length;
  const sequentialMs = performance.now() - start;
  start = performance.now();
  const images = await Promise.all(decks.map((deck) => drawDeckPreview(deck, options)));
  const concurrentMs = performance.now() - start;
  if (out) {
    mkdirSync(out, { recursive: true });
    images.forEach((png, n) => writeFileSync(path.join(out, `deck-${String(n).padStart(3, '0')}.png`), png));
  }
  return { sequentialMs, concurrentMs, bytes };
}

/**
 * The bench's arguments: `[COUNT] [--out DIR]`, in any order (COUNT defaults to 100).
 * @param {readonly string[]} args  the command line after the script's name
 * @returns {{ count: number, out?: string }}
 */
export function benchArgs(args) {
  const { values, positionals } = parseArgs({ args: [...args], options: { out: { type: 'string' } }, allowPositionals: true });
  const [first, ...rest] = positionals;
  if (rest.length > 0 || (first !== undefined && !/^[1-9]\d{0,5}$/.test(first))) {
    throw new Error(`usage: node scripts/pages/preview-bench.mjs [COUNT] [--out DIR] (COUNT: 1 to 999999), not ${positionals.join(' ')}`);
  }
  return { count: first === undefined ? 100 : Number(first), ...(values.out === undefined ? {} : { out: values.out }) };
}

async function main() {
  const { count, out } = benchArgs(process.argv.slice(2));
  const { sequentialMs, concurrentMs, bytes } = await benchPreviews({ count, ...(out === undefined ? {} : { out }) });
  const s = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(2)} s (${(ms / count).toFixed(1)} ms each)`;
  console.log(
    `[preview-bench] ${count} deck previews: ${s(sequentialMs)} one after another, ${s(concurrentMs)} all at once; ${Math.round(bytes / count / 1024)} KiB each`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((/** @type {unknown} */ error) => {
    console.error(`[preview-bench] ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}
