import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * firebase.json: Firebase Hosting rewrites only the deck route (every deck not rendered gets the deck
 * route's own page, `deck/_/index.html`, per language). Any other address that is no file reaches
 * Hosting's `404.html` with status 404; a catch-all rewrite would answer it 200 with a page.
 */
const repoRoot = path.resolve(__dirname, '../..');
const PREFIXES = ['en', 'de', 'de-at', 'es', 'fr', 'ja', 'ko', 'zh-hans', 'zh-hant'];

interface Rewrite {
  source?: string;
  regex?: string;
  destination?: string;
  function?: unknown;
  run?: unknown;
}

const hosting = (JSON.parse(readFileSync(path.join(repoRoot, 'firebase.json'), 'utf8')) as { hosting: { public: string; rewrites?: Rewrite[] } }).hosting;

describe('Firebase Hosting rewrites', () => {
  const rewrites = hosting.rewrites ?? [];

  it('rewrite the deck route only, to its own page, in every language and without a prefix', () => {
    const expected = [...PREFIXES.map((p) => `/${p}/deck/**`), '/deck/**'];
    expect(rewrites.map((r) => r.source).sort()).toEqual(expected.sort());
    for (const r of rewrites) {
      expect(r.regex).toBeUndefined();
      expect(r.destination).toBe((r.source ?? '').replace('/**', '/_/index.html'));
    }
  });

  it('have no catch-all, so an unknown address gets the 404 page with status 404', () => {
    for (const r of rewrites) {
      const source = r.source ?? '';
      expect(source).not.toMatch(/^\/?\*\*$/);
      // Not a whole language's addresses (`/ja/**`), only its deck pages.
      expect(source).not.toMatch(/^\/(en|de|de-at|es|fr|ja|ko|zh-hans|zh-hant)\/\*\*$/);
      expect(source.startsWith('/') && source.includes('/deck/')).toBe(true);
    }
  });
});
