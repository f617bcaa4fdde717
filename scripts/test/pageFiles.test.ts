import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * scripts/pages/render.mjs: the file a page is written to (pageFile) and the check of a composed page
 * before it is written (problemOf). render.mjs is an ES module with top-level await (its command line),
 * so it is run by Node itself, as the renderer runs, and asked for a list of answers at once.
 */
const repoRoot = path.resolve(__dirname, '../..');

function call(name: 'pageFile' | 'problemOf', argsList: unknown[][]): (string | null)[] {
  const module = JSON.stringify(path.join(repoRoot, 'scripts/pages/render.mjs'));
  const script = `import(${module}).then((m) => console.log(JSON.stringify(${JSON.stringify(argsList)}.map((args) => m[${JSON.stringify(name)}](...args)))))`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: repoRoot, encoding: 'utf8' })) as (string | null)[];
}
const pageFiles = (...sitePaths: string[]) =>
  call(
    'pageFile',
    sitePaths.map((p) => [p]),
  );

describe('pageFile', () => {
  it('is the index.html of the folder of the site path', () => {
    expect(pageFiles('/tier-list', '/', '/statistics/')).toEqual([path.join('tier-list', 'index.html'), 'index.html', path.join('statistics', 'index.html')]);
  });

  it('keeps the characters of a deck id and decodes escapes', () => {
    expect(pageFiles('/deck/espeon-b3a-020&swablu-b1-196', '/deck/a%26b', '/deck/pok%C3%A9mon')).toEqual([
      path.join('deck', 'espeon-b3a-020&swablu-b1-196', 'index.html'),
      path.join('deck', 'a&b', 'index.html'),
      path.join('deck', 'pokémon', 'index.html'),
    ]);
  });

  it('is null for a path that could leave the folder or is not a plain name', () => {
    expect(
      pageFiles('/deck/..', '/deck/%2e%2e', '/deck/%2E%2E/x', '/deck/a%2Fb', '/deck/a%5Cb', '/deck/%E0%A4%A', '/.hidden', '/deck/.', '/deck/a%00b'),
    ).toEqual([null, null, null, null, null, null, null, null, null]);
  });

  it("is null for a deck called _ (the decks' skeleton page) and for a name too long for a file", () => {
    expect(pageFiles('/deck/_', '/de/deck/_', `/deck/${'a'.repeat(252)}-a1-001`, `/deck/${'é'.repeat(110)}`)).toEqual([null, null, null, null]);
  });
});

describe('problemOf', () => {
  const label = 'tierlist@1.0.0';
  const markup = '<p>x</p>';
  const good = `<!doctype html><html><head><title>T</title></head><body><div data-composed="${label}">${markup}</div></body></html>`;
  const problems = (...cases: [html: string, markup?: string][]) =>
    call(
      'problemOf',
      cases.map(([html, m = markup]) => [html, label, m]),
    );

  it('is null for a complete page with the remote markup in its view root', () => {
    expect(problems([good], [`${good}\n`])).toEqual([null, null]);
  });

  it('says what is wrong with a page that is not', () => {
    const [noDoctype, unfinished, placeholder, emptyTitle, noTitle, noRoot, otherLabel, changedMarkup] = problems(
      [good.replace('<!doctype html>', '')],
      [good.replace('</html>', '')],
      [good.replace('</body>', '<!--prerender:app--></body>')],
      [good.replace('<title>T</title>', '<title></title>')],
      [good.replace('<title>T</title>', '')],
      [good.replace(` data-composed="${label}"`, '')],
      [good.replace(label, 'tierlist@0.9.0')],
      [good.replace(markup, '<p>y</p>')],
    );
    expect(noDoctype).toMatch(/doctype/);
    expect(unfinished).toMatch(/<\/html>/);
    expect(placeholder).toMatch(/placeholder/);
    expect(emptyTitle).toMatch(/title/);
    expect(noTitle).toMatch(/title/);
    expect(noRoot).toMatch(/view root/);
    expect(otherLabel).toMatch(/view root/);
    expect(changedMarkup).toMatch(/markup/);
  });

  it("skips the remote's checks for the shell's own page (no markup)", () => {
    const shellPage = '<!doctype html><html><head><title>T</title></head><body><div id="root"></div></body></html>';
    expect(problems([shellPage, ''], [good.replace(markup, '<p>y</p>'), ''])).toEqual([null, null]);
    expect(problems([shellPage.replace('<title>T</title>', '<title></title>'), ''])[0]).toMatch(/title/);
  });
});

describe('writablePages (a page that cannot be written is reported and skipped, the render goes on)', () => {
  const writable = (listed: { module: string; path: string; params: Record<string, string> }[]) => {
    const module = JSON.stringify(path.join(repoRoot, 'scripts/pages/render.mjs'));
    const script = `import(${module}).then((m) => { const fallbacks = []; const kept = m.writablePages('/deck/:deckId', ${JSON.stringify(listed)}, fallbacks); console.log(JSON.stringify({ kept: kept.map((p) => p.path), fallbacks })); })`;
    return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: repoRoot, encoding: 'utf8' })) as {
      kept: string[];
      fallbacks: { route: string; path: string; reason: string }[];
    };
  };
  const deck = (id: string) => ({ module: 'DeckDetailPage', path: `/deck/${encodeURIComponent(id)}`, params: { deckId: id } });

  it('skips a deck id too long for a file name (over 251 bytes) and the skeleton name _, keeps the others and names why', () => {
    const long = `${'a'.repeat(300)}-a1-001`;
    const { kept, fallbacks } = writable([deck('espeon-b3a-020'), deck(long), deck('_'), deck('../x'), deck('pikachu-ex-a1-096')]);
    expect(kept).toEqual(['/deck/espeon-b3a-020', '/deck/pikachu-ex-a1-096']);
    expect(fallbacks).toHaveLength(3);
    for (const f of fallbacks) {
      expect(f.route).toBe('/deck/:deckId');
      expect(f.reason).toMatch(/^its address cannot be a file name: /);
      expect(f.path.length).toBeLessThanOrEqual(200);
    }
  });

  it('keeps a long id that still fits a file name', () => {
    const fits = `${'a'.repeat(100)}-a1-001`;
    expect(writable([deck(fits)]).kept).toEqual([`/deck/${fits}`]);
  });
});
