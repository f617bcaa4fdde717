/**
 * The embedded static servers (scripts/static-server.mjs), on a fixture site: what they refuse
 *, what they send compressed and how long it may be cached, and the
 * `document` option for per-language HTML pages.
 */
import { mkdtemp, readFile, rm, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startHarness, type Harness } from './harness';
import { sendRaw, type RawRequest } from './rawHttp';

interface Site {
  shell: string;
  remote: string;
  documents: string;
  dists: Record<string, string>;
  data: string;
}

let dir: string;
let h: Harness<Site>;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'static-server-'));
  h = await startHarness<Site>('static-site.mjs', [dir]);
}, 60_000);
afterAll(async () => {
  await h?.stop();
  await rm(dir, { recursive: true, force: true });
});

const get = (server: keyof Omit<Site, 'dists' | 'data'>, target: string, headers: [string, string][] = [], method = 'GET') =>
  sendRaw(h.info[server], { method, target, headers } satisfies RawRequest);

describe('no request stops the server', () => {
  it.each(['bytes=5-2', 'bytes=-', 'bytes=abc', 'bytes=0-1,5-2', 'bytes=99999999999999999999-', 'bytes=-5', 'items=0-1', 'bytes=18446744073709551616-1'])(
    'Range %s is ignored: 200 with the whole file',
    async (range) => {
      const whole = await readFile(path.join(h.info.data, 'meta.json'), 'utf8');
      const res = await get('shell', '/data/meta.json', [['Range', range]]);
      expect(res.status).toBe(200);
      expect(res.text()).toBe(whole);
      expect((await get('shell', '/main.js', [['Range', range]])).status).toBe(200);
    },
  );

  it('a satisfiable Range is served (206), one past the end is 416', async () => {
    const partial = await get('shell', '/data/meta.json', [['Range', 'bytes=2-5']]);
    expect(partial.status).toBe(206);
    expect(partial.body.toString()).toBe('last');
    expect((await get('shell', '/data/meta.json', [['Range', 'bytes=999999-']])).status).toBe(416);
  });

  it.each(['/%', '/%E0%A4%A', '/data/%', '/main.js%', '/%00', '/data/%00meta.json'])('GET %s: 400', async (target) => {
    expect((await get('shell', target)).status).toBe(400);
    expect((await get('remote', target)).status).toBe(400);
  });

  it('a request line Node cannot parse gets 400 with nosniff, and the server goes on', async () => {
    const res = await sendRaw(h.info.shell, { target: '/ bad HTTP/9', bare: true });
    expect(res.status).toBe(400);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect((await get('shell', '/')).status).toBe(200);
  });

  it('only GET and HEAD (and OPTIONS with CORS): 405 otherwise', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'TRACE']) expect((await get('shell', '/', [], method)).status).toBe(405);
    expect((await get('shell', '/main.js', [], 'HEAD')).status).toBe(200);
    expect((await get('remote', '/mf-manifest.json', [], 'OPTIONS')).status).toBe(204);
  });
});

describe('what is never served', () => {
  it.each([
    '/.env',
    '/.git/config',
    '/%2eenv',
    '/data/.env',
    '/data/%2Eenv',
    '/.%2e/outside/secret.txt',
    '/data/..%2f..%2foutside%2fsecret.txt',
    '/%2e%2e/outside/secret.txt',
    '/data%5c..%5c.env',
  ])('%s: 404', async (target) => {
    const res = await get('shell', target);
    expect(res.status).toBe(404);
    expect(res.body.toString()).not.toContain('SECRET');
  });

  it.each([
    ['shell', '/leak.js'],
    ['shell', '/linked-dir/secret.txt'],
    ['shell', '/data/leak.json'],
    ['remote', '/leak.js'],
  ] as const)('%s %s (a symlink leading out of the folder): 404', async (server, target) => {
    const res = await get(server, target);
    expect(res.status).toBe(404);
    expect(res.body.toString()).not.toContain('OUTSIDE-SECRET');
  });

  it.each([
    ['shell', '/bootstrap.0123456789.js'],
    ['shell', '/styles.abcdef0123.css'],
    ['shell', '/assets/logo.0a1b2c3d4e.png'],
    ['shell', '/no-such-script.js'],
    ['shell', '/de/no-such-style.css'],
    ['documents', '/gone.0123456789.js'],
    ['remote', '/__federation_expose_Page.0123456789.js'],
  ] as const)('%s %s (a missing script, style or image): 404, never a page with 200', async (server, target) => {
    const res = await get(server, target, [['Accept-Language', 'de']]);
    expect(res.status).toBe(404);
    expect(res.headers['content-type'] ?? '').not.toContain('text/html');
    expect(res.text()).not.toContain('<title>');
  });

  it('a path with .. segments never leaves the folder', async () => {
    const res = await get('shell', '/../outside/secret.txt');
    expect(res.body.toString()).not.toContain('OUTSIDE-SECRET');
  });
});

describe('headers', () => {
  it('nosniff on every answer: files, fallbacks, dynamic JSON, 404, 405, 400', async () => {
    for (const [target, method] of [
      ['/main.js', 'GET'],
      ['/tier-list', 'GET'],
      ['/config.json', 'GET'],
      ['/data/nope.json', 'GET'],
      ['/', 'POST'],
      ['/%', 'GET'],
    ]) {
      expect((await get('shell', target as string, [], method)).headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('hashed files are immutable for a year; entries, manifests, HTML and data revalidate', async () => {
    expect((await get('remote', '/app.0123456789.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const target of ['/main.js', '/remoteEntry.js', '/mf-manifest.json', '/index.html'])
      expect((await get('remote', target)).headers['cache-control']).toBe('no-cache');
    expect((await get('shell', '/tier-list')).headers['cache-control']).toBe('no-cache');
    expect((await get('shell', '/data/meta.json')).headers['cache-control']).toBe('no-cache');
    expect((await get('shell', '/config.json')).headers['cache-control']).toBe('no-store');
  });

  it('immutable files carry no validators (never revalidated); the others keep ETag and Last-Modified', async () => {
    const hashed = (await get('remote', '/app.0123456789.js')).headers;
    expect(hashed['etag']).toBeUndefined();
    expect(hashed['last-modified']).toBeUndefined();
    const entry = (await get('remote', '/remoteEntry.js')).headers;
    expect(entry['etag']).toMatch(/^W\//);
    expect(entry['last-modified']).toBeTruthy();
  });

  it('CORS: every answer of a remote allows any origin; preflights also allow any header', async () => {
    expect((await get('remote', '/remoteEntry.js')).headers['access-control-allow-origin']).toBe('*');
    const preflight = await get('remote', '/remoteEntry.js', [], 'OPTIONS');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-headers']).toBe('*');
  });
});

describe('precompressed files', () => {
  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
  ])('Accept-Encoding %s gets the %s copy, with Vary: Accept-Encoding', async (accept, encoding) => {
    for (const [server, target, source] of [
      ['remote', '/main.js', path.join(h.info.dists.tierlist ?? '', 'main.js')],
      ['remote', '/app.0123456789.js', path.join(h.info.dists.tierlist ?? '', 'app.0123456789.js')],
      ['shell', '/data/best-decks.json', path.join(h.info.data, 'best-decks.json')],
    ] as const) {
      const res = await get(server, target, [['Accept-Encoding', accept]]);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toContain('Accept-Encoding');
      expect(res.text()).toBe(await readFile(source, 'utf8'));
      expect(res.body.length).toBeLessThan((await readFile(source)).length);
    }
  });

  it('no encoding without Accept-Encoding, and none for small files', async () => {
    expect((await get('remote', '/main.js')).headers['content-encoding']).toBeUndefined();
    expect((await get('remote', '/small.js', [['Accept-Encoding', 'br']])).headers['content-encoding']).toBeUndefined();
  });

  it('a copy older than its source (the data changed) is not sent', async () => {
    const file = path.join(h.info.data, 'meta.json');
    const later = new Date(Date.now() + 60_000);
    await utimes(file, later, later);
    const res = await get('shell', '/data/meta.json', [['Accept-Encoding', 'br, gzip']]);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.text()).toBe(await readFile(file, 'utf8'));
  });
});

describe('the document option (per-language HTML)', () => {
  it('answers a navigation with the chosen file, no-cache and Vary: Accept-Language', async () => {
    for (const target of ['/', '/tier-list', '/deck/abc', '/index.html']) {
      const res = await get('documents', target, [['Accept-Language', 'de-DE,de;q=0.9']]);
      expect(res.status).toBe(200);
      expect(res.text()).toContain('<title>Deutsch</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toContain('Accept-Language');
      expect(res.headers['content-type']).toContain('text/html');
    }
  });

  it('sends the chosen file precompressed when accepted', async () => {
    const res = await get('documents', '/tier-list', [
      ['Accept-Language', 'de'],
      ['Accept-Encoding', 'br'],
    ]);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.text()).toContain('<title>Deutsch</title>');
  });

  it('null keeps the default single-page fallback; files other than HTML are never replaced', async () => {
    const en = await get('documents', '/tier-list', [['Accept-Language', 'en']]);
    expect(en.text()).toContain('<title>shell</title>');
    const js = await get('documents', '/main.js', [['Accept-Language', 'de']]);
    expect(js.text()).toContain('// shell entry');
    expect(js.headers.vary ?? '').not.toContain('Accept-Language');
  });

  it('the chosen "page not found" (404.html) is answered with status 404, as a page', async () => {
    const res = await get('documents', '/no-such-page', [['Accept-Language', 'en']]);
    expect(res.status).toBe(404);
    expect(res.text()).toContain('<title>Page not found</title>');
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect((await get('documents', '/no-such-page', [], 'HEAD')).status).toBe(404);
    expect((await get('documents', '/tier-list', [['Accept-Language', 'de']])).status).toBe(200);
  });

  it('a chosen file outside the served folder is a 500, never its content', async () => {
    const res = await get('documents', '/outside', [['Accept-Language', 'de']]);
    expect(res.status).toBe(500);
    expect(res.body.toString()).not.toContain('OUTSIDE-SECRET');
    expect(h.errors()).toContain('not a file inside');
  });
});
