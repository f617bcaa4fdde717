/**
 * Local card names of the publish step: the committed fixture, TCGdex through its disk cache (a fake
 * TCGdex on 127.0.0.1 that serves the fixture), the English fallback, malformed names refused.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Archetype, Card } from '@tcgp/domain';
import { REAL_DATA_FILES, REAL_SNAPSHOT_DIR } from '@tcgp/test-fixtures';
import { fetchTcgdexNames, namesFromFixture, NAMES_FIXTURE, readNamesFixture, tcgdexCardId, withLocalNames } from '../src/names/localNames';
import { runPublish, runPublishWithNames } from '../src/publish';
import { cleanTempDirs, demoDir, tempDir } from './helpers';

afterAll(cleanTempDirs);

const card = (id: string, name: string): Card => ({ id, name, type: 'Fire', ex: 'No', set: id.split('-')[0] ?? '' });
const CHARIZARD = card('a1-036', 'Charizard ex');
const RESEARCH = card('pa-007', "Professor's Research");
/** Not in TCGdex (nor in the fixture): English everywhere. */
const UNKNOWN = card('b9-001', 'Some Future Card');

const readJson = <T>(...path: string[]): T => JSON.parse(readFileSync(join(...path), 'utf8')) as T;

describe('tcgdexCardId', () => {
  it.each([
    ['a1-036', 'A1-036'],
    ['a2b-005', 'A2b-005'],
    ['b1a-010', 'B1a-010'],
    ['pa-007', 'P-A-007'],
    ['pb-006', 'P-B-006'],
  ])('%s is %s on TCGdex', (id, expected) => expect(tcgdexCardId(id)).toBe(expected));

  it('has none for an id of another shape', () => expect(tcgdexCardId('A1-36')).toBeNull());
});

describe('the committed fixture', () => {
  const fixture = readNamesFixture();

  it('holds the real local names', () => {
    expect(fixture.get('A1-036')).toMatchObject({ de: 'Glurak-ex', fr: 'Dracaufeu-ex', es: 'Charizard ex', ko: '리자몽 ex' });
    expect(fixture.get('P-A-007')).toMatchObject({ de: 'Forschung des Professors', fr: 'Recherches Professorales' });
  });

  it('covers every card of the top decks of the demo and of the real snapshot that TCGdex lists', () => {
    const uncovered = (decks: Archetype[], tcgdexHas: (id: string) => boolean) => {
      const ids = new Set(decks.slice(0, 20).flatMap((deck) => deck.lists.flatMap((list) => list.cards.map((entry) => entry.split(':')[1] ?? ''))));
      return [...ids].filter((id) => tcgdexHas(id) && !fixture.has(tcgdexCardId(id) ?? ''));
    };
    // The sets TCGdex has translated (of later sets it lists English names only, or none).
    const listed = (id: string) => /^(a1|a1a|a2|a2a|a2b|a3|a3a|a3b|a4|a4a|b1|pa)-/.test(id);
    const demo = readJson<Archetype[]>(demoDir(), 'free', 'best-decks.json');
    expect(uncovered(demo, () => true).filter((id) => listed(id))).toEqual([]);
    expect(uncovered(readJson<Archetype[]>(REAL_SNAPSHOT_DIR, 'best-decks.json'), listed)).toEqual([]);
  });

  it('gives a card its names in the site languages, none to a card it lacks', () => {
    const names = namesFromFixture([CHARIZARD, UNKNOWN], fixture);
    expect(names.get('a1-036')).toEqual({ de: 'Glurak-ex', es: 'Charizard ex', fr: 'Dracaufeu-ex', ko: '리자몽 ex' });
    expect(names.has('b9-001')).toBe(false);
  });

  it('refuses a malformed entry and names it', () => {
    const dir = tempDir();
    const file = join(dir, 'names.json');
    writeFileSync(file, JSON.stringify({ 'A1-036': { de: 'Glurak-ex' }, 'A1-037': { de: '' } }));
    expect(() => readNamesFixture(file)).toThrow(`${file}: malformed card names: $["A1-037"].de: expected a card name, got an empty string`);
    writeFileSync(file, JSON.stringify({ 'A1-036': { German: 'Glurak-ex' } }));
    expect(() => readNamesFixture(file)).toThrow(/\$\["A1-036"\]: expected language codes as keys \(like "de" or "zh-Hans"\), got "German"/);
    writeFileSync(file, JSON.stringify({ 'A1-036': ['Glurak-ex'] }));
    expect(() => readNamesFixture(file)).toThrow(/\$\["A1-036"\]: expected an object of language code -> card name, got/);
  });
});

describe('withLocalNames', () => {
  it('keeps only the names that differ from English, in the site languages', () => {
    const [charizard] = withLocalNames([CHARIZARD], new Map([['a1-036', { de: 'Glurak-ex', es: 'Charizard ex', pt: 'Charizard ex' }]]));
    expect(charizard).toEqual({ ...CHARIZARD, names: { de: 'Glurak-ex' } });
  });

  it('leaves a card without a local name English only (no names field)', () => {
    expect(withLocalNames([UNKNOWN, { ...CHARIZARD, names: { de: 'old' } }], new Map())).toEqual([UNKNOWN, CHARIZARD]);
  });
});

/** A fake TCGdex: `/v2/{lang}/cards/{id}` answers the fixture's name, 404 when it has none; `override` answers instead. */
async function fakeTcgdex(override?: (lang: string, id: string) => { status: number; body: string } | undefined) {
  const fixture = readNamesFixture();
  const hits: string[] = [];
  const server: Server = createServer((req, res) => {
    hits.push(req.url ?? '');
    const [, lang = '', id = ''] = /^\/v2\/([^/]+)\/cards\/([^/]+)$/.exec(req.url ?? '') ?? [];
    const decoded = decodeURIComponent(id);
    const answer = override?.(lang, decoded);
    if (answer) {
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
      return;
    }
    const name = fixture.get(decoded)?.[lang];
    if (name === undefined) res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
    else res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: decoded, localId: decoded.split('-').pop(), name }));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}/v2`, hits, close: () => new Promise<void>((done) => server.close(() => done())) };
}

describe('fetchTcgdexNames', () => {
  it('asks each card once per language, then reads the cache', async () => {
    const tcgdex = await fakeTcgdex();
    try {
      const cacheDir = tempDir();
      const first = await fetchTcgdexNames([CHARIZARD, RESEARCH, UNKNOWN], { baseUrl: tcgdex.baseUrl, cacheDir });
      expect(first.names.get('a1-036')).toMatchObject({ de: 'Glurak-ex', fr: 'Dracaufeu-ex' });
      expect(first.names.get('pa-007')).toMatchObject({ de: 'Forschung des Professors' });
      // Seven TCGdex languages for each of three cards.
      expect(first.fetched).toBe(21);
      expect(tcgdex.hits).toContain('/v2/de/cards/A1-036');
      expect(tcgdex.hits).toContain('/v2/zh-cn/cards/P-A-007');
      expect(existsSync(join(cacheDir, 'de', 'A1-036.json'))).toBe(true);

      const hitsBefore = tcgdex.hits.length;
      const second = await fetchTcgdexNames([CHARIZARD, RESEARCH, UNKNOWN], { baseUrl: tcgdex.baseUrl, cacheDir });
      expect(tcgdex.hits.length).toBe(hitsBefore);
      expect(second).toMatchObject({ fetched: 0, cached: 21 });
      expect(second.names).toEqual(first.names);
    } finally {
      await tcgdex.close();
    }
  });

  it('leaves a card TCGdex does not have in English (a 404, cached as no name)', async () => {
    const tcgdex = await fakeTcgdex();
    try {
      const cacheDir = tempDir();
      const result = await fetchTcgdexNames([UNKNOWN, CHARIZARD], { baseUrl: tcgdex.baseUrl, cacheDir });
      expect(result.names.has('b9-001')).toBe(false);
      // Charizard ex has no Japanese or Chinese name on TCGdex: 3 languages missing for it, 7 for the unknown card.
      expect(result.missing).toBe(10);
      expect(readJson(cacheDir, 'de', 'B9-001.json')).toEqual({ name: null });
      const [unknown, charizard] = withLocalNames([UNKNOWN, CHARIZARD], result.names);
      expect(unknown?.names).toBeUndefined();
      expect(charizard?.names?.['zh-Hans']).toBeUndefined();
    } finally {
      await tcgdex.close();
    }
  });

  it('refuses a malformed answer with the URL and the reason', async () => {
    const tcgdex = await fakeTcgdex((lang, id) => (lang === 'fr' && id === 'A1-036' ? { status: 200, body: '{"id":"A1-036","name":42}' } : undefined));
    try {
      await expect(fetchTcgdexNames([CHARIZARD], { baseUrl: tcgdex.baseUrl, cacheDir: tempDir(), concurrency: 1 })).rejects.toThrow(
        `TCGdex ${tcgdex.baseUrl}/fr/cards/A1-036: malformed card: $.name: expected a card name (a non-empty string), got number 42`,
      );
    } finally {
      await tcgdex.close();
    }
  });

  it('stops on an HTTP error other than 404', async () => {
    const tcgdex = await fakeTcgdex(() => ({ status: 503, body: '{}' }));
    try {
      await expect(fetchTcgdexNames([CHARIZARD], { baseUrl: tcgdex.baseUrl, cacheDir: tempDir() })).rejects.toThrow(/: HTTP 503$/);
    } finally {
      await tcgdex.close();
    }
  });
});

describe('data:publish with local names', () => {
  const options = (outDir: string) => ({ dataDir: REAL_SNAPSHOT_DIR, cardsFile: REAL_DATA_FILES.cards, expansionsFile: REAL_DATA_FILES.expansions, outDir });

  it('adds the names from TCGdex to cards.json, which passes data:validate; a second publish reads them all from the cache', async () => {
    const tcgdex = await fakeTcgdex();
    try {
      const cacheDir = tempDir();
      const out = tempDir();
      const result = await runPublishWithNames(options(out), { tcgdex: { baseUrl: tcgdex.baseUrl, cacheDir, concurrency: 8 } });
      expect(result.check.errors).toBe(0);
      const cards = readJson<Card[]>(out, 'cards.json');
      const professor = cards.find((c) => c.id === 'pa-007');
      expect(professor?.names).toMatchObject({ de: 'Forschung des Professors', fr: 'Recherches Professorales' });
      expect(result.names?.cards).toBe(cards.filter((c) => c.names).length);
      expect(result.names?.fetched).toBe(cards.length * 7);

      const again = await runPublishWithNames(options(tempDir()), { tcgdex: { baseUrl: tcgdex.baseUrl, cacheDir } });
      expect(again.names).toMatchObject({ fetched: 0, cached: cards.length * 7 });
    } finally {
      await tcgdex.close();
    }
  }, 60_000);

  it('gives the same cards.json from the fixture, and keeps the names small (gzip)', async () => {
    const withNames = tempDir();
    const plain = tempDir();
    await runPublishWithNames(options(withNames), { fixture: NAMES_FIXTURE });
    runPublish(options(plain));
    const named = readFileSync(join(withNames, 'cards.json'));
    const english = readFileSync(join(plain, 'cards.json'));
    const cards = JSON.parse(named.toString('utf8')) as Card[];
    expect(cards.find((c) => c.id === 'pa-007')?.names?.de).toBe('Forschung des Professors');
    expect(cards.map(({ names: _names, ...rest }) => rest)).toEqual(JSON.parse(english.toString('utf8')));
    // The names add about 6 kB to the gzipped cards.json of the real snapshot (6.9 -> 12.9 kB), at most 8 kB.
    const added = gzipSync(named).length - gzipSync(english).length;
    expect(added).toBeGreaterThan(0);
    expect(added).toBeLessThan(8_000);
  });

  it('refuses a names file with a malformed entry and writes nothing', async () => {
    const file = join(tempDir(), 'names.json');
    writeFileSync(file, JSON.stringify({ 'P-A-007': { de: 42 } }));
    const out = join(tempDir(), 'out');
    await expect(runPublishWithNames(options(out), { fixture: file })).rejects.toThrow(
      /\$\["P-A-007"\]\.de: expected a card name \(a non-empty string\), got number 42/,
    );
    expect(existsSync(out)).toBe(false);
  });

  it('the demo publishes the fixture names', () => {
    const cards = readJson<Card[]>(demoDir(), 'free', 'cards.json');
    const professor = cards.find((c) => c.id === 'pa-007');
    expect(professor?.names).toEqual({
      de: 'Forschung des Professors',
      es: 'Investigación de Profesores',
      fr: 'Recherches Professorales',
      ko: '박사의 연구',
    });
  });
});
