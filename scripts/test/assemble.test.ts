/**
 * scripts/deploy/assemble.mjs: the published folder is the shell's build with the composed pages over
 * its skeletons, and nothing else of the renderer's output replaces a file of the shell's build; the
 * render report is never published.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { assemble, mayReplaceShellFile } from '../deploy/assemble.mjs';

let dir = '';
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
};

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'assemble-'));
  for (const file of [
    'index.html',
    'deck/_/index.html',
    'localized/de/deck/_/index.html',
    'de/deck/_/index.html',
    'tier-list/index.html',
    'main.0123456789.js',
    'sw.js',
    '404.html',
    'robots.txt',
  ]) {
    write(path.join(dir, 'shell', file), `shell ${file}`);
  }
  write(path.join(dir, 'config.json'), '{}');
  write(path.join(dir, 'remotes.json'), '{}');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function run(pageFiles: string[]) {
  for (const file of pageFiles) write(path.join(dir, 'pages', file), `page ${file}`);
  const lines: string[] = [];
  const out = assemble({
    pages: path.join(dir, 'pages'),
    config: path.join(dir, 'config.json'),
    registry: path.join(dir, 'remotes.json'),
    shell: path.join(dir, 'shell'),
    out: path.join(dir, 'public'),
    log: (line: string) => lines.push(line),
  });
  const read = (file: string) => readFileSync(path.join(out, file), 'utf8');
  return { out, read, lines };
}

describe('assemble', () => {
  it('puts the composed pages, previews, sitemap and robots.txt over the shell', () => {
    const { read } = run([
      'index.html',
      'tier-list/index.html',
      'tier-list/index.html.br',
      'deck/a1-001/index.html',
      'og/deck/a1-001.png',
      'sitemap.xml',
      'robots.txt',
    ]);
    expect(read('index.html')).toBe('page index.html');
    expect(read('tier-list/index.html')).toBe('page tier-list/index.html');
    expect(read('tier-list/index.html.br')).toBe('page tier-list/index.html.br');
    expect(read('deck/a1-001/index.html')).toBe('page deck/a1-001/index.html');
    expect(read('og/deck/a1-001.png')).toBe('page og/deck/a1-001.png');
    expect(read('robots.txt')).toBe('page robots.txt');
    expect(read('main.0123456789.js')).toBe('shell main.0123456789.js');
  });

  it("never lets a rendered page replace the decks' skeleton page or another file of the shell, and says so", () => {
    const { read, lines } = run(['deck/_/index.html', 'localized/de/deck/_/index.html', 'de/deck/_/index.html', 'sw.js', '404.html', 'main.0123456789.js']);
    expect(read('deck/_/index.html')).toBe('shell deck/_/index.html');
    expect(read('localized/de/deck/_/index.html')).toBe('shell localized/de/deck/_/index.html');
    expect(read('de/deck/_/index.html')).toBe('shell de/deck/_/index.html');
    expect(read('sw.js')).toBe('shell sw.js');
    expect(read('404.html')).toBe('shell 404.html');
    expect(read('main.0123456789.js')).toBe('shell main.0123456789.js');
    expect(lines).toHaveLength(6);
    expect(lines[0]).toMatch(/left out: it would replace the shell's own file/);
  });

  it('leaves the render report out of the published folder', () => {
    const { out } = run(['pages.json', 'pages.report.json', 'tier-list/index.html']);
    expect(existsSync(path.join(out, 'pages.json'))).toBe(false);
    expect(existsSync(path.join(out, 'pages.report.json'))).toBe(false);
    expect(existsSync(path.join(out, 'tier-list/index.html'))).toBe(true);
  });

  it('says which shell files a page may replace', () => {
    expect(mayReplaceShellFile('localized/zh_tw/tier-list/index.html.gz')).toBe(true);
    expect(mayReplaceShellFile('deck/_/index.html.br')).toBe(false);
    expect(mayReplaceShellFile('prerender.json')).toBe(false);
  });
});
