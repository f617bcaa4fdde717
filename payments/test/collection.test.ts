/** GET / PUT /v1/users/:uid/collection: the player's saved missing-cards list, versioned by ETag. */
import { MAX_MISSING } from '../src/domain/savedCollection';
import { PaymentsStore } from '../src/store';
import { SITE, errorCode, startTestService, type TestService } from './helpers';

let t: TestService;
beforeEach(async () => {
  t = await startTestService();
});
afterEach(async () => {
  await t.stop();
});

const UPDATED = '2026-03-01T12:00:00.000Z';
const doc = (missing: unknown[] = ['a1-084', 'a1-084', 'pa-007'], extra: Record<string, unknown> = {}) => ({
  version: 1,
  missing,
  updatedAt: UPDATED,
  ...extra,
});
const get = (token = 'token-alice', uid = 'alice') => t.call(`/v1/users/${uid}/collection`, { token });
/** A PUT with exactly these precondition headers. */
const putIf = (body: unknown, headers: Record<string, string>, token = 'token-alice', uid = 'alice') =>
  t.call(`/v1/users/${uid}/collection`, { method: 'PUT', token, body, headers });
/** A PUT over whatever is stored now (its ETag as If-Match, or If-None-Match: * when nothing is), as a client that just read it. */
async function put(body: unknown, token = 'token-alice', uid = 'alice'): Promise<Response> {
  const current = await get(token, uid);
  const etag = current.headers.get('etag');
  return putIf(body, current.status === 200 && etag ? { 'If-Match': etag } : { 'If-None-Match': '*' }, token, uid);
}

describe('who may read and write a collection', () => {
  it('401 without a valid token, for reads and writes', async () => {
    for (const token of [undefined, 'token-mallory']) {
      const r = await t.call('/v1/users/alice/collection', { token });
      expect(r.status).toBe(401);
      expect(await errorCode(r)).toBe('unauthenticated');
      expect((await t.call('/v1/users/alice/collection', { method: 'PUT', token, body: doc() })).status).toBe(401);
    }
  });

  it("403 for another user's collection, and nothing is written", async () => {
    expect((await put(doc(), 'token-bob', 'alice')).status).toBe(403);
    const read = await get('token-bob', 'alice');
    expect(read.status).toBe(403);
    expect(await errorCode(read)).toBe('permission-denied');
    expect(await errorCode(await get())).toBe('not-found');
  });
});

describe('saving and reading', () => {
  it('keeps the followed decks of a saved collection, and a document without them reads as before', async () => {
    expect((await put(doc(['a1-001'], { follows: ['charizard-ex', 'pikachu-ex&zapdos-ex'] }))).status).toBe(200);
    expect(await (await get()).json()).toEqual(doc(['a1-001'], { follows: ['charizard-ex', 'pikachu-ex&zapdos-ex'] }));
    expect((await put(doc(['a1-001']))).status).toBe(200);
    expect(await (await get()).json()).toEqual(doc(['a1-001']));
  });

  it('GET is 404 not-found before anything was saved', async () => {
    const res = await get();
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not-found', message: expect.any(String) } });
  });

  it('PUT saves the document (copies counted by repetition) and GET returns it, after a restart too', async () => {
    const res = await put(doc());
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(doc());
    expect(await (await get()).json()).toEqual(doc());
    await t.restart();
    expect(await (await get()).json()).toEqual(doc());
    expect(await (await get('token-bob', 'bob')).status).toBe(404);
  });

  it('a later PUT replaces the list, including with an empty one', async () => {
    await put(doc());
    await put(doc([]));
    expect(await (await get()).json()).toEqual(doc([]));
  });

  it('is written durably before the answer (the data file holds it)', async () => {
    await put(doc(['b1-001']));
    const store = await PaymentsStore.open(t.file);
    expect(store.get('collections', 'alice')).toEqual(doc(['b1-001']));
    await store.close();
  });

  it("allows CORS PUT with a precondition from the site's origins, and lets the page read the ETag", async () => {
    const res = await t.call('/v1/users/alice/collection', {
      method: 'OPTIONS',
      origin: SITE,
      headers: { 'Access-Control-Request-Method': 'PUT', 'Access-Control-Request-Headers': 'authorization,content-type,if-match,if-none-match' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(res.headers.get('access-control-allow-methods')).toContain('PUT');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase().split(',')).toEqual(expect.arrayContaining(['if-match', 'if-none-match']));
    await put(doc());
    const read = await t.call('/v1/users/alice/collection', { token: 'token-alice', origin: SITE });
    expect(read.headers.get('access-control-expose-headers')?.toLowerCase()).toContain('etag');
  });
});

describe('versions: no save replaces a document it has not seen', () => {
  const etagOf = (res: Response) => res.headers.get('etag') ?? '';

  it('GET and PUT answer with a strong, quoted ETag that changes on every write, the same list saved again too', async () => {
    const first = await putIf(doc(), { 'If-None-Match': '*' });
    expect(first.status).toBe(200);
    expect(etagOf(first)).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(etagOf(await get())).toBe(etagOf(first));
    const second = await putIf(doc(), { 'If-Match': etagOf(first) });
    expect(second.status).toBe(200);
    expect(etagOf(second)).not.toBe(etagOf(first));
    expect(etagOf(await get())).toBe(etagOf(second));
    // Kept with the document: the same version after a restart.
    await t.restart();
    expect(etagOf(await get())).toBe(etagOf(second));
  });

  it('PUT without a precondition gets 428, and nothing is written', async () => {
    const res = await t.call('/v1/users/alice/collection', { method: 'PUT', token: 'token-alice', body: doc() });
    expect(res.status).toBe(428);
    expect(await errorCode(res)).toBe('precondition-required');
    expect((await get()).status).toBe(404);
  });

  it('stale If-Match gets 412 with the current document', async () => {
    const v1 = etagOf(await putIf(doc(['a1-001']), { 'If-None-Match': '*' }));
    const v2 = etagOf(await putIf(doc(['a1-001', 'a1-002']), { 'If-Match': v1 }));
    const stale = await putIf(doc(['a1-001', 'a1-003']), { 'If-Match': v1 });
    expect(stale.status).toBe(412);
    expect(etagOf(stale)).toBe(v2);
    expect(stale.headers.get('cache-control')).toBe('no-store');
    expect(await stale.json()).toEqual({ error: { code: 'precondition-failed', message: expect.any(String) }, current: doc(['a1-001', 'a1-002']) });
    expect(await (await get()).json()).toEqual(doc(['a1-001', 'a1-002']));
  });

  it('If-None-Match: * fails with 412 once a document exists; If-Match fails with 412 while none does', async () => {
    const early = await putIf(doc(), { 'If-Match': '"anything"' });
    expect(early.status).toBe(412);
    expect(early.headers.get('etag')).toBeNull();
    expect(await early.json()).toEqual({ error: { code: 'precondition-failed', message: expect.any(String) }, current: null });
    const v1 = etagOf(await putIf(doc(['a1-001']), { 'If-None-Match': '*' }));
    const again = await putIf(doc(['a1-002']), { 'If-None-Match': '*' });
    expect(again.status).toBe(412);
    expect(etagOf(again)).toBe(v1);
    expect(((await again.json()) as { current: unknown }).current).toEqual(doc(['a1-001']));
  });

  it('compares If-Match strongly: a tag list without the current one fails; a list with it holds', async () => {
    const v1 = etagOf(await putIf(doc(), { 'If-None-Match': '*' }));
    expect((await putIf(doc(), { 'If-Match': '"x", "y"' })).status).toBe(412);
    expect((await putIf(doc(), { 'If-Match': `"x", ${v1}` })).status).toBe(200);
  });

  // A save must name the version it replaces, or say it creates: nothing else overwrites blindly.
  it.each([
    ['If-Match: *', { 'If-Match': '*' }],
    ['If-Match: a weak tag', { 'If-Match': 'W/"current"' }],
    ['If-Match: a tag list with a weak tag', { 'If-Match': '"x", W/"current"' }],
    ['If-Match: an unquoted tag', { 'If-Match': 'current' }],
    ['an empty If-Match', { 'If-Match': '' }],
    ['If-None-Match: a tag', { 'If-None-Match': '"anything"' }],
    ['If-None-Match: a weak tag', { 'If-None-Match': 'W/"anything"' }],
    ['an empty If-None-Match', { 'If-None-Match': '' }],
    ['If-None-Match: * beside If-Match', { 'If-None-Match': '*', 'If-Match': 'current' }],
  ])('%s gets 428 whether a document exists or not, and nothing is written', async (_name, headers: Record<string, string>) => {
    const none = await putIf(doc(['a1-009']), headers);
    expect(none.status).toBe(428);
    expect(await errorCode(none)).toBe('precondition-required');
    expect((await get()).status).toBe(404);
    const v1 = etagOf(await putIf(doc(['a1-001']), { 'If-None-Match': '*' }));
    const withCurrent = Object.fromEntries(
      Object.entries(headers).map(([name, value]) => [name, value.replace('"current"', () => v1).replace(/^current$/, () => v1.slice(1, -1))]),
    );
    const over = await putIf(doc(['a1-002']), withCurrent);
    expect(over.status).toBe(428);
    expect(await errorCode(over)).toBe('precondition-required');
    const after = await get();
    expect(etagOf(after)).toBe(v1);
    expect(await after.json()).toEqual(doc(['a1-001']));
  });

  it('two-device race loses nothing: of two saves on the same version exactly one is taken, the other gets it back', async () => {
    const v1 = etagOf(await putIf(doc(['a1-001']), { 'If-None-Match': '*' }));
    const [a, b] = await Promise.all([putIf(doc(['a1-001', 'a1-002']), { 'If-Match': v1 }), putIf(doc(['a1-001', 'a1-003']), { 'If-Match': v1 })]);
    expect([a.status, b.status].sort()).toEqual([200, 412]);
    const [won, lost] = a.status === 200 ? [a, b] : [b, a];
    const wonDoc = await won.json();
    expect(((await lost.json()) as { current: unknown }).current).toEqual(wonDoc);
    expect(etagOf(lost)).toBe(etagOf(won));
    expect(await (await get()).json()).toEqual(wonDoc);
  });

  it('gives a document saved before versions the version "0", which a write then replaces', async () => {
    await t.store.transact((tx) => tx.put('collections', 'alice', { version: 1, missing: ['a1-001'], updatedAt: UPDATED }));
    const read = await get();
    expect(etagOf(read)).toBe('"0"');
    const res = await putIf(doc(['a1-002']), { 'If-Match': '"0"' });
    expect(res.status).toBe(200);
    expect(etagOf(res)).not.toBe('"0"');
  });

  it('checks the body before the version: a bad document is 400 even with a stale version', async () => {
    await putIf(doc(), { 'If-None-Match': '*' });
    const res = await putIf(doc(['Pikachu']), { 'If-Match': '"stale"' });
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe('invalid-card-id');
  });
});

describe('what a collection may hold', () => {
  it(`accepts exactly ${MAX_MISSING} entries and refuses ${MAX_MISSING + 1} (too-many-cards)`, async () => {
    expect(MAX_MISSING).toBe(2000);
    // 1000 cards, two copies each (a card may be missing at most twice).
    expect((await put(doc(Array.from({ length: 2000 }, (_, i) => `a1-${String(Math.floor(i / 2)).padStart(3, '0')}`)))).status).toBe(200);
    const over = await put(doc(Array.from({ length: 2001 }, () => 'a1-001')));
    expect(over.status).toBe(400);
    expect(await errorCode(over)).toBe('too-many-cards');
  });

  it.each([
    ['a1-084', true],
    ['pa-007', true],
    ['a2b-1234', true],
    ['a1-08', false],
    ['A1-084', false],
    ['a1-084 ', false],
    ['a1_084', false],
    ['-084', false],
    ['a1-', false],
    ['a1-0a4', false],
  ])('card id %j accepted: %s', async (id, ok) => {
    const res = await put(doc([id]));
    expect(res.status).toBe(ok ? 200 : 400);
    if (!ok) expect(await errorCode(res)).toBe('invalid-card-id');
  });

  it.each([
    ['not JSON', '{"version":1,', 'invalid-json'],
    ['an array', [], 'invalid-collection'],
    ['an unknown field', doc(undefined, { owner: 'bob' }), 'invalid-collection'],
    ['version 2', { ...doc(), version: 2 }, 'invalid-version'],
    ['version "1"', { ...doc(), version: '1' }, 'invalid-version'],
    ['no version', { missing: [], updatedAt: UPDATED }, 'invalid-version'],
    ['missing as an object', { ...doc(), missing: { 'a1-001': 2 } }, 'invalid-missing'],
    ['a number in missing', doc([1]), 'invalid-card-id'],
    ['no updatedAt', { version: 1, missing: [] }, 'invalid-updated-at'],
    ['a date without time', { ...doc(), updatedAt: '2026-03-01' }, 'invalid-updated-at'],
    ['a local time', { ...doc(), updatedAt: '2026-03-01T12:00:00+01:00' }, 'invalid-updated-at'],
    ['31 February', { ...doc(), updatedAt: '2026-02-31T12:00:00.000Z' }, 'invalid-updated-at'],
    ['a deck followed twice', doc(undefined, { follows: ['charizard-ex', 'charizard-ex'] }), 'invalid-follows'],
    ['follows as a text', doc(undefined, { follows: 'charizard-ex' }), 'invalid-follows'],
  ])('refuses %s with a clear code', async (_label, body, code) => {
    const res =
      typeof body === 'string'
        ? await t.call('/v1/users/alice/collection', {
            method: 'PUT',
            token: 'token-alice',
            raw: body,
            headers: { 'Content-Type': 'application/json', 'If-None-Match': '*' },
          })
        : await put(body);
    expect(res.status).toBe(400);
    const json = (await res.json()) as { error: { code: string; message: string } };
    expect(json.error.code).toBe(code);
    expect(json.error.message.length).toBeGreaterThan(10);
    expect(await errorCode(await get())).toBe('not-found');
  });

  it('accepts updatedAt without milliseconds', async () => {
    expect((await put({ ...doc(), updatedAt: '2026-03-01T12:00:00Z' })).status).toBe(200);
  });

  it('413 for a body over 64 KiB', async () => {
    const res = await put(doc(Array.from({ length: 1500 }, () => `a1-${'0'.repeat(50)}`)));
    expect(res.status).toBe(413);
    expect(await errorCode(res)).toBe('payload-too-large');
  });
});
