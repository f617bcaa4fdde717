/** No single request stops the service, and what it stores is what the site may use. */
import { readFile } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { CHECKOUT_REQUEST_KEYS } from '../src/domain/checkoutRequest';
import { PaymentsStore } from '../src/store';
import { SITE, checkoutBody, createSession, errorCode, listSubs, pay, startTestService, type TestService } from './helpers';

let t: TestService;
beforeEach(async () => {
  t = await startTestService();
});
afterEach(async () => {
  await t.stop();
});

const healthy = async () => expect((await t.call('/health')).status).toBe(200);

/** Sends a request exactly as written (fetch would normalize the path). */
function rawRequest(path: string, o: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const url = new URL(t.server.url);
    const req = request({ host: url.hostname, port: url.port, path, method: o.method ?? 'GET', headers: o.headers }, (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(o.body);
  });
}

describe('malformed URLs answer 400 and never stop the service', () => {
  it.each(['/%', '/checkout/%E0%A4%A', '/v1/customers/%ZZ/subscriptions', '/portal/%', '/v1/premium-data/%C0'])('GET %s: 400', async (path) => {
    const res = await rawRequest(path);
    expect(res.status).toBe(400);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    await healthy();
  });

  it('a malformed path is 400 JSON on the API and an HTML page elsewhere', async () => {
    expect(JSON.parse((await rawRequest('/v1/%')).body)).toEqual({ error: { code: 'invalid-argument', message: expect.stringContaining('percent') } });
    expect((await rawRequest('/checkout/%')).body).toContain('<!doctype html>');
  });
});

describe('bodies over the limit answer 413 (not a reset)', () => {
  const big = 'x'.repeat(70 * 1024);

  it('with a Content-Length', async () => {
    const res = await t.call('/v1/customers/alice/checkout_sessions', { token: 'token-alice', raw: big, headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(413);
    expect(await errorCode(res)).toBe('payload-too-large');
    await healthy();
  });

  it('chunked, without a length', async () => {
    const res = await rawRequest('/v1/customers/alice/checkout_sessions', {
      method: 'POST',
      headers: { Authorization: 'Bearer token-alice', 'Transfer-Encoding': 'chunked', 'Content-Type': 'application/json' },
      body: big,
    });
    expect(res.status).toBe(413);
    await healthy();
  });

  it('on the local checkout form too', async () => {
    const session = await createSession(t);
    const res = await t.call(`${session.url}/pay`, { origin: t.server.url, raw: big, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(res.status).toBe(413);
    expect((await listSubs(t)).body).toEqual([]);
  });
});

describe('ids that are names of Object.prototype are just unknown ids', () => {
  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])('%s: 404 on every look-up', async (id) => {
    expect((await t.call(`/checkout/${id}`)).status).toBe(404);
    expect((await t.call(`/checkout/${id}/pay`, { origin: t.server.url, form: {} })).status).toBe(404);
    expect((await t.call(`/portal/${id}`)).status).toBe(404);
    const sub = await t.call(`/v1/customers/alice/subscriptions/${id}`, { token: 'token-alice' });
    expect(sub.status).toBe(404);
    expect(await errorCode(sub)).toBe('not-found');
    const price = await t.call('/v1/customers/alice/checkout_sessions', { token: 'token-alice', body: checkoutBody(id) });
    expect(price.status).toBe(400);
  });
});

describe('redirect URLs are stored normalized', () => {
  it('a CRLF in success_url cannot break the redirect after payment', async () => {
    const session = await createSession(t, 'token-alice', 'alice', { ...checkoutBody(), success_url: `${SITE}/ok\r\nSet-Cookie: pwned=1` });
    const res = await pay(t, session.url);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${SITE}/okSet-Cookie:%20pwned=1`);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect((await listSubs(t)).body).toHaveLength(1);
  });

  it('fills in {CHECKOUT_SESSION_ID}', async () => {
    const session = await createSession(t, 'token-alice', 'alice', { ...checkoutBody(), success_url: `${SITE}/done?session={CHECKOUT_SESSION_ID}` });
    expect((await pay(t, session.url)).headers.get('location')).toBe(`${SITE}/done?session=${session.id}`);
  });
});

describe('checkout requests are pinned like the production rules', () => {
  it.each([
    [
      'a price_data line item (the one-cent attack)',
      { line_items: [{ price: 'price_monthly', price_data: { unit_amount: 1 } }] },
      'may only have price and quantity',
    ],
    ['a line item without a price', { line_items: [{ price_data: { unit_amount: 1 } }] }, 'line_items[0].price'],
    ['an unknown line item price', { line_items: [{ price: 'price_cheap' }] }, 'No such price: price_cheap'],
    ['a fractional quantity', { price: 'price_monthly', quantity: 1.5 }, 'quantity must be a positive integer'],
    ['a fractional line item quantity', { line_items: [{ price: 'price_monthly', quantity: 0.5 }] }, 'line_items[0].quantity must be a positive integer'],
    ['three line items', { line_items: [{ price: 'price_monthly' }, { price: 'price_yearly' }, { price: 'price_monthly' }] }, 'at most 2 items'],
    ['both price and line_items', { price: 'price_monthly', line_items: [{ price: 'price_monthly' }] }, 'either line_items or price'],
    ['a javascript: success_url', { price: 'price_monthly', success_url: 'javascript:alert(1)' }, 'success_url must be a URL of the site'],
    [
      'a success_url on a look-alike host',
      { price: 'price_monthly', success_url: 'http://site.test:8080.evil.test/' },
      'success_url must be a URL of the site',
    ],
  ])('refuses %s: 400', async (_label, body, message) => {
    const res = await t.call('/v1/customers/alice/checkout_sessions', {
      token: 'token-alice',
      body: { mode: 'subscription', success_url: SITE, cancel_url: SITE, ...body },
    });
    expect(res.status).toBe(400);
    const json = (await res.json()) as { error: { code: string; message: string } };
    expect(json.error.code).toBe('invalid-argument');
    expect(json.error.message).toContain(message);
  });

  it('accepts line items with only a configured price and an integer quantity', async () => {
    const session = await createSession(t, 'token-alice', 'alice', {
      ...checkoutBody(),
      price: undefined,
      line_items: [{ price: 'price_yearly', quantity: 1 }],
    });
    await pay(t, session.url);
    expect((await listSubs(t)).body[0]).toMatchObject({ price: 'price_yearly', quantity: 1 });
  });
});

describe('checkout requests with keys the production rules do not allow are refused (hasOnly), not stripped', () => {
  const request = (extra: Record<string, unknown>) =>
    t.call('/v1/customers/alice/checkout_sessions', { token: 'token-alice', body: { ...checkoutBody(), ...extra } });

  it.each([
    ['price_data', { price_data: { currency: 'usd', unit_amount: 1, product_data: { name: 'Premium' }, recurring: { interval: 'month' } } }],
    ['metadata', { metadata: { firebaseRole: 'premium' } }],
    ['discounts', { discounts: [{ coupon: 'FREE100' }] }],
    ['allow_promotion_codes', { allow_promotion_codes: true }],
    ['trial_period_days', { trial_period_days: 365 }],
    ['__proto__', JSON.parse('{"__proto__": {"polluted": true}}') as Record<string, unknown>],
  ])('a top-level %s: 400 invalid-argument, and no session is created', async (key, extra) => {
    const res = await request(extra);
    expect(res.status).toBe(400);
    const json = (await res.json()) as { error: { code: string; message: string } };
    expect(json.error.code).toBe('invalid-argument');
    expect(json.error.message).toBe(`A checkout request may only have price, line_items, mode, success_url, cancel_url, quantity, created (not ${key}).`);
    expect(t.store.list('checkoutSessions')).toEqual([]);
  });

  it('names every key it refuses', async () => {
    const res = await request({ metadata: {}, discounts: [] });
    expect(((await res.json()) as { error: { message: string } }).error.message).toContain('(not metadata, discounts)');
  });

  it('accepts exactly the keys of the rules: created as a date, and refuses a created that is not one', async () => {
    expect((await request({ quantity: 1, created: '2026-01-31T10:00:00.000Z' })).status).toBe(201);
    const bad = await request({ created: 'yesterday' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toBe('created must be a date (an ISO 8601 string).');
  });

  it("the allowed keys are the hasOnly list of firestore.rules' isCheckoutRequest", async () => {
    const rules = await readFile(path.join(__dirname, '../../firestore.rules'), 'utf8');
    const body = rules.slice(rules.indexOf('function isCheckoutRequest'));
    const hasOnly = /data\.keys\(\)\.hasOnly\(\[([^\]]*)\]\)/.exec(body)?.[1] ?? '';
    expect(hasOnly.split(',').map((k) => k.trim().replace(/^'|'$/g, ''))).toEqual([...CHECKOUT_REQUEST_KEYS]);
  });
});

describe('expired sessions are pruned', () => {
  it('creating a session deletes the checkout and portal sessions that expired, on disk too', async () => {
    const old = await createSession(t);
    const portalRes = await t.call('/v1/customers/alice/portal_sessions', { token: 'token-alice', body: { return_url: SITE } });
    const { url: portalUrl } = (await portalRes.json()) as { url: string };
    t.clock.now = new Date(t.clock.now.getTime() + 24 * 60 * 60 * 1000 + 1);
    const fresh = await createSession(t);
    expect((await t.call(old.url)).status).toBe(404);
    expect((await t.call(portalUrl)).status).toBe(404);
    const reopened = await PaymentsStore.open(t.file);
    expect(reopened.list('checkoutSessions').map((s) => s.id)).toEqual([fresh.id]);
    expect(reopened.list('portalSessions')).toEqual([]);
    await reopened.close();
  });

  it('keeps sessions that have not expired yet', async () => {
    const first = await createSession(t);
    t.clock.now = new Date(t.clock.now.getTime() + 23 * 60 * 60 * 1000);
    await createSession(t);
    expect((await t.call(first.url)).status).toBe(200);
  });
});

describe('security headers', () => {
  it('sends nosniff on JSON, HTML and error answers', async () => {
    for (const path of ['/health', '/checkout/nope', '/v1/nope', '/nope']) {
      expect((await t.call(path)).headers.get('x-content-type-options')).toBe('nosniff');
    }
  });
});

describe('health beacons cannot stop the service or grow it without bound', () => {
  const report = (over: Record<string, unknown> = {}) => ({
    remote: 'deck',
    version: '1.0.0+3f2c1ab',
    sessions: 1,
    errorSessions: 0,
    loadFailures: { manifest: 0, entry: 0, chunk: 0, contract: 0 },
    boundaryErrors: 0,
    uncaughtErrors: 0,
    lcpMs: 1000,
    inpMs: 50,
    cls: 0,
    ...over,
  });
  const post = (raw: string) => rawRequest('/health', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: raw });

  it('a body over 16 KB is 413, with or without a length', async () => {
    const big = JSON.stringify({ v: 1, reports: [report({ version: `1.0.0+${'a'.repeat(17 * 1024)}` })] });
    expect((await post(big)).status).toBe(413);
    const chunked = await rawRequest('/health', { method: 'POST', headers: { 'Transfer-Encoding': 'chunked', 'Content-Type': 'text/plain' }, body: big });
    expect(chunked.status).toBe(413);
    await healthy();
  });

  it.each([
    ['a prototype key', '{"v":1,"reports":[{"__proto__":{"sessions":1}}]}'],
    ['a deeply nested body', `${'['.repeat(5000)}${']'.repeat(5000)}`],
    ['huge numbers', JSON.stringify({ v: 1, reports: [report({ sessions: 1e308, errorSessions: 1e308 })] })],
    ['NaN spelled out', '{"v":1,"reports":[{"sessions":NaN}]}'],
    ['21 reports', JSON.stringify({ v: 1, reports: Array.from({ length: 21 }, () => report()) })],
    ['a version that is a path', JSON.stringify({ v: 1, reports: [report({ version: '../../etc/passwd' })] })],
    ['a remote named like an Object.prototype member', JSON.stringify({ v: 1, reports: [report({ remote: '__proto__' })] })],
  ])('%s is 400 and changes nothing', async (_what, body) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ error: { code: 'invalid-argument', message: expect.any(String) } });
    expect(t.store.list('health')).toEqual([]);
    await healthy();
  });

  it("a version's record stays the same size however many reports it sums", async () => {
    const body = (i: number) =>
      JSON.stringify({ v: 1, reports: Array.from({ length: 20 }, (_, j) => report({ lcpMs: (i * 20 + j) * 37, inpMs: j * 13, cls: j / 20 })) });
    for (let i = 0; i < 10; i += 1) expect((await post(body(i))).status).toBe(204);
    const after200 = JSON.stringify(t.store.get('health', 'deck@1.0.0+3f2c1ab')).length;
    for (let i = 0; i < 10; i += 1) await post(body(i));
    expect(t.store.get('health', 'deck@1.0.0+3f2c1ab')?.sessions).toBe(400);
    expect(JSON.stringify(t.store.get('health', 'deck@1.0.0+3f2c1ab')).length).toBe(after200);
    expect(after200).toBeLessThan(16 * 1024);
  });
});
