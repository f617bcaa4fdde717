import { ROUTES } from 'shared-contracts';
import { LANGUAGE_PREFIXES } from '../i18n/languagePaths';
import {
  DEFAULT_POLICY,
  LANGUAGE_PREFIX_PATTERN,
  PAGE_PATHS,
  fallbackPage,
  keepList,
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

  it('answers the registry, config, manifests, entries and unhashed shell files from the network first', () => {
    expect(which('/config.json')).toBe('site');
    expect(which('/remotes.json')).toBe('site');
    expect(which('/main.js')).toBe('site');
    expect(which('https://tierlist.example/mf-manifest.json')).toBe('remote-entry');
    expect(which('https://tierlist.example/remoteEntry.js')).toBe('remote-entry');
    expect(which('/registry/remotes.json', false, { ...POLICY, remotesUrl: '/registry/remotes.json' })).toBe('site');
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
    expect(fallbackPage('/ja/cards-list')).toBe('/ja/cards-list');
    expect(fallbackPage('/fr')).toBe('/fr');
  });

  it('is the landing page for any address the server answers with the landing page', () => {
    expect(fallbackPage('/')).toBe('/');
    expect(fallbackPage('/no-such-page')).toBe('/');
    expect(fallbackPage('/deck/a/b')).toBe('/');
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

describe('the lists the worker keeps of the site', () => {
  it('names every route of the contract', () => {
    expect([...PAGE_PATHS].sort()).toEqual(
      Object.values(ROUTES)
        .map((r) => r.replace('/:deckId', '/_'))
        .sort(),
    );
  });

  it('knows every language prefix of the site', () => {
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
    expect(kept).toHaveLength(8 + 6);
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
