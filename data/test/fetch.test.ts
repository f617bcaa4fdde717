/**
 * data:fetch against a local fake of the Limitless API (127.0.0.1, a port the system picks): paging,
 * the key header, 429 with Retry-After, 5xx back-off, malformed answers, resuming, no re-downloads.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { LimitlessClient, retryAfterMs, type ClientOptions } from '../src/fetch/client';
import { fetchNewTournaments, readState, STATE_FILE } from '../src/fetch/sync';
import { parseDay } from '../src/pipeline/dates';
import { runIngest } from '../src/pipeline/run';
import { writeJsonFile } from '../src/io';
import { cleanTempDirs, tempDir } from './helpers';
import { CARDS, CHARIZARD, CHARIZARD_ID, pairing, standing, tournament, VENUSAUR, VENUSAUR_ID } from './tournaments';
import type { TournamentFile } from '../src/pipeline/limitless';

afterAll(cleanTempDirs);

const SINCE = parseDay('2025-12-05') ?? 0;

/** Four tournaments; t0 is older than SINCE. Listed newest first, as the API does. */
function makeTournaments(): TournamentFile[] {
  const players = [standing('a', VENUSAUR_ID, VENUSAUR), standing('b', CHARIZARD_ID, CHARIZARD), standing('c', VENUSAUR_ID, VENUSAUR)];
  const games = [pairing(1, 'a', 'b', 'a'), pairing(1, 'c', null, 'c'), pairing(2, 'a', 'c', '0')];
  return [
    tournament('t3', '2025-12-20', players, games),
    tournament('t2', '2025-12-18', players, games),
    tournament('t1', '2025-12-10', players, games),
    tournament('t0', '2025-11-01', players, games),
  ];
}

interface Reply {
  status?: number;
  body?: unknown;
  /** Raw text instead of JSON. */
  text?: string;
  headers?: Record<string, string>;
}

/** Replies scripted per path: a list is used up in order, its last reply repeats. */
type Script = Record<string, Reply[]>;

interface FakeApi {
  url: string;
  hits: Map<string, number>;
  keys: (string | undefined)[];
  script: Script;
  close: () => Promise<void>;
}

async function fakeApi(files: TournamentFile[], script: Script = {}): Promise<FakeApi> {
  const hits = new Map<string, number>();
  const keys: (string | undefined)[] = [];
  const defaults = (path: string, query: URLSearchParams): Reply => {
    if (path === '/tournaments') {
      const limit = Number(query.get('limit') ?? 50);
      const page = Number(query.get('page') ?? 1);
      const summaries = files.map((f) => ({
        id: f.tournament.id,
        game: 'POCKET',
        format: 'STANDARD',
        name: f.tournament.name,
        date: f.tournament.date,
        players: 3,
      }));
      return { body: summaries.slice((page - 1) * limit, page * limit) };
    }
    const match = /^\/tournaments\/([^/]+)\/(details|standings|pairings)$/.exec(path);
    const file = files.find((f) => f.tournament.id === match?.[1]);
    if (!match || !file) return { status: 404, body: { error: 'not found' } };
    return { body: match[2] === 'details' ? file.tournament : match[2] === 'standings' ? file.standings : file.pairings };
  };
  const server: Server = createServer((req: IncomingMessage, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const n = (hits.get(url.pathname) ?? 0) + 1;
    hits.set(url.pathname, n);
    keys.push(req.headers['x-access-key'] as string | undefined);
    const scripted = script[url.pathname];
    const reply = scripted && scripted.length > 0 ? (scripted[Math.min(n, scripted.length) - 1] as Reply) : defaults(url.pathname, url.searchParams);
    const full = reply.body === undefined && reply.text === undefined ? { ...defaults(url.pathname, url.searchParams), ...reply } : reply;
    res.writeHead(full.status ?? 200, { 'content-type': 'application/json', ...full.headers });
    res.end(full.text ?? JSON.stringify(full.body));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    keys,
    script,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** A client that never really waits: sleeps are recorded (and advance a fake clock). */
function testClient(api: FakeApi, options: ClientOptions = {}): { client: LimitlessClient; sleeps: number[] } {
  const sleeps: number[] = [];
  let clock = 0;
  const client = new LimitlessClient({
    baseUrl: api.url,
    apiKey: 'test-key',
    minIntervalMs: 0,
    backoffMs: 1,
    maxRetries: 3,
    now: () => clock,
    sleep: async (ms) => {
      sleeps.push(ms);
      clock += ms;
    },
    ...options,
  });
  return { client, sleeps };
}

const hitsOf = (api: FakeApi, id: string): number =>
  ['details', 'standings', 'pairings'].reduce((sum, part) => sum + (api.hits.get(`/tournaments/${id}/${part}`) ?? 0), 0);

let api: FakeApi | null = null;
afterEach(async () => {
  await api?.close();
  api = null;
});

describe('data:fetch against a fake Limitless API', () => {
  it('downloads the POCKET tournaments since the date, page by page, one {tournament, standings, pairings} file each', async () => {
    const files = makeTournaments();
    api = await fakeApi(files);
    const out = tempDir();
    const { client } = testClient(api);
    const summary = await fetchNewTournaments({ client, since: SINCE, outDir: out, pageSize: 2 });
    expect(summary.fetched).toEqual(['t1', 't2', 't3']);
    expect(summary.failed).toEqual([]);
    expect(api.hits.get('/tournaments')).toBe(2); // page 2 holds t0, older than --since: no page 3
    expect(hitsOf(api, 't0')).toBe(0);
    expect(new Set(api.keys)).toEqual(new Set(['test-key'])); // X-Access-Key on every request
    const written = JSON.parse(readFileSync(join(out, 't2.json'), 'utf8')) as unknown;
    expect(written).toEqual(files[1]);
    expect(Object.keys(readState(out).tournaments).sort()).toEqual(['t1', 't2', 't3']);
    expect(readdirSync(out).filter((n) => n.endsWith('.partial'))).toEqual([]);

    // The files are the pipeline's input as they are.
    const catalogueFile = join(tempDir(), 'cards.json');
    const expansionsFile = join(tempDir(), 'expansions.json');
    writeJsonFile(catalogueFile, CARDS);
    writeJsonFile(expansionsFile, []);
    const set = runIngest({ tournamentsDir: out, cardsFile: catalogueFile, expansionsFile, asOf: '2025-12-21', windowDays: 14, outDir: tempDir() });
    expect(set.counts).toMatchObject({ tournaments: 3, entries: 9, games: 6 });
  });

  it('waits as Retry-After asks on 429 and backs off exponentially on 5xx', async () => {
    api = await fakeApi(makeTournaments(), {
      '/tournaments/t2/standings': [{ status: 429, body: { error: 'slow down' }, headers: { 'retry-after': '7' } }, {}],
      '/tournaments/t3/details': [{ status: 503, body: {} }, { status: 502, body: {} }, {}],
    });
    const out = tempDir();
    const { client, sleeps } = testClient(api, { backoffMs: 100 });
    const summary = await fetchNewTournaments({ client, since: SINCE, outDir: out });
    expect(summary.failed).toEqual([]);
    expect(summary.fetched).toEqual(['t1', 't2', 't3']);
    expect(sleeps).toEqual([7000, 100, 200]);
  });

  it('caps a long Retry-After and gives up after the retries, leaving the tournament for the next run', async () => {
    api = await fakeApi(makeTournaments(), {
      '/tournaments/t1/details': [{ status: 429, body: {}, headers: { 'retry-after': '86400' } }, {}],
      '/tournaments/t2/pairings': [{ status: 500, body: {} }],
    });
    const out = tempDir();
    const { client, sleeps } = testClient(api, { maxWaitMs: 60_000, maxRetries: 2 });
    const first = await fetchNewTournaments({ client, since: SINCE, outDir: out });
    expect(sleeps[0]).toBe(60_000);
    expect(first.fetched).toEqual(['t1', 't3']);
    expect(first.failed).toEqual([{ id: 't2', reason: expect.stringContaining('HTTP 500 (gave up after 3 attempts)') as string }]);
    expect(api.hits.get('/tournaments/t2/pairings')).toBe(3);
    expect(existsSync(join(out, 't2.json'))).toBe(false);
    expect(readState(out).tournaments['t2']).toBeUndefined();

    // Next run, the API is healthy again: only t2 is downloaded.
    api.script['/tournaments/t2/pairings'] = [];
    const before = { t1: hitsOf(api, 't1'), t3: hitsOf(api, 't3'), t2: hitsOf(api, 't2') };
    const second = await fetchNewTournaments({ client: testClient(api).client, since: SINCE, outDir: out });
    expect(second).toMatchObject({ fetched: ['t2'], failed: [], alreadyHad: 2 });
    expect({ t1: hitsOf(api, 't1'), t3: hitsOf(api, 't3') }).toEqual({ t1: before.t1, t3: before.t3 });
    expect(hitsOf(api, 't2')).toBe(before.t2 + 3);

    // And a third run downloads nothing: only the listing is read.
    const requests = [...api.hits.values()].reduce((a, b) => a + b, 0);
    const third = await fetchNewTournaments({ client: testClient(api).client, since: SINCE, outDir: out });
    expect(third).toMatchObject({ fetched: [], failed: [], alreadyHad: 3, requests: 1 });
    expect([...api.hits.values()].reduce((a, b) => a + b, 0)).toBe(requests + 1);
  });

  it('reports malformed answers per tournament and does not save them', async () => {
    api = await fakeApi(makeTournaments(), {
      '/tournaments/t1/standings': [{ text: '<html>Bad gateway</html>' }],
      '/tournaments/t2/details': [{ body: { id: 'someone-else', date: '2025-12-18' } }],
      '/tournaments/t3/pairings': [{ body: { pairings: 'not an array' } }],
    });
    const out = tempDir();
    const summary = await fetchNewTournaments({ client: testClient(api).client, since: SINCE, outDir: out });
    expect(summary.fetched).toEqual([]);
    expect(summary.failed).toEqual([
      { id: 't1', reason: expect.stringContaining('the answer is not JSON') as string },
      { id: 't2', reason: expect.stringContaining('not the details of tournament t2') as string },
      { id: 't3', reason: expect.stringContaining('not an array of pairings') as string },
    ]);
    expect(readdirSync(out).filter((n) => !n.startsWith('.'))).toEqual([]);
  });

  it('fails the run when the tournament list itself is malformed or unreachable', async () => {
    api = await fakeApi(makeTournaments(), { '/tournaments': [{ body: { error: 'maintenance' } }] });
    await expect(fetchNewTournaments({ client: testClient(api).client, since: SINCE, outDir: tempDir() })).rejects.toThrow(/not an array of tournaments/);
    api.script['/tournaments'] = [{ status: 401, body: { error: 'bad key' } }];
    await expect(fetchNewTournaments({ client: testClient(api).client, since: SINCE, outDir: tempDir() })).rejects.toThrow(/HTTP 401/);
  });

  it('paces requests: at least the minimum interval between two starts', async () => {
    api = await fakeApi(makeTournaments());
    const { client, sleeps } = testClient(api, { minIntervalMs: 1500 });
    const summary = await fetchNewTournaments({ client, since: SINCE, outDir: tempDir() });
    expect(summary.requests).toBe(1 + 3 * 3);
    // The fake clock does not move between requests, so every request after the first waits the whole interval.
    expect(sleeps).toEqual(new Array(summary.requests - 1).fill(1500));
  });

  it('the CLI reads the base URL and key from the environment and prints a summary', async () => {
    api = await fakeApi(makeTournaments());
    const root = resolve(__dirname, '../..');
    const out = tempDir();
    const result = await new Promise<{ code: number | null; stdout: string }>((done) => {
      const child = spawn(
        process.execPath,
        [join(root, 'node_modules/tsx/dist/cli.mjs'), 'data/src/cli/fetch.ts', '--since', '2025-12-05', '--out', out, '--min-interval-ms', '0'],
        {
          cwd: root,
          env: { ...process.env, LIMITLESS_API_BASE: api?.url ?? '', LIMITLESS_API_KEY: 'cli-key' },
        },
      );
      let stdout = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.on('close', (code) => done({ code, stdout }));
    });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('since 2025-12-05: 3 Pocket tournaments listed, 0 already here, 3 fetched, 0 failed (10 requests)');
    expect(new Set(api.keys)).toEqual(new Set(['cli-key']));
    expect(existsSync(join(out, STATE_FILE))).toBe(true);
  });
});

describe('Retry-After', () => {
  it('reads delta seconds and HTTP dates', () => {
    expect(retryAfterMs('120', 0)).toBe(120_000);
    expect(retryAfterMs('Wed, 21 Oct 2015 07:28:00 GMT', Date.parse('Wed, 21 Oct 2015 07:27:30 GMT'))).toBe(30_000);
    expect(retryAfterMs('soon', 0)).toBeNull();
    expect(retryAfterMs(null, 0)).toBeNull();
  });
});
