import { ROUTES } from 'shared-contracts';
import { LANGUAGE_PREFIXES, LANGUAGE_PREFIX_SOURCE } from '@tcgp/i18n';
import { pagePathOf } from '@tcgp/routing';
import { REMOTE_ROUTES } from '../routeTable';
import {
  DEFAULT_POLICY,
  FILES_LIMIT,
  premiumGate,
  expiredFiles,
  isOldCache,
  isRevoked,
  keepable,
  revokedFolders,
  LANGUAGE_PREFIX_PATTERN,
  PAGE_PATHS,
  fallbackPage,
  keepList,
  pageStylesheets,
  isAllowedOrigin,
  matchesTemplate,
  policyFromConfig,
  premiumCacheName,
  strategyFor,
  userOfAuthorization,
  type CachePolicy,
} from './policy';

const SITE = 'https://tcgp.example';
const POLICY: CachePolicy = {
  allowedRemoteOrigins: ['https://tierlist.example', 'https://deck.example/'],
  dataBaseUrl: '/data',
  premiumUrlTemplate: 'https://storage.example/v0/b/site/o/premium%2F{file}?alt=media',
  remotesUrl: '/remotes.json',
};
const which = (href: string, navigation = false, policy = POLICY) => strategyFor(new URL(href, SITE), navigation, SITE, policy);

describe('strategyFor (which request is answered how)', () => {
  it('keeps content-hashed files of the shell and of allowed remote origins cache first', () => {
    expect(which('/bootstrap.f41ab70175.js')).toBe('shell-file');
    expect(which('/bootstrap.e90ae1aeba.css')).toBe('shell-file');
    expect(which('https://tierlist.example/__federation_expose_TierListPage.0123456789.js')).toBe('remote-file');
    expect(which('https://deck.example/assets/icon.abcdef0123.svg')).toBe('remote-file');
  });

  it('answers config, manifests, entries and unhashed shell files from the network first', () => {
    expect(which('/config.json')).toBe('site');
    expect(which('/main.js')).toBe('site');
    expect(which('https://tierlist.example/mf-manifest.json')).toBe('remote-entry');
    expect(which('https://tierlist.example/remoteEntry.js')).toBe('remote-entry');
  });

  it('answers the registry from the network whenever it answers, never from a cache after a timeout', () => {
    expect(which('/remotes.json')).toBe('registry');
    expect(which('/registry/remotes.json', false, { ...POLICY, remotesUrl: '/registry/remotes.json' })).toBe('registry');
  });

  it('leaves files of origins outside the allowlist to the browser', () => {
    expect(which('https://evil.example/remoteEntry.js')).toBeNull();
    expect(which('https://evil.example/chunk.0123456789.js')).toBeNull();
    expect(which('http://tierlist.example/chunk.0123456789.js')).toBeNull();
    expect(which('https://tierlist.example:8443/chunk.0123456789.js')).toBeNull();
    expect(which('https://tierlist.example/chunk.0123456789.js', false, DEFAULT_POLICY)).toBeNull();
  });

  it('answers the free data set and the Premium data set, each in its own way', () => {
    expect(which('/data/best-decks.json')).toBe('data');
    expect(which('/data/matchups/espeon-b3a-020.json')).toBe('data');
    expect(which('https://cdn.example/free/meta.json', false, { ...POLICY, dataBaseUrl: 'https://cdn.example/free' })).toBe('data');
    expect(which('https://cdn.example/other/meta.json', false, { ...POLICY, dataBaseUrl: 'https://cdn.example/free' })).toBeNull();
    expect(which('https://storage.example/v0/b/site/o/premium%2Fbest-decks.json?alt=media')).toBe('premium');
    expect(which('https://storage.example/v0/b/site/o/free%2Fbest-decks.json?alt=media')).toBeNull();
  });

  it('answers navigations to pages, never files, sign-in or other origins', () => {
    expect(which('/tier-list', true)).toBe('page');
    expect(which('/de/deck/espeon-b3a-020&swablu-b1-196', true)).toBe('page');
    expect(which('/some/unknown/path', true)).toBe('page');
    expect(which('/sitemap.xml', true)).toBeNull();
    expect(which('/og/deck/x.png', true)).toBeNull();
    expect(which('https://accounts.google.example/signin', true)).toBeNull();
    // The pages the page hands over to keep (not navigations).
    expect(which('/deck/_')).toBe('page');
    expect(which('/zh-hant/cards-list')).toBe('page');
  });

  it('never handles the worker itself, images, sign-in or the payments service', () => {
    expect(which('https://images.example/a1/001/low.webp')).toBeNull();
    expect(which('https://identitytoolkit.googleapis.com/v1/accounts:lookup')).toBeNull();
    expect(which('http://127.0.0.1:8090/v1/users/u1/collection')).toBeNull();
    expect(which('/__/auth/handler')).toBeNull();
    expect(which('chrome-extension://abc/x.js')).toBeNull();
  });
});

describe('fallbackPage (a page opened offline that was never kept)', () => {
  it('is the same route in the same language, a deck page the deck skeleton', () => {
    expect(fallbackPage('/tier-list')).toBe('/tier-list');
    expect(fallbackPage('/tier-list/')).toBe('/tier-list');
    expect(fallbackPage('/deck')).toBe('/deck');
    expect(fallbackPage('/deck/espeon-b3a-020')).toBe('/deck/_');
    expect(fallbackPage('/de/deck/espeon-b3a-020')).toBe('/de/deck/_');
    // A comparison of two decks: its own skeleton, whichever two decks it names.
    expect(fallbackPage('/compare/espeon-b3a-020/swablu-b1-196')).toBe('/compare/_');
    expect(fallbackPage('/de/compare/espeon-b3a-020/swablu-b1-196/')).toBe('/de/compare/_');
    expect(fallbackPage('/ja/cards-list')).toBe('/ja/cards-list');
    expect(fallbackPage('/fr')).toBe('/fr');
  });

  it('is the landing page for any address the server answers with the landing page', () => {
    expect(fallbackPage('/')).toBe('/');
    expect(fallbackPage('/no-such-page')).toBe('/');
    expect(fallbackPage('/deck/a/b')).toBe('/');
    expect(fallbackPage('/compare/a')).toBe('/');
    expect(fallbackPage('/compare/a/b/c')).toBe('/');
    expect(fallbackPage('/de/no-such-page')).toBe('/de');
  });

  it('is never another route for a route: every page path falls back to itself', () => {
    for (const path of PAGE_PATHS) expect(fallbackPage(path)).toBe(path);
  });

  it('is none for a file', () => {
    expect(fallbackPage('/robots.txt')).toBeNull();
    expect(fallbackPage('/og/tier-list.png')).toBeNull();
  });
});

/** The worker imports nothing, so its copies are compared here; a failure names the copy to change. */
describe('the lists the worker keeps of the site', () => {
  it('has the page of every route the shell prerenders, each as the prerenderer names it', () => {
    expect([...PAGE_PATHS].sort()).toEqual(['/', ...REMOTE_ROUTES.map((route) => pagePathOf(route.path))].sort());
    for (const path of Object.values(ROUTES)) expect(PAGE_PATHS).toContain(pagePathOf(path));
  });

  it('knows every language prefix of the site, and no other', () => {
    if (LANGUAGE_PREFIX_PATTERN.source !== LANGUAGE_PREFIX_SOURCE || LANGUAGE_PREFIX_PATTERN.flags !== '') {
      throw new Error(
        `shell/src/offline/policy.ts: LANGUAGE_PREFIX_PATTERN is ${String(LANGUAGE_PREFIX_PATTERN)}, but LANGUAGES of the contract give /${LANGUAGE_PREFIX_SOURCE}/ (run npm run languages:copies)`,
      );
    }
    for (const prefix of Object.values(LANGUAGE_PREFIXES)) expect(LANGUAGE_PREFIX_PATTERN.exec(`/${prefix}/deck`)?.[0]).toBe(`/${prefix}`);
    expect(LANGUAGE_PREFIX_PATTERN.exec('/deck')).toBeNull();
    expect(LANGUAGE_PREFIX_PATTERN.exec('/english')).toBeNull();
  });
});

describe('isAllowedOrigin and matchesTemplate', () => {
  it('compares origins exactly', () => {
    expect(isAllowedOrigin('https://deck.example', POLICY.allowedRemoteOrigins)).toBe(true);
    expect(isAllowedOrigin('https://deck.example.evil', POLICY.allowedRemoteOrigins)).toBe(false);
    expect(isAllowedOrigin('https://deck.example', ['not a url'])).toBe(false);
  });

  it('matches a file of the template only', () => {
    expect(matchesTemplate('http://127.0.0.1:8090/v1/premium-data/meta.json', 'http://127.0.0.1:8090/v1/premium-data/{file}')).toBe(true);
    expect(matchesTemplate('http://127.0.0.1:8090/v1/premium-data/', 'http://127.0.0.1:8090/v1/premium-data/{file}')).toBe(false);
    expect(matchesTemplate('http://127.0.0.1:8090/v1/other', 'no placeholder')).toBe(false);
  });
});

describe('policyFromConfig', () => {
  it('reads the allowlist, the data URLs and the registry from config.json', () => {
    expect(
      policyFromConfig({
        allowedRemoteOrigins: ['https://a.example', 3],
        dataBaseUrl: 'https://cdn.example/free',
        premiumData: { urlTemplate: 'https://p.example/{file}', authScheme: 'Bearer' },
        remotesUrl: '/r.json',
      }),
    ).toEqual({
      allowedRemoteOrigins: ['https://a.example'],
      dataBaseUrl: 'https://cdn.example/free',
      premiumUrlTemplate: 'https://p.example/{file}',
      remotesUrl: '/r.json',
    });
  });

  it('keeps the defaults for what is missing or malformed', () => {
    expect(policyFromConfig(null)).toEqual(DEFAULT_POLICY);
    expect(policyFromConfig({ premiumData: null, dataBaseUrl: '' })).toEqual(DEFAULT_POLICY);
  });
});

describe('Premium caches per user', () => {
  const token = (claims: object) => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.sig`;

  it('names one cache per user id', () => {
    expect(premiumCacheName('u1AbC')).toBe('tcgp-premium-u1AbC');
    expect(premiumCacheName('u2')).not.toBe(premiumCacheName('u1'));
    expect(premiumCacheName('')).toBeNull();
    expect(premiumCacheName('../x')).toBeNull();
    expect(premiumCacheName('a'.repeat(129))).toBeNull();
  });

  it('reads the user from the ID token of the request', () => {
    expect(userOfAuthorization(`Bearer ${token({ user_id: 'u1', sub: 'u1' })}`)).toBe('u1');
    expect(userOfAuthorization(`Firebase ${token({ sub: 'ü-user~' })}`)).toBe('ü-user~');
    expect(userOfAuthorization(null)).toBeNull();
    expect(userOfAuthorization('Bearer')).toBeNull();
    expect(userOfAuthorization('Bearer not-a-token')).toBeNull();
    expect(userOfAuthorization('Bearer a.!!!.c')).toBeNull();
    expect(userOfAuthorization(`Bearer ${token({ sub: 42 })}`)).toBeNull();
  });
});

describe('keepList (what a first visit hands to the worker)', () => {
  const site = 'http://127.0.0.1:8080';
  const policy: CachePolicy = {
    allowedRemoteOrigins: ['http://127.0.0.1:8081'],
    dataBaseUrl: '/data',
    premiumUrlTemplate: 'http://127.0.0.1:8090/v1/premium-data/{file}',
    remotesUrl: '/remotes.json',
  };
  const loaded = [
    `${site}/remotes.json`,
    `${site}/main.js`,
    `${site}/bootstrap.f41ab70175.js`,
    `${site}/data/meta.json`,
    'http://127.0.0.1:8081/mf-manifest.json',
    'http://127.0.0.1:8081/__federation_expose_TierListPage.0123456789.js',
    'http://127.0.0.1:9999/remoteEntry.js',
    'http://127.0.0.1:8090/v1/premium-data/meta.json',
    'https://images.example/a1/001/low.webp',
    'not a url',
    42,
  ];

  it('keeps the page, the page of every route and the files the policy caches', () => {
    const kept = keepList(`${site}/tier-list?x=1`, loaded, site, policy);
    expect(kept).toEqual(
      expect.arrayContaining([
        `${site}/tier-list`,
        `${site}/deck`,
        `${site}/deck/_`,
        `${site}/card/_`,
        // Every comparison's skeleton: a comparison never opened still opens offline.
        `${site}/compare/_`,
        `${site}/`,
        `${site}/remotes.json`,
        `${site}/main.js`,
        `${site}/bootstrap.f41ab70175.js`,
        `${site}/data/meta.json`,
        'http://127.0.0.1:8081/mf-manifest.json',
        'http://127.0.0.1:8081/__federation_expose_TierListPage.0123456789.js',
      ]),
    );
    // Not allowed, Premium (needs the user's token), images and garbage are left out; nothing twice.
    expect(kept).not.toContain('http://127.0.0.1:9999/remoteEntry.js');
    expect(kept).not.toContain('http://127.0.0.1:8090/v1/premium-data/meta.json');
    expect(kept).not.toContain('https://images.example/a1/001/low.webp');
    expect(new Set(kept).size).toBe(kept.length);
    // The landing page and the nine pages of the route table, then six files.
    expect(kept).toHaveLength(10 + 6);
  });

  it('keeps the pages in the language of the address', () => {
    const kept = keepList(`${site}/de/deck/espeon-b3a-020`, [], site, policy);
    expect(kept).toEqual(expect.arrayContaining([`${site}/de/deck/espeon-b3a-020`, `${site}/de/deck/_`, `${site}/de/tier-list`, `${site}/de`]));
    expect(kept.filter((u) => !u.startsWith(`${site}/de`))).toEqual([]);
  });

  it('keeps only the files the policy caches for what the page loads later', () => {
    expect(keepList(null, loaded, site, policy).sort()).toEqual(
      [
        `${site}/remotes.json`,
        `${site}/main.js`,
        `${site}/bootstrap.f41ab70175.js`,
        `${site}/data/meta.json`,
        'http://127.0.0.1:8081/mf-manifest.json',
        'http://127.0.0.1:8081/__federation_expose_TierListPage.0123456789.js',
      ].sort(),
    );
  });

  it('never keeps a page of another site', () => {
    expect(keepList('https://evil.example/tier-list', [], site, policy)).not.toContain('https://evil.example/tier-list');
  });
});

describe('keepable (the worker keeps only readable 200 answers of the expected type)', () => {
  const answer = (status: number, type: string, contentType: string | null) => ({
    status,
    type,
    headers: new Headers(contentType ? { 'Content-Type': contentType } : {}),
  });
  const JS = 'https://tierlist.example/__federation_expose_Page.0123456789.js';

  it('keeps a 200 script, style, image, data file and page', () => {
    expect(keepable(JS, 'script', answer(200, 'cors', 'text/javascript; charset=utf-8'))).toBe(true);
    expect(keepable(JS, '', answer(200, 'cors', 'application/javascript'))).toBe(true);
    expect(keepable(`${SITE}/bootstrap.e90ae1aeba.css`, 'style', answer(200, 'basic', 'text/css'))).toBe(true);
    expect(keepable(`${SITE}/assets/logo.0123456789.svg`, '', answer(200, 'basic', 'image/svg+xml'))).toBe(true);
    expect(keepable(`${SITE}/data/meta.json`, '', answer(200, 'basic', 'application/json'))).toBe(true);
    expect(keepable(`${SITE}/tier-list`, 'document', answer(200, 'basic', 'text/html; charset=utf-8'))).toBe(true);
    expect(keepable(`${SITE}/de/deck/_`, '', answer(200, 'basic', 'text/html'))).toBe(true);
  });

  it('never keeps an opaque answer (no CORS: its status cannot be read)', () => {
    expect(keepable(JS, 'script', answer(0, 'opaque', null))).toBe(false);
    expect(keepable(JS, 'script', { ...answer(200, 'opaque', 'text/javascript') })).toBe(false);
    expect(keepable(`${SITE}/tier-list`, 'document', answer(0, 'opaqueredirect', null))).toBe(false);
  });

  it.each([404, 500, 503, 206, 204, 304])('never keeps a %s answer', (status) => {
    expect(keepable(JS, 'script', answer(status, 'cors', 'text/javascript'))).toBe(false);
  });

  it("never keeps a page under a script's, style's, image's or data file's name", () => {
    const html = answer(200, 'basic', 'text/html; charset=utf-8');
    expect(keepable(`${SITE}/bootstrap.0123456789.js`, 'script', html)).toBe(false);
    expect(keepable(`${SITE}/bootstrap.0123456789.js`, '', html)).toBe(false);
    expect(keepable(`${SITE}/styles.0123456789.css`, 'style', html)).toBe(false);
    expect(keepable(`${SITE}/logo.0123456789.png`, 'image', html)).toBe(false);
    expect(keepable(`${SITE}/data/meta.json`, '', html)).toBe(false);
    // By what it was asked as, whatever its name says.
    expect(keepable(`${SITE}/main`, 'script', html)).toBe(false);
    expect(keepable(`${SITE}/tier-list`, 'style', html)).toBe(false);
  });
});

describe('revokedFolders and isRevoked (the kill switch: a revoked version is never served from a cache)', () => {
  const registry = {
    schema: 2,
    revision: 12,
    remotes: {
      deck: {
        default: '1.0.0+3f2c1ab',
        versions: {
          '1.0.0+3f2c1ab': { manifest: 'https://deck.example/1.0.0+3f2c1ab/mf-manifest.json', share: 90 },
          '1.1.0+9e8d7c6': { manifest: 'https://deck.example/1.1.0+9e8d7c6/mf-manifest.json', share: 10 },
        },
        revoked: ['0.9.0+1234567'],
      },
      tierlist: {
        default: '1.0.0+3f2c1ab',
        versions: { '1.0.0+3f2c1ab': { manifest: 'https://tierlist.example/1.0.0+3f2c1ab/mf-manifest.json', share: 100 } },
        revoked: [],
      },
    },
  };

  it("names the folder of each revoked version beside its remote's versions", () => {
    expect(revokedFolders(registry)).toEqual(['https://deck.example/0.9.0+1234567/']);
  });

  it('a revoked version of one remote leaves the same label of another remote alone', () => {
    const both = { ...registry, remotes: { ...registry.remotes, tierlist: { ...registry.remotes.tierlist, revoked: ['1.1.0+9e8d7c6'] } } };
    const folders = revokedFolders(both);
    expect(isRevoked('https://tierlist.example/1.1.0+9e8d7c6/remoteEntry.js', folders)).toBe(true);
    expect(isRevoked('https://deck.example/1.1.0+9e8d7c6/remoteEntry.js', folders)).toBe(false);
  });

  it('a v1 registry, or one that cannot be read, revokes nothing', () => {
    expect(revokedFolders({ tierlist: 'https://tierlist.example/mf-manifest.json' })).toEqual([]);
    for (const bad of [null, 'x', 42, { schema: 2 }, { schema: 2, remotes: [] }, { schema: 2, remotes: { deck: null } }])
      expect(revokedFolders(bad)).toEqual([]);
  });

  it('ignores labels that are not version labels (they could name any folder)', () => {
    const odd = {
      schema: 2,
      remotes: { deck: { ...registry.remotes.deck, revoked: ['..', '', 'mf-manifest.json', '/', '1.0.0+a/../..', `1.0.0+${'a'.repeat(70)}`] } },
    };
    expect(revokedFolders(odd)).toEqual([]);
  });

  it('the worker leaves the files of a revoked version to the network, and only those', () => {
    const folders = revokedFolders(registry);
    const policy = { ...POLICY, allowedRemoteOrigins: ['https://deck.example'] };
    const at = (href: string) => strategyFor(new URL(href), false, SITE, policy, folders);
    expect(at('https://deck.example/0.9.0+1234567/__federation_expose_Page.0123456789.js')).toBeNull();
    expect(at('https://deck.example/0.9.0+1234567/remoteEntry.js')).toBeNull();
    expect(at('https://deck.example/0.9.0+1234567/mf-manifest.json')).toBeNull();
    expect(at('https://deck.example/1.0.0+3f2c1ab/__federation_expose_Page.0123456789.js')).toBe('remote-file');
    expect(at('https://deck.example/1.0.0+3f2c1ab/remoteEntry.js')).toBe('remote-entry');
    expect(strategyFor(new URL('https://deck.example/0.9.0+1234567/remoteEntry.js'), false, SITE, policy)).toBe('remote-entry');
  });
});

describe('expiredFiles (the content-hashed cache is bounded in entries and age)', () => {
  const now = Date.parse('2026-06-01T00:00:00Z');
  const day = 24 * 3600 * 1000;

  it('deletes what was kept longer ago than the age limit', () => {
    const entries = [
      { url: 'a', keptAt: String(now - 40 * day) },
      { url: 'b', keptAt: String(now - 2 * day) },
      { url: 'c', keptAt: String(now) },
    ];
    expect(expiredFiles(entries, now)).toEqual(['a']);
  });

  it('beyond the count, deletes the first kept', () => {
    const entries = Array.from({ length: FILES_LIMIT.entries + 3 }, (_, i) => ({ url: `f${i}`, keptAt: String(now - 1000 + i) }));
    expect(expiredFiles(entries, now)).toEqual(['f0', 'f1', 'f2']);
  });

  it('keeps files without a time (an older worker kept them) by the count only', () => {
    expect(expiredFiles([{ url: 'old', keptAt: null }], now)).toEqual([]);
    expect(
      expiredFiles(
        [
          { url: 'old', keptAt: null },
          { url: 'new', keptAt: String(now) },
        ],
        now,
        { entries: 1, maxAgeMs: day },
      ),
    ).toEqual(['old']);
  });
});

describe('isOldCache (what a new worker deletes when it activates)', () => {
  it("deletes caches this worker does not use, never a user's Premium cache", () => {
    const current = ['tcgp-files', 'tcgp-site', 'tcgp-pages', 'tcgp-data'];
    expect(isOldCache('tcgp-files', current)).toBe(false);
    expect(isOldCache('tcgp-premium-alice', current)).toBe(false);
    expect(isOldCache('tcgp-files-v0', current)).toBe(true);
    expect(isOldCache('workbox-precache-v2-https://tcgp.example/', current)).toBe(true);
  });
});

describe('PremiumGate (a Premium cache never outlives its user)', () => {
  /** A CacheStorage with the caches it holds; `put` stands for a strategy keeping an answer. */
  function storage(...names: string[]) {
    const held = new Set(names);
    return {
      held,
      keys: () => Promise.resolve([...held]),
      delete: (name: string) => Promise.resolve(held.delete(name)),
    };
  }
  function deferred() {
    let resolve!: () => void;
    const promise = new Promise<void>((r) => (resolve = r));
    return { promise, resolve };
  }
  /** A fetch that finishes when told, then keeps its answer in `cacheName` if it still may. */
  function premiumFetch(s: ReturnType<typeof storage>, cacheName: string, finish: Promise<void>) {
    return async (mayKeep: () => boolean) => {
      await finish;
      if (mayKeep()) s.held.add(cacheName);
      return cacheName;
    };
  }

  it('a fetch in flight at sign-out does not recreate the cache; every Premium cache goes once it settles', async () => {
    const s = storage('tcgp-premium-alice', 'tcgp-files');
    const gate = premiumGate(s);
    const finish = deferred();
    const { response } = gate.run('tcgp-premium-alice', premiumFetch(s, 'tcgp-premium-alice', finish.promise));
    const out = gate.signedOut();
    let cleared = false;
    void out.then(() => (cleared = true));
    await Promise.resolve();
    expect(cleared).toBe(false);
    finish.resolve();
    await response;
    await out;
    expect([...s.held]).toEqual(['tcgp-files']);
  });

  it("switching from A to B without a sign-out drops A's cache, and A's answer in flight is not kept", async () => {
    const s = storage('tcgp-premium-alice');
    const gate = premiumGate(s);
    const slowA = deferred();
    const a = gate.run('tcgp-premium-alice', premiumFetch(s, 'tcgp-premium-alice', slowA.promise));
    await a.done;
    const b = gate.run('tcgp-premium-bob', premiumFetch(s, 'tcgp-premium-bob', Promise.resolve()));
    await b.response;
    slowA.resolve();
    await a.response;
    await b.done;
    expect([...s.held]).toEqual(['tcgp-premium-bob']);
  });

  it("the same user's requests keep their answers", async () => {
    const s = storage();
    const gate = premiumGate(s);
    const first = gate.run('tcgp-premium-bob', premiumFetch(s, 'tcgp-premium-bob', Promise.resolve()));
    await Promise.all([first.response, first.done]);
    const second = gate.run('tcgp-premium-bob', async (mayKeep) => mayKeep());
    await expect(second.response).resolves.toBe(true);
    expect([...s.held]).toEqual(['tcgp-premium-bob']);
  });
});

describe('pageStylesheets (what a kept page needs to open styled)', () => {
  const site = 'http://127.0.0.1:8080';
  const policy: CachePolicy = { allowedRemoteOrigins: ['http://127.0.0.1:8082'], dataBaseUrl: '/data', premiumUrlTemplate: null, remotesUrl: '/remotes.json' };
  const page = `<!doctype html><html lang="de"><head>
    <link rel="stylesheet" href="/main.0123456789.css">
    <link rel="preload" as="script" href="/bootstrap.0123456789.js">
    <link rel="icon" href="/icon.0123456789.svg">
    <link crossorigin rel=stylesheet href=http://127.0.0.1:8082/deck.abcdef0123.css>
    <link href='http://127.0.0.1:8082/404.abcdef0123.css' rel='alternate stylesheet'>
    <link rel="stylesheet" href="https://evil.example/x.0123456789.css">
    <link rel="stylesheet" href="/main.0123456789.css">
    <link rel="stylesheet">
  </head><body><div id="root"></div></body></html>`;

  it("keeps the page's stylesheets on the site and on allowed remote origins, once each", () => {
    expect(pageStylesheets(page, `${site}/de/deck`, site, policy)).toEqual([
      `${site}/main.0123456789.css`,
      'http://127.0.0.1:8082/deck.abcdef0123.css',
      'http://127.0.0.1:8082/404.abcdef0123.css',
    ]);
  });

  it('resolves a relative address against the page', () => {
    expect(pageStylesheets('<link rel="stylesheet" href="main.0123456789.css">', `${site}/de/deck/_`, site, policy)).toEqual([
      `${site}/de/deck/main.0123456789.css`,
    ]);
  });

  it('finds nothing in a page without stylesheets', () => {
    expect(pageStylesheets('<p>Offline</p>', `${site}/`, site, policy)).toEqual([]);
  });
});
