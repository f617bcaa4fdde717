import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * scripts/prerender.mjs: `documentHtml` puts a page's texts (title, description, the remote's markup)
 * into the page template. Texts come from the data (a deck's name and description): `$&`, `` $` `` and
 * `$'` in them are text, not replacement patterns. prerender.mjs is an ES module with top-level await
 * (its command line), so it runs in Node itself, over a small stand-in of the shell's build.
 */
const repoRoot = path.resolve(__dirname, '../..');
let shellDir = '';

const TEMPLATE = `<!doctype html>
<html lang="en" data-prerendered="">
  <head>
    <meta name="description" content="Site" />
    <title>Site</title>
    <!--prerender:head-->
  </head>
  <body>
    <div id="root"><!--prerender:app--></div>
    <script defer src="/main.0123456789.js"></script>
  </body>
</html>
`;

beforeAll(() => {
  shellDir = mkdtempSync(path.join(tmpdir(), 'prerender-doc-'));
  mkdirSync(path.join(shellDir, 'dist'));
  mkdirSync(path.join(shellDir, 'dist-prerender'));
  writeFileSync(path.join(shellDir, 'dist', 'page-template.html'), TEMPLATE);
  // The app's chunk; React; the data API, which comes with RTK Query and the store's core.
  writeFileSync(
    path.join(shellDir, 'dist', 'chunks.json'),
    JSON.stringify({ chunks: {}, groups: { bootstrap: ['boot.js'] }, loadedWith: { 'react.js': [], 'data-api.js': ['query.js', 'store-core.js'] } }),
  );
  const shared = (name: string, file: string) => ({ name, assets: { js: { sync: [file], async: [] } } });
  writeFileSync(path.join(shellDir, 'dist', 'mf-manifest.json'), JSON.stringify({ shared: [shared('react', 'react.js'), shared('data-api', 'data-api.js')] }));
  writeFileSync(
    path.join(shellDir, 'dist-prerender', 'prerender.cjs'),
    "module.exports = { FIRST_SHARED: ['react'], DATA_PAGE_SHARED: ['data-api'], HEAD_SCRIPT: '' };\n",
  );
});
afterAll(() => rmSync(shellDir, { recursive: true, force: true }));

function documentHtml(options: Record<string, unknown>): string {
  const module = JSON.stringify(path.join(repoRoot, 'scripts/prerender.mjs'));
  const script = `import(${module}).then((m) => process.stdout.write(m.shellPages({ shellDir: ${JSON.stringify(shellDir)}, dataBase: '' }).documentHtml(${JSON.stringify(options)})))`;
  return execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: repoRoot, encoding: 'utf8' });
}

describe('documentHtml with texts from the data', () => {
  const hostile = "Before $` between $' after $& end $$ $1";
  /** As the template writes it (the shell's own texts are escaped; the head tags and markup come escaped). */
  const escaped = "Before $` between $' after $&amp; end $$ $1";
  const html = () =>
    documentHtml({
      language: 'en',
      prerenderedPath: '/deck/_',
      rendered: { html: `<p>${hostile}</p>`, title: 'Shell', description: 'Shell', startFailed: hostile, siteName: 'Site' },
      dataFiles: [],
      title: hostile,
      description: hostile,
      head: [`<meta property="og:title" content="${hostile}">`],
    });

  it("writes `$`, `$'` and `$&` in a title, a description, the markup and the head as they are", () => {
    const page = html();
    expect(page).toContain(`<title>${escaped}</title>`);
    expect(page).toContain(`<meta name="description" content="${escaped}" />`);
    expect(page).toContain(`<div id="root"><p>${hostile}</p></div>`);
    expect(page).toContain(`<meta property="og:title" content="${hostile}">`);
    expect(page).toContain(`data-start-failed="${escaped}"`);
  });

  it('keeps the page whole: one head, one body, ending in </html>', () => {
    const page = html();
    expect(page.startsWith('<!doctype html>')).toBe(true);
    expect(page.trimEnd().endsWith('</html>')).toBe(true);
    expect(page.match(/<head>/g)).toHaveLength(1);
    expect(page.match(/<\/body>/g)).toHaveLength(1);
    expect(page).not.toContain('main.0123456789.js"></script>');
    // The entry runs once the page has painted: the inline loader adds it.
    expect(page).toContain('<script data-entry="/main.0123456789.js">');
  });
});

describe('the scripts a page starts with', () => {
  const page = (dataFiles: string[]) =>
    documentHtml({
      language: 'en',
      prerenderedPath: dataFiles.length ? '/tier-list' : '/',
      rendered: { html: '<p>x</p>', title: 'Shell', description: 'Shell', startFailed: '', siteName: 'Site' },
      dataFiles,
    });
  const chunksOf = (html: string) => [...html.matchAll(/<link rel="preload" href="([^"]+)" as="script" fetchpriority="low">/g)].map((m) => m[1]);

  it('are preloaded by the head: the entry, the app chunk and the first shared libraries on a page without data', () => {
    expect(chunksOf(page([]))).toEqual(['/main.0123456789.js', '/boot.js', '/react.js']);
  });

  it('add the data API with the chunks it loads with on a page that reads the data set (none found one step later)', () => {
    expect(chunksOf(page(['best-decks.json']))).toEqual(['/main.0123456789.js', '/boot.js', '/react.js', '/data-api.js', '/query.js', '/store-core.js']);
  });
});
