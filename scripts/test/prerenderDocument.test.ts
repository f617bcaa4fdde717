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
  writeFileSync(path.join(shellDir, 'dist', 'chunks.json'), JSON.stringify({ chunks: {}, groups: {} }));
  writeFileSync(path.join(shellDir, 'dist', 'mf-manifest.json'), JSON.stringify({ shared: [] }));
  writeFileSync(path.join(shellDir, 'dist-prerender', 'prerender.cjs'), "module.exports = { FIRST_SHARED: [], HEAD_SCRIPT: '' };\n");
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
  });
});
