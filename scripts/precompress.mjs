// Precompresses the built site and the data for the embedded static servers: a .br (brotli, quality
// 11) and a .gz (gzip, level 9) next to every .js/.css/.html/.json/.svg/.txt file over MIN_BYTES,
// which sirv sends to clients that accept them. Incremental: a copy newer than its source is kept;
// copies whose source is gone, or that would not be smaller, are removed.
//
//   node scripts/precompress.mjs DIR [DIR...]
import { readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

export const MIN_BYTES = 1024;
export const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;
const COPIES = /** @type {const} */ (['.br', '.gz']);

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** @type {{ [ext in (typeof COPIES)[number]]: (data: Buffer) => Promise<Buffer> }} */
const compressors = {
  '.br': (data) =>
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  '.gz': (data) => gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
};

/**
 * One precompressed copy of `data`, as precompress() writes it.
 * @param {(typeof COPIES)[number]} ext
 * @param {Buffer} data
 */
export const compress = (ext, data) => compressors[ext](data);

/**
 * @param {string} dir
 * @returns {AsyncGenerator<string>}
 */
async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

const mtimeOf = (/** @type {string} */ file) =>
  stat(file).then(
    (s) => s.mtimeMs,
    () => null,
  );

/**
 * Precompresses one folder (recursively).
 * @param {string} dir
 * @param {{ minBytes?: number }} [o]  copies are made of files of at least `minBytes` (default MIN_BYTES)
 * @returns {Promise<{ written: number, kept: number, removed: number }>}
 */
export async function precompress(dir, { minBytes = MIN_BYTES } = {}) {
  const counts = { written: 0, kept: 0, removed: 0 };
  const files = [];
  for await (const file of walk(dir)) files.push(file);
  const all = new Set(files);
  for (const file of files) {
    const copyExt = COPIES.find((ext) => file.endsWith(ext));
    if (copyExt) {
      const source = file.slice(0, -copyExt.length);
      if (!all.has(source) || !COMPRESSIBLE.test(source)) {
        await unlink(file);
        counts.removed += 1;
      }
      continue;
    }
    if (!COMPRESSIBLE.test(file)) continue;
    const info = await stat(file);
    for (const ext of COPIES) {
      const copy = file + ext;
      if (info.size < minBytes) {
        if (all.has(copy)) {
          await unlink(copy);
          counts.removed += 1;
        }
        continue;
      }
      const copyTime = await mtimeOf(copy);
      if (copyTime !== null && copyTime >= info.mtimeMs) {
        counts.kept += 1;
        continue;
      }
      const compressed = await compressors[ext](await readFile(file));
      if (compressed.length >= info.size) {
        if (copyTime !== null) await unlink(copy);
        continue;
      }
      // Written after the source, so "not older than its source" marks it fresh.
      await writeFile(copy, compressed);
      counts.written += 1;
    }
  }
  return counts;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dirs = process.argv.slice(2);
  if (dirs.length === 0) {
    console.error('usage: node scripts/precompress.mjs DIR [DIR...]');
    process.exit(2);
  }
  for (const dir of dirs) {
    const { written, kept, removed } = await precompress(dir);
    console.log(`[precompress] ${dir}: ${written} written, ${kept} up to date, ${removed} removed`);
  }
}
