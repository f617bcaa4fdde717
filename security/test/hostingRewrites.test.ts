import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * firebase.json: Firebase Hosting rewrites only the deck and card routes (every deck or card not
 * rendered gets its route's own page, `deck/_/index.html` or `card/_/index.html`, per language). Any other address that is no file reaches
 * Hosting's `404.html` with status 404; a catch-all rewrite would answer it 200 with a page.
 */
const repoRoot = path.resolve(__dirname, '../..');

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

  // Which rewrites exist (every route with a parameter, per language) is tooling/test/declaredOnce.test.ts's check.
  it('rewrite to a page of their own route, with no pattern', () => {
    expect(rewrites.length).toBeGreaterThan(0);
    for (const r of rewrites) {
      expect(r.regex).toBeUndefined();
      expect(r.destination).toBe((r.source ?? '').replace('/**', '/_/index.html'));
    }
  });

  it('have no catch-all, so an unknown address gets the 404 page with status 404', () => {
    for (const r of rewrites) {
      const source = r.source ?? '';
      expect(source).not.toMatch(/^\/?\*\*$/);
      // Not a whole language's addresses (`/ja/**`), only its deck, card and comparison pages.
      expect(source).toMatch(/^(\/[a-z-]+)?\/(deck|card|compare)\/\*\*$/);
    }
  });
});
