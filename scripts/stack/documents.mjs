// Which page the local shell server answers for an address: the composed page, the prerendered page of
// its route, or "page not found".
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** @import { IncomingMessage } from 'node:http' */

/**
 * The shell server's `document` option: for a page request, the page the renderer composed for exactly
 * that address (in `pagesDir`, when it is there), else the shell's prerendered page of its route, in
 * the language of the address's prefix or of `Accept-Language` (the rule of the site's own detection);
 * undefined (the plain index.html) when the build has no prerendered pages. An address that is no page
 * of the site gets "page not found" (404.html, which the server answers with status 404); so does a deck
 * page the data set (`dataDir`'s best-decks.json, when given) has no deck for.
 * @param {string} shellDir  the shell's build folder
 * @param {string} [pagesDir]  the renderer's output folder
 * @param {string} [dataDir]  the free data set the site serves
 * @returns {((req: IncomingMessage) => string | null) | undefined}
 */
export function prerenderedDocuments(shellDir, pagesDir, dataDir) {
  const bundle = path.join(shellDir, '..', 'dist-prerender', 'prerender.cjs');
  if (!existsSync(bundle) || !existsSync(path.join(shellDir, 'prerender.json'))) return undefined;
  const server = createRequire(import.meta.url)(bundle);
  return (req) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    const header = req.headers['accept-language'];
    const language = Array.isArray(header) ? header[0] : header;
    if (pagesDir) {
      const composed = server.composedDocumentFor(pathname, language);
      if (composed && existsSync(path.join(pagesDir, composed))) return path.join(pagesDir, composed);
    }
    const deckId = server.deckIdOfPath(pathname);
    if (deckId !== null && dataDir && !knownDeckIds(dataDir, server.deckIdsOf).has(deckId)) {
      const missing = path.join(shellDir, server.notFoundDocumentFor(pathname, language));
      if (existsSync(missing)) return missing;
    }
    const file = path.join(shellDir, server.documentFor(pathname, language));
    return existsSync(file) ? file : null;
  };
}

/** @type {Map<string, { mtimeMs: number, ids: Set<string> }>} */
const deckIdCache = new Map();
/**
 * The deck ids of a data set (its best-decks.json), read again when the file changes. An unreadable
 * file counts every deck as known (the deck page then says itself that a deck is unknown).
 * @param {string} dataDir
 * @param {(archetypes: { name: string }[]) => Set<string>} deckIdsOf  the shell's rule (prerender bundle)
 * @returns {{ has: (id: string) => boolean }}
 */
function knownDeckIds(dataDir, deckIdsOf) {
  const file = path.join(dataDir, 'best-decks.json');
  try {
    const { mtimeMs } = statSync(file);
    const cached = deckIdCache.get(file);
    if (cached && cached.mtimeMs === mtimeMs) return cached.ids;
    const ids = deckIdsOf(JSON.parse(readFileSync(file, 'utf8')));
    deckIdCache.set(file, { mtimeMs, ids });
    return ids;
  } catch {
    return { has: () => true };
  }
}
