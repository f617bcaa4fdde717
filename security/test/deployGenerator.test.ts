/**
 * scripts/deploy/generate.mjs: the CSP of firebase.json and the constants of firestore.rules come
 * from the production config.json and the deploy options.
 */
import { spawnSync } from 'node:child_process';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './harness';

const GENERATOR = path.join(repoRoot, 'scripts/deploy/generate.mjs');

const CONFIG = {
  dataBaseUrl: 'https://data.example.org/v1',
  premiumData: { urlTemplate: 'https://firebasestorage.googleapis.com/v0/b/site.firebasestorage.app/o/premium%2F{file}?alt=media', authScheme: 'Firebase' },
  cardImages: { urlTemplate: 'https://images.example.org/cards/{lang}/{set}/{number}/{size}.webp', languages: ['en'], fallbackLanguage: 'en' },
  remotesUrl: '/remotes.json',
  allowedRemoteOrigins: ['https://tierlist.example.org', 'https://deck.example.org:8443'],
  auth: { adapter: 'firebase', firebase: { apiKey: 'k', authDomain: 'auth.example.org', projectId: 'p' }, emulatorUrl: null, tokenSyncUrl: null },
  billing: { adapter: 'firestore', localServiceUrl: null, prices: { monthly: 'price_M', yearly: 'price_Y' }, portalUrl: null },
};
const DEPLOY = { siteOrigins: ['https://www.example.org', 'https://example.org'] };

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'deploy-'));
  await copyFile(path.join(repoRoot, 'firebase.json'), path.join(dir, 'firebase.json'));
  await copyFile(path.join(repoRoot, 'firestore.rules'), path.join(dir, 'firestore.rules'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function generate(config: unknown = CONFIG, deploy: unknown = DEPLOY, ...flags: string[]) {
  await writeFile(path.join(dir, 'config.json'), JSON.stringify(config));
  await writeFile(path.join(dir, 'deploy.json'), JSON.stringify(deploy));
  const run = spawnSync(
    process.execPath,
    [GENERATOR, '--config', path.join(dir, 'config.json'), '--deploy', path.join(dir, 'deploy.json'), '--out', dir, ...flags],
    { encoding: 'utf8' },
  );
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

type Header = { key: string; value: string };
async function headers(): Promise<Header[]> {
  const json = JSON.parse(await readFile(path.join(dir, 'firebase.json'), 'utf8')) as { hosting: { headers: { source?: string; headers: Header[] }[] } };
  return json.hosting.headers.find((h) => h.source === '**')?.headers ?? [];
}

/** The CSP as directive -> sources. */
async function csp(): Promise<Record<string, string[]>> {
  const value = (await headers()).find((h) => h.key === 'Content-Security-Policy')?.value ?? '';
  return Object.fromEntries(
    value.split('; ').map((d) => {
      const [name = '', ...sources] = d.split(' ');
      return [name, sources];
    }),
  );
}

describe('the Content-Security-Policy', () => {
  it('takes every origin from config.json', async () => {
    expect((await generate()).status).toBe(0);
    const p = await csp();
    expect(p['script-src']).toEqual(["'self'", 'https://tierlist.example.org', 'https://deck.example.org:8443', 'https://apis.google.com']);
    expect(p['connect-src']).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://tierlist.example.org',
        'https://deck.example.org:8443',
        'https://data.example.org',
        'https://firebasestorage.googleapis.com',
        'https://firestore.googleapis.com',
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
      ]),
    );
    expect(p['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:', 'https://images.example.org', 'https://lh3.googleusercontent.com']));
    expect(p['frame-src']).toEqual(['https://auth.example.org', 'https://accounts.google.com', 'https://apis.google.com']);
    expect(p['style-src']).toContain("'unsafe-inline'");
    expect(p['style-src-attr']).toBeUndefined();
    expect(p['object-src']).toEqual(["'none'"]);
    expect(p['frame-ancestors']).toEqual(["'none'"]);
    expect(p['report-uri']).toBeUndefined();
    expect((await headers()).some((h) => h.key === 'Reporting-Endpoints')).toBe(false);
    // No source twice, nothing from the placeholders of the old hand-written policy.
    for (const sources of Object.values(p)) expect(new Set(sources).size).toBe(sources.length);
    expect(JSON.stringify(p)).not.toContain('example.com');
  });

  it('adds report-uri, report-to and the Reporting-Endpoints header when asked', async () => {
    await generate(CONFIG, { ...DEPLOY, reportUri: 'https://reports.example.org/csp', reportTo: 'https://reports.example.org/reporting' });
    const p = await csp();
    expect(p['report-uri']).toEqual(['https://reports.example.org/csp']);
    expect(p['report-to']).toEqual(['csp']);
    expect((await headers()).find((h) => h.key === 'Reporting-Endpoints')?.value).toBe('csp="https://reports.example.org/reporting"');
  });

  it("takes inline script hashes, and drops 'unsafe-inline' from style-src when styles are files", async () => {
    const hash = 'sha256-B2yPHKaXnvFWtRChIbabYmUBFZdVfKKXHbWtWidDVF8=';
    await generate(CONFIG, { ...DEPLOY, scriptHashes: [hash], styleUnsafeInline: false, styleHashes: [hash] });
    const p = await csp();
    expect(p['script-src']).toContain(`'${hash}'`);
    expect(p['style-src']).toEqual(["'self'", 'https://tierlist.example.org', 'https://deck.example.org:8443', `'${hash}'`]);
    expect(p['style-src-attr']).toEqual(["'unsafe-inline'"]);
  });

  it('allows card images from the origin of cardImages.urlTemplate only, and none without it', async () => {
    await generate({ ...CONFIG, cardImages: { ...CONFIG.cardImages, urlTemplate: 'https://cdn.example.net:8443/{lang}/tcgp/{set}/{number}/{size}.webp' } });
    expect((await csp())['img-src']).toEqual([
      "'self'",
      'data:',
      'https://tierlist.example.org',
      'https://deck.example.org:8443',
      'https://cdn.example.net:8443',
      'https://lh3.googleusercontent.com',
    ]);
    // The key of older configs is not read any more: without cardImages no image host is allowed.
    await generate({ ...CONFIG, cardImages: null, cardImageBaseUrl: 'https://images.example.org/cards' });
    expect((await csp())['img-src']).toEqual([
      "'self'",
      'data:',
      'https://tierlist.example.org',
      'https://deck.example.org:8443',
      'https://lh3.googleusercontent.com',
    ]);
  });

  it('allows the local payments service only with the local billing adapter', async () => {
    await generate({ ...CONFIG, billing: { ...CONFIG.billing, adapter: 'local', localServiceUrl: 'http://127.0.0.1:8090' } });
    expect((await csp())['connect-src']).toContain('http://127.0.0.1:8090');
  });

  it("allows the health beacon's sink, and nothing for it without one", async () => {
    await generate({ ...CONFIG, health: { sink: 'service', endpoint: 'https://health.example.org/health', sampleRate: 0.1 } });
    expect((await csp())['connect-src']).toContain('https://health.example.org');
    await generate();
    expect((await csp())['connect-src']).not.toContain('https://health.example.org');
    await generate({ ...CONFIG, health: { sink: 'service', endpoint: 'http://health.example.org/health', sampleRate: 0.1 } });
    expect((await csp())['connect-src']).not.toContain('http://health.example.org');
  });

  it.each([
    ['a remote on plain http', { ...CONFIG, allowedRemoteOrigins: ['http://tierlist.example.org'] }, DEPLOY, 'must use https'],
    ['a remote that is not a URL', { ...CONFIG, allowedRemoteOrigins: ['tierlist'] }, DEPLOY, 'is not a URL'],
    ['a wildcard host', { ...CONFIG, allowedRemoteOrigins: ['https://*.example.org'] }, DEPLOY, 'unusual host name'],
    ['no auth domain', { ...CONFIG, auth: { firebase: {} } }, DEPLOY, 'authDomain is required'],
    ['a malformed hash', CONFIG, { ...DEPLOY, scriptHashes: ["sha256-x'; script-src *"] }, 'is not like sha256'],
    ['a report URI with a semicolon', CONFIG, { ...DEPLOY, reportUri: 'https://r.example.org/a;b' }, 'not allowed'],
    ['a price id with a quote', { ...CONFIG, billing: { prices: { monthly: "price_M'" } } }, DEPLOY, 'billing.prices'],
    ['no site origin', CONFIG, { siteOrigins: [] }, 'siteOrigins must name'],
    [
      'an image host named by a placeholder',
      { ...CONFIG, cardImages: { ...CONFIG.cardImages, urlTemplate: 'https://{lang}.images.example.org/{set}/{number}.png' } },
      DEPLOY,
      'the origin must not have placeholders',
    ],
    [
      'an image host on plain http',
      { ...CONFIG, cardImages: { ...CONFIG.cardImages, urlTemplate: 'http://images.example.org/{set}/{number}.png' } },
      DEPLOY,
      'must use https',
    ],
    [
      'a relative image template',
      { ...CONFIG, cardImages: { ...CONFIG.cardImages, urlTemplate: '/cards/{set}/{number}.png' } },
      DEPLOY,
      'must be an absolute URL',
    ],
    ['a site origin on http', CONFIG, { siteOrigins: ['http://example.org'] }, 'must use https'],
  ])('refuses %s with a clear message and writes nothing', async (_label, config, deploy, message) => {
    const before = await readFile(path.join(dir, 'firebase.json'), 'utf8');
    const run = await generate(config, deploy);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(message);
    expect(await readFile(path.join(dir, 'firebase.json'), 'utf8')).toBe(before);
  });
});

describe('the constants of firestore.rules', () => {
  async function generatedRules() {
    await generate();
    return readFile(path.join(dir, 'firestore.rules'), 'utf8');
  }

  it('lists the configured Premium prices', async () => {
    expect(await generatedRules()).toContain("function premiumPrices() { return ['price_M', 'price_Y']; }");
  });

  it("pins return URLs to the site's origins (the pattern, tried here with JavaScript's RegExp)", async () => {
    const pattern = /url\.matches\('([^']+)'\)/.exec(await generatedRules())?.[1] ?? '';
    const re = new RegExp(pattern);
    for (const ok of [
      'https://www.example.org',
      'https://example.org/',
      'https://www.example.org/tier-list?checkout=success',
      'https://example.org/?a=1#x',
      'https://example.org/done?session={CHECKOUT_SESSION_ID}',
    ]) {
      expect([ok, re.test(ok)]).toEqual([ok, true]);
    }
    for (const bad of [
      'https://evil.test/',
      'https://www.example.org.evil.test/',
      'https://www.example.org@evil.test/',
      'https://example.orgx/',
      'http://example.org/',
      'https://wwwxexample.org/',
      'https://example.org/a b',
      'https://example.org/a\nb',
      "https://example.org/'",
      'https://example.org:8443/',
      'javascript:alert(1)',
    ]) {
      expect([bad, re.test(bad)]).toEqual([bad, false]);
    }
  });

  it('replaces only the generated block', async () => {
    const before = (await readFile(path.join(dir, 'firestore.rules'), 'utf8')).split('// END GENERATED')[1];
    expect((await generatedRules()).split('// END GENERATED')[1]).toBe(before);
  });

  it('refuses a rules file without the generated block', async () => {
    await writeFile(path.join(dir, 'firestore.rules'), "rules_version = '2';\n");
    const run = await generate();
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('no generated block');
  });
});

describe('the checked-in files (the demo project)', () => {
  it('are what the generator makes of scripts/deploy/demo (npm run deploy:check)', () => {
    const run = spawnSync(process.execPath, [GENERATOR, '--check'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('--check fails when a file differs', async () => {
    await generate();
    await writeFile(path.join(dir, 'firestore.rules'), (await readFile(path.join(dir, 'firestore.rules'), 'utf8')).replace('price_M', 'price_X'));
    const run = await generate(CONFIG, DEPLOY, '--check');
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('firestore.rules differs');
  });

  it('--print-csp prints the policy only', async () => {
    const run = await generate(CONFIG, DEPLOY, '--print-csp');
    expect(run.stdout.trim()).toMatch(/^default-src 'self'; script-src /);
  });
});
