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
