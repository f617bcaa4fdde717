/** GET /v1/premium-data/<path>: the premium data set for premium users only. */
import { mkdir, mkdtemp, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { SUBSCRIPTION_STATUSES, grantsPremium, hasPremium, type Subscription, type SubscriptionStatus } from '@tcgp/billing';
import { SITE, errorCode, startTestService, type TestService } from './helpers';

let t: TestService;
let data: string;
const BEST = JSON.stringify({ decks: ['premium-only'] });

beforeEach(async () => {
  data = await mkdtemp(path.join(os.tmpdir(), 'premium-data-'));
  await mkdir(path.join(data, 'premium/matchups'), { recursive: true });
  await writeFile(path.join(data, 'premium/best-decks.json'), BEST);
  await writeFile(path.join(data, 'premium/matchups/a1-pikachu.json'), '{"rows":[]}');
  await writeFile(path.join(data, 'premium/.env'), 'SECRET=1');
  await writeFile(path.join(data, 'premium/notes.txt'), 'not data');
  await writeFile(path.join(data, 'outside.json'), '{"outside":true}');
  await symlink(path.join(data, 'outside.json'), path.join(data, 'premium/escape.json'));
  t = await startTestService({ premiumDataDir: path.join(data, 'premium'), tokens: { 'token-alice': 'alice', 'token-bob': 'bob' } });
});
afterEach(async () => {
  await t.stop();
  await rm(data, { recursive: true, force: true });
});

/** Gives `uid` a subscription with `status` straight in the store (as the extension would). */
async function subscribe(uid: string, status: SubscriptionStatus) {
  const sub = {
    id: `sub_${uid}_${status}`,
    uid,
    status,
    price: 'price_monthly',
    prices: ['price_monthly'],
    created: '2026-01-01T00:00:00.000Z',
  } as Subscription;
  await t.store.transact((tx) => tx.put('subscriptions', sub.id, sub));
}

const get = (p: string, token?: string, headers?: Record<string, string>) => t.call(`/v1/premium-data/${p}`, { token, headers });

describe('who may read the premium data', () => {
  it('401 without a token or with an unknown one', async () => {
    for (const token of [undefined, 'token-mallory']) {
      const res = await get('best-decks.json', token);
      expect(res.status).toBe(401);
      expect(await errorCode(res)).toBe('unauthenticated');
    }
  });

  it('403 for a signed-in user without a subscription', async () => {
    const res = await get('best-decks.json', 'token-alice');
    expect(res.status).toBe(403);
    expect(await errorCode(res)).toBe('permission-denied');
  });

  it.each(['past_due', 'canceled', 'incomplete', 'incomplete_expired', 'unpaid', 'paused'] as const)('403 when the only subscription is %s', async (status) => {
    await subscribe('alice', status);
    const res = await get('best-decks.json', 'token-alice');
    expect(res.status).toBe(403);
    expect(await errorCode(res)).toBe('permission-denied');
  });

  it('403 for a past_due subscription, as Cloud Storage refuses it (the extension removes the stripeRole claim)', async () => {
    await subscribe('alice', 'past_due');
    expect((await get('best-decks.json', 'token-alice')).status).toBe(403);
    await subscribe('alice', 'active');
    expect((await get('best-decks.json', 'token-alice')).status).toBe(200);
  });

  it.each(['active', 'trialing'] as const)('200 with a subscription that is %s, private and revalidated', async (status) => {
    await subscribe('alice', status);
    const res = await get('best-decks.json', 'token-alice');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(BEST);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it("another user's subscription does not count", async () => {
    await subscribe('bob', 'active');
    expect((await get('best-decks.json', 'token-alice')).status).toBe(403);
  });

  it('a subscription bought through the local checkout grants access', async () => {
    const session = (await (
      await t.call('/v1/customers/alice/checkout_sessions', {
        token: 'token-alice',
        body: { price: 'price_monthly', success_url: SITE, cancel_url: SITE },
      })
    ).json()) as { url: string };
    await t.call(`${session.url}/pay`, { origin: t.server.url, form: {} });
    expect((await get('matchups/a1-pikachu.json', 'token-alice')).status).toBe(200);
  });
});

describe('one rule for who is Premium: grantsPremium of @tcgp/billing', () => {
  it.each([...SUBSCRIPTION_STATUSES])('%s: the service answers as grantsPremium, and the account remote (hasPremium) decides the same', async (status) => {
    await subscribe('alice', status);
    const res = await get('best-decks.json', 'token-alice');
    expect(res.status).toBe(grantsPremium(status) ? 200 : 403);
    expect(hasPremium([{ status }])).toBe(grantsPremium(status));
  });

  it("the service's check is grantsPremium itself, not a list of its own", async () => {
    // Another rule in @tcgp/billing changes the service's answers: it has no list of its own.
    jest.doMock('@tcgp/billing', () => ({ ...jest.requireActual<object>('@tcgp/billing'), grantsPremium: (s: string) => s === 'paused' }));
    try {
      await jest.isolateModulesAsync(async () => {
        const { isPremiumUser } = await import('../src/domain/subscriptions');
        const sub = (status: SubscriptionStatus) => ({ uid: 'alice', status }) as Subscription;
        expect(isPremiumUser([sub('paused')], 'alice')).toBe(true);
        expect(isPremiumUser([sub('active')], 'alice')).toBe(false);
        // The route too: a service built on the other rule serves a paused subscriber, not an active one.
        const { startTestService: startIsolated } = await import('./helpers');
        const other = await startIsolated({ premiumDataDir: path.join(data, 'premium'), tokens: { 'token-alice': 'alice', 'token-bob': 'bob' } });
        try {
          const put = (uid: string, status: SubscriptionStatus) =>
            other.store.transact((tx) => tx.put('subscriptions', `sub_${uid}`, { ...sub(status), id: `sub_${uid}`, uid }));
          await put('alice', 'paused');
          await put('bob', 'active');
          expect((await other.call('/v1/premium-data/best-decks.json', { token: 'token-alice' })).status).toBe(200);
          expect((await other.call('/v1/premium-data/best-decks.json', { token: 'token-bob' })).status).toBe(403);
        } finally {
          await other.stop();
        }
      });
    } finally {
      jest.dontMock('@tcgp/billing');
    }
  });
});

describe('which files', () => {
  beforeEach(() => subscribe('alice', 'active'));

  it.each([
    ['a missing file', 'nope.json'],
    ['a folder', 'matchups'],
    ['a file that is not JSON', 'notes.txt'],
    ['a dotfile', '.env'],
    ['a parent folder', '..%2Foutside.json'],
    ['a parent folder, encoded dots', '%2e%2e/outside.json'],
    ['a symlink leaving the folder', 'escape.json'],
    ['a backslash path', '..%5Coutside.json'],
    ['nothing', ''],
  ])('404 for %s', async (_label, p) => {
    const res = await get(p, 'token-alice');
    expect(res.status).toBe(404);
    expect(await errorCode(res)).toBe('not-found');
  });

  it('serves nested files', async () => {
    expect(await (await get('matchups/a1-pikachu.json', 'token-alice')).json()).toEqual({ rows: [] });
  });
});

describe('caching, compression and CORS', () => {
  beforeEach(() => subscribe('alice', 'active'));

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('best-decks.json', 'token-alice');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    expect((await get('best-decks.json', 'token-alice', { 'If-None-Match': etag })).status).toBe(304);
  });

  it('sends the precompressed .br file when accepted and fresh, never a stale one', async () => {
    const file = path.join(data, 'premium/best-decks.json');
    await writeFile(`${file}.br`, brotliCompressSync(BEST));
    const res = await t.call(`${t.server.url}/v1/premium-data/best-decks.json`, { token: 'token-alice', headers: { 'Accept-Encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    // fetch decodes br itself
    expect(await res.text()).toBe(BEST);
    // The source changed after the .br was made: the .br is not used.
    const later = new Date(Date.now() + 60_000);
    await utimes(file, later, later);
    const stale = await t.call(`${t.server.url}/v1/premium-data/best-decks.json`, { token: 'token-alice', headers: { 'Accept-Encoding': 'br' } });
    expect(stale.headers.get('content-encoding')).toBeNull();
  });

  it.each([
    ['.br', 'br', brotliCompressSync],
    ['.gz', 'gzip', gzipSync],
  ] as const)(
    'never sends a %s copy that is a symlink, even a fresh one: the plain JSON instead, never the file it points to',
    async (suffix, encoding, compress) => {
      const file = path.join(data, 'premium/x.json');
      await writeFile(file, '{"x":1}');
      // Outside the folder, newer than x.json, compressed: sent as is if the symlink were followed.
      const secret = path.join(data, `secret${suffix}`);
      await writeFile(secret, compress('{"secret":"outside the premium folder"}'));
      const later = new Date(Date.now() + 60_000);
      await utimes(secret, later, later);
      await symlink(secret, `${file}${suffix}`);
      const res = await t.call(`${t.server.url}/v1/premium-data/x.json`, { token: 'token-alice', headers: { 'Accept-Encoding': encoding } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBeNull();
      const body = await res.text();
      expect(body).toBe('{"x":1}');
      expect(body).not.toContain('secret');
    },
  );

  it('never sends a precompressed copy that is a symlink inside the folder either', async () => {
    const file = path.join(data, 'premium/x.json');
    await writeFile(file, '{"x":1}');
    await writeFile(path.join(data, 'premium/other.json.br'), brotliCompressSync('{"other":true}'));
    await symlink(path.join(data, 'premium/other.json.br'), `${file}.br`);
    const res = await t.call(`${t.server.url}/v1/premium-data/x.json`, { token: 'token-alice', headers: { 'Accept-Encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe('{"x":1}');
  });

  it("allows CORS for the site's origins only", async () => {
    const ok = await t.call('/v1/premium-data/best-decks.json', { method: 'OPTIONS', origin: SITE });
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe(SITE);
    const got = await t.call('/v1/premium-data/best-decks.json', { token: 'token-alice', origin: SITE });
    expect(got.headers.get('access-control-allow-origin')).toBe(SITE);
    const other = await t.call('/v1/premium-data/best-decks.json', { method: 'OPTIONS', origin: 'http://evil.test' });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

it('without a premium data folder every file is 404 (after the same checks)', async () => {
  await t.stop();
  t = await startTestService();
  await subscribe('alice', 'active');
  expect((await get('best-decks.json')).status).toBe(401);
  expect((await get('best-decks.json', 'token-alice')).status).toBe(404);
});
