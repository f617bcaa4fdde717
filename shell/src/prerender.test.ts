/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from 'shared-contracts';
import { languagePath } from '@tcgp/i18n';
import { HEAD_SCRIPT, LANGUAGE_FOLDERS, PAGES, composedDocumentFor, deckIdOfPath, deckIdsOf, documentFor, notFoundDocumentFor } from './prerender';

describe('which page a server answers an address with', () => {
  it('the composed page of exactly that address, in the language of its prefix or of Accept-Language', () => {
    expect(composedDocumentFor('/tier-list', 'de-DE,de;q=0.9')).toBe('localized/de/tier-list/index.html');
    expect(composedDocumentFor('/de/tier-list', 'ja')).toBe('localized/de/tier-list/index.html');
    expect(composedDocumentFor('/zh-hant/deck/espeon-b3a-020&swablu-b1-196', undefined)).toBe('localized/zh_tw/deck/espeon-b3a-020&swablu-b1-196/index.html');
    expect(composedDocumentFor('/deck/espeon-b3a-020%26swablu-b1-196', 'en')).toBe('localized/en/deck/espeon-b3a-020&swablu-b1-196/index.html');
    expect(composedDocumentFor('/', 'fr')).toBe('localized/fr/index.html');
    expect(composedDocumentFor('/de', undefined)).toBe('localized/de/index.html');
  });

  it('no file for an address that could leave the folder or is not a name', () => {
    expect(composedDocumentFor('/deck/..', 'en')).toBeNull();
    expect(composedDocumentFor('/deck/%2e%2e/x', 'en')).toBeNull();
    expect(composedDocumentFor('/deck/a%2Fb', 'en')).toBeNull();
    expect(composedDocumentFor('/deck/a%5Cb', 'en')).toBeNull();
    expect(composedDocumentFor('/deck/a%00b', 'en')).toBeNull();
    expect(composedDocumentFor('/deck/%E0%A4%A', 'en')).toBeNull();
  });

  it("else the shell's prerendered page of the route (a deck's skeleton for any deck), in the same language", () => {
    expect(documentFor('/deck/anything', 'ko')).toBe('localized/ko/deck/_/index.html');
    expect(documentFor('/de/deck/anything', 'en')).toBe('localized/de/deck/_/index.html');
    expect(documentFor('/de-at/collection', undefined)).toBe('localized/de_at/collection/index.html');
    expect(documentFor('/', 'es')).toBe('localized/es/index.html');
    expect(documentFor('/de', 'en')).toBe('localized/de/index.html');
  });

  it('"page not found" (404.html, never indexed) for an address that is no page, in its language', () => {
    expect(documentFor('/nowhere', 'es')).toBe('localized/es/404.html');
    expect(documentFor('/this-page-does-not-exist', 'en')).toBe('localized/en/404.html');
    expect(documentFor('/de/this-page-does-not-exist', 'en')).toBe('localized/de/404.html');
    expect(documentFor('/tier-list/extra', 'ja')).toBe('localized/ja/404.html');
    expect(PAGES.find((p) => p.file === '404.html')).toMatchObject({ path: '/404', noindex: true });
    expect(notFoundDocumentFor('/zh-hant/deck/x', 'en')).toBe('localized/zh_tw/404.html');
  });

  it('serves every comparison of two decks its skeleton page, never indexed; other route pages may be', () => {
    expect(documentFor('/compare/espeon-b3a-020/swablu-b1-196', 'en')).toBe('localized/en/compare/_/index.html');
    expect(documentFor('/de/compare/espeon-b3a-020/swablu-b1-196', 'en')).toBe('localized/de/compare/_/index.html');
    expect(PAGES.find((p) => p.path === '/compare/_')).toMatchObject({ file: 'compare/_/index.html', noindex: true });
    expect(PAGES.find((p) => p.path === '/deck/_')?.noindex).toBeUndefined();
  });

  it('reads the deck id of a deck page, and the deck ids of a data set', () => {
    expect(deckIdOfPath('/deck/a%26b')).toBe('a&b');
    expect(deckIdOfPath('/de/deck/espeon-b3a-020&swablu-b1-196')).toBe('espeon-b3a-020&swablu-b1-196');
    expect(deckIdOfPath('/deck')).toBeNull();
    // The deck route's own page, which the worker keeps: no deck, so never "page not found".
    expect(deckIdOfPath('/deck/_')).toBeNull();
    expect(deckIdOfPath('/ja/deck/_')).toBeNull();
    expect(deckIdOfPath('/tier-list')).toBeNull();
    expect(deckIdOfPath('/deck/%E0%A4%A')).toBeNull();
    expect([...deckIdsOf([{ name: 'Espeon B3a 020' }, { name: 'a&b' }])]).toEqual(['espeon-b3a-020', 'a&b']);
  });
});

describe('every language of LANGUAGES', () => {
  it.each(LANGUAGES.map((l) => [l.code, l] as const))('%s has its own Firebase Hosting folders, its pages in the first', (code, language) => {
    // Firebase Hosting's i18n folders: `<language>_<country>`, either part `ALL`, or the language alone (lower case).
    for (const folder of LANGUAGE_FOLDERS[code]) expect(folder).toMatch(/^([a-z]{2,3}|ALL)(_([a-z]{2}|ALL))?$/);
    const others = LANGUAGES.filter((l) => l.code !== code).flatMap((l) => LANGUAGE_FOLDERS[l.code]);
    expect(LANGUAGE_FOLDERS[code].filter((folder) => others.includes(folder))).toEqual([]);
    expect(documentFor(languagePath(code, '/tier-list'), undefined)).toBe(`localized/${language.hostingFolders[0]}/tier-list/index.html`);
    expect(notFoundDocumentFor(languagePath(code, '/nowhere'), undefined)).toBe(`localized/${language.hostingFolders[0]}/404.html`);
  });
});

describe('the production policy lets the inline scripts of the published pages run', () => {
  const repoRoot = path.resolve(__dirname, '../..');
  const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  // The loader is written by scripts/prerender.mjs (an ES module with top-level await), so Node reads it.
  const loader = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', `import(${JSON.stringify(path.join(repoRoot, 'scripts/prerender.mjs'))}).then((m) => process.stdout.write(m.LOADER_SCRIPT))`],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  const deploy = JSON.parse(readFileSync(path.join(repoRoot, 'scripts/deploy/demo/deploy.json'), 'utf8')) as { scriptHashes: string[] };
  const firebase = JSON.parse(readFileSync(path.join(repoRoot, 'firebase.json'), 'utf8')) as {
    hosting: { headers: { source?: string; headers: { key: string; value: string }[] }[] };
  };
  const scriptSrc =
    firebase.hosting.headers
      .find((h) => h.source === '**')
      ?.headers.find((h) => h.key === 'Content-Security-Policy')
      ?.value.split('; ')
      .find((d) => d.startsWith('script-src ')) ?? '';

  // A hash missing there blocks the theme, the personal view mark and the taps kept before start.
  it.each([
    ['the head script (theme, view mark, taps before start)', () => HEAD_SCRIPT],
    ['the loader of the entry', () => loader],
  ])('%s: its hash is in deploy.json and in the script-src of firebase.json', (_what, script) => {
    expect(script().length).toBeGreaterThan(100);
    const hash = hashOf(script());
    expect(deploy.scriptHashes.map((h) => `'${h}'`)).toContain(hash);
    expect(scriptSrc.split(' ')).toContain(hash);
  });
});
