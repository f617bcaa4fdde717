// A partial render's start (pages:render --only <remote>): the last render, linked, without one remote's pages.
import { existsSync, linkSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Links every file of `from` into `to` (same folders), except the documents holding `marker` and their
 * .br/.gz copies: the last render without one remote's pages.
 * @param {string} from
 * @param {string} to
 * @param {string} marker
 */
export function linkTreeWithout(from, to, marker) {
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      mkdirSync(target, { recursive: true });
      linkTreeWithout(source, target, marker);
    } else if (entry.isFile()) {
      const html = entry.name.endsWith('.html') ? source : entry.name.endsWith('.html.br') || entry.name.endsWith('.html.gz') ? source.slice(0, -3) : null;
      if (html && existsSync(html) && readFileSync(html, 'utf8').includes(marker)) continue;
      linkSync(source, target);
    }
  }
}
