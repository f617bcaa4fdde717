// Small built-site and data folders for the server tests: the same kinds of files as a real build
// (HTML, entry, hashed chunks, manifests, JSON data), plus what must never be served: dotfiles and
// symlinks leading out of the served folder.
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { precompress } from '../../scripts/precompress.mjs';
import { remotes } from '../../tooling/remotes.mjs';

/** Text of about `bytes` bytes (compressible, so .br/.gz copies are written for it). */
export const filler = (/** @type {string} */ label, /** @type {number} */ bytes) => `${label} `.repeat(Math.ceil(bytes / (label.length + 1))).slice(0, bytes);

/**
 * @param {string} file
 * @param {string} text
 */
function write(file, text) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/**
 * Writes the fixture under `dir`; returns its folders.
 * @param {string} dir
 * @returns {Promise<{ outside: string, dists: Record<string, string>, data: string }>}  dists: by app
 *   (`shell` and each remote's name)
 */
export async function createFixture(dir) {
  const outside = path.join(dir, 'outside');
  write(path.join(outside, 'secret.txt'), 'OUTSIDE-SECRET');
  /** @type {Record<string, string>} */
  const dists = {};
  for (const app of ['shell', ...remotes.map((r) => r.name)]) {
    const root = path.join(dir, 'dist', app);
    dists[app] = root;
    write(path.join(root, 'index.html'), `<!doctype html><title>${app}</title><!-- ${filler('page', 2000)} -->`);
    write(path.join(root, 'main.js'), `// ${app} entry\n/* ${filler('entry', 3000)} */`);
    write(path.join(root, 'app.0123456789.js'), `// hashed chunk\n/* ${filler('chunk', 3000)} */`);
    write(path.join(root, 'small.js'), '// small');
    write(path.join(root, 'mf-manifest.json'), JSON.stringify({ name: app, pad: filler('manifest', 1500) }));
    write(path.join(root, 'remoteEntry.js'), `/* ${filler('remote', 1500)} */`);
    write(path.join(root, 'de', 'index.html'), `<!doctype html><html lang="de"><title>Deutsch</title><!-- ${filler('seite', 1500)} -->`);
    write(path.join(root, '.env'), 'SECRET=site');
    write(path.join(root, '.git', 'config'), '[core]');
    symlinkSync(path.join(outside, 'secret.txt'), path.join(root, 'leak.js'));
    symlinkSync(outside, path.join(root, 'linked-dir'));
    await precompress(root);
  }
  const data = path.join(dir, 'data');
  write(path.join(data, 'meta.json'), JSON.stringify({ lastUpdated: '2026-01-01', pad: filler('meta', 2000) }));
  write(path.join(data, 'best-decks.json'), JSON.stringify({ decks: [], pad: filler('deck', 3000) }));
  write(path.join(data, 'matchups', 'a1-pikachu.json'), JSON.stringify({ rows: [] }));
  write(path.join(data, '.env'), 'SECRET=data');
  symlinkSync(path.join(outside, 'secret.txt'), path.join(data, 'leak.json'));
  await precompress(data);
  return { outside, dists, data };
}
