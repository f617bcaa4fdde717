/**
 * firestore.rules against the Firestore emulator, every allowed and denied request
 * and 14: checkout sessions pinned to the configured Premium prices and the site's origins (the
 * `price_data` one-cent attack included), the extension's collections, saved collections.
 * Run with `npm run test:rules` (needs the emulator: Java 21); skipped elsewhere.
 */
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { PRICES, PROJECT_ID, SECOND_SITE, SITE, describeWithEmulator, rulesSource } from './rulesEnvironment';

let env: RulesTestEnvironment;

const alice = () => env.authenticatedContext('alice').firestore();
const session = (data: Record<string, unknown>, uid = 'alice', db = alice()) =>
  db.doc(`customers/${uid}/checkout_sessions/s-${Math.random().toString(36).slice(2)}`).set(data);
const valid = (extra: Record<string, unknown> = {}) => ({
  price: PRICES.monthly,
  mode: 'subscription',
  success_url: `${SITE}/tier-list?checkout=success`,
  cancel_url: `${SITE}/tier-list?checkout=cancel`,
  ...extra,
});
const withoutPrice = (extra: Record<string, unknown>) => {
  const { price: _price, ...rest } = valid();
  return { ...rest, ...extra };
};

describeWithEmulator('FIRESTORE_EMULATOR_HOST', 'firestore.rules', () => {
  beforeAll(async () => {
    env = await initializeTestEnvironment({ projectId: PROJECT_ID, firestore: { rules: rulesSource('firestore.rules') } });
  });
  afterAll(async () => {
    await env?.cleanup();
  });
  beforeEach(async () => {
    await env.clearFirestore();
  });

  describe('checkout sessions: allowed', () => {
    it.each([
      ['the monthly price', valid()],
      ['the yearly price, quantity 1 and a created date', valid({ price: PRICES.yearly, quantity: 1, created: new Date() })],
      ['payment mode', valid({ mode: 'payment' })],
      ['one line item with only a price', withoutPrice({ line_items: [{ price: PRICES.monthly }] })],
      ['one line item with an integer quantity', withoutPrice({ line_items: [{ price: PRICES.yearly, quantity: 2 }] })],
      ['two line items', withoutPrice({ line_items: [{ price: PRICES.monthly }, { price: PRICES.yearly, quantity: 1 }] })],
      ['return URLs on the second site origin', valid({ success_url: `${SECOND_SITE}/?checkout=success`, cancel_url: SECOND_SITE })],
      ['a session-id placeholder in the URL', valid({ success_url: `${SITE}/done?session={CHECKOUT_SESSION_ID}` })],
    ])('%s', async (_label, data) => {
      await assertSucceeds(session(data));
    });
  });

  describe('checkout sessions: denied', () => {
    it.each([
      [
        'a price_data line item (buying Premium for one cent)',
        withoutPrice({
          line_items: [{ price_data: { currency: 'usd', unit_amount: 1, product_data: { name: 'Premium' }, recurring: { interval: 'month' } }, quantity: 1 }],
        }),
      ],
      ['a line item with a price and price_data', withoutPrice({ line_items: [{ price: PRICES.monthly, price_data: { unit_amount: 1 } }] })],
      ['a line item with another field', withoutPrice({ line_items: [{ price: PRICES.monthly, adjustable_quantity: { enabled: true } }] })],
      ['a line item with an unknown price', withoutPrice({ line_items: [{ price: 'price_cheap' }] })],
      ['a line item with quantity 0', withoutPrice({ line_items: [{ price: PRICES.monthly, quantity: 0 }] })],
      ['a line item with quantity 1.5', withoutPrice({ line_items: [{ price: PRICES.monthly, quantity: 1.5 }] })],
      ['three line items', withoutPrice({ line_items: [{ price: PRICES.monthly }, { price: PRICES.yearly }, { price: PRICES.monthly }] })],
      ['an empty line_items list', withoutPrice({ line_items: [] })],
      ['line_items that are not a list', withoutPrice({ line_items: { price: PRICES.monthly } })],
      ['a price that is not configured', valid({ price: 'price_cheap' })],
      ['a price that is not a string', valid({ price: 1 })],
      ['both price and line_items', valid({ line_items: [{ price: PRICES.monthly }] })],
      ['neither price nor line_items', withoutPrice({})],
      ['quantity 0', valid({ quantity: 0 })],
      ['quantity 1.5', valid({ quantity: 1.5 })],
      ['quantity "1"', valid({ quantity: '1' })],
      ['mode setup', valid({ mode: 'setup' })],
      ['no mode', (({ mode: _m, ...rest }) => rest)(valid())],
      ['a success_url of another site', valid({ success_url: 'https://evil.test/' })],
      ['a cancel_url of another site', valid({ cancel_url: 'https://evil.test/' })],
      ['a look-alike host', valid({ success_url: `${SITE}.evil.test/` })],
      ['user info before another host', valid({ success_url: `${SITE}@evil.test/` })],
      ['plain http', valid({ success_url: SITE.replace('https:', 'http:') })],
      ['a javascript: URL', valid({ success_url: 'javascript:alert(1)' })],
      ['a line break in the URL', valid({ success_url: `${SITE}/ok\r\nSet-Cookie: x=1` })],
      ['a space in the URL', valid({ success_url: `${SITE}/a b` })],
      ['a URL over 2048 characters', valid({ success_url: `${SITE}/${'a'.repeat(2048)}` })],
      ['allow_promotion_codes', valid({ allow_promotion_codes: true })],
      ['trial_period_days', valid({ trial_period_days: 365 })],
      ['metadata', valid({ metadata: { role: 'premium' } })],
      ['the url the extension writes back', valid({ url: 'https://checkout.stripe.com/x' })],
      ['a created that is not a date', valid({ created: 'yesterday' })],
    ])('%s', async (_label, data) => {
      await assertFails(session(data));
    });

    it("in another user's customer document", async () => {
      await assertFails(session(valid(), 'bob'));
    });

    it('without signing in', async () => {
      await assertFails(session(valid(), 'alice', env.unauthenticatedContext().firestore()));
    });

    it('changing or deleting a session afterwards', async () => {
      await env.withSecurityRulesDisabled(async (ctx) => {
        await ctx.firestore().doc('customers/alice/checkout_sessions/s1').set(valid());
      });
      await assertFails(alice().doc('customers/alice/checkout_sessions/s1').update({ price: 'price_cheap' }));
      await assertFails(alice().doc('customers/alice/checkout_sessions/s1').delete());
    });
  });

  describe("the extension's documents", () => {
    beforeEach(async () => {
      await env.withSecurityRulesDisabled(async (ctx) => {
        const db = ctx.firestore();
        await db.doc('customers/alice').set({ email: 'alice@example.com' });
        await db.doc('customers/alice/checkout_sessions/s1').set(valid());
        await db.doc('customers/alice/subscriptions/sub1').set({ status: 'active' });
        await db.doc('customers/alice/payments/pay1').set({ amount: 100 });
        await db.doc('products/prod_premium').set({ active: true });
        await db.doc('products/prod_premium/prices/p1').set({ unit_amount: 100 });
        await db.doc('products/prod_premium/tax_rates/t1').set({ percentage: 20 });
        await db.doc('other/doc').set({ x: 1 });
      });
    });

    it('a user reads their own customer document, sessions, subscriptions and payments', async () => {
      for (const p of ['customers/alice', 'customers/alice/checkout_sessions/s1', 'customers/alice/subscriptions/sub1', 'customers/alice/payments/pay1']) {
        await assertSucceeds(alice().doc(p).get());
      }
      await assertSucceeds(alice().collection('customers/alice/subscriptions').where('status', 'in', ['active', 'trialing']).get());
    });

    it("nobody reads another user's", async () => {
      const bob = env.authenticatedContext('bob').firestore();
      for (const p of ['customers/alice', 'customers/alice/checkout_sessions/s1', 'customers/alice/subscriptions/sub1', 'customers/alice/payments/pay1']) {
        await assertFails(bob.doc(p).get());
        await assertFails(env.unauthenticatedContext().firestore().doc(p).get());
      }
    });

    it('clients write no customer document, subscription or payment', async () => {
      await assertFails(alice().doc('customers/alice').set({ stripeId: 'cus_x' }));
      await assertFails(alice().doc('customers/alice/subscriptions/sub2').set({ status: 'active', role: 'premium' }));
      await assertFails(alice().doc('customers/alice/subscriptions/sub1').update({ status: 'active' }));
      await assertFails(alice().doc('customers/alice/payments/pay2').set({ amount: 0 }));
    });

    it('products, prices and tax rates are public and read-only', async () => {
      const anyone = env.unauthenticatedContext().firestore();
      for (const p of ['products/prod_premium', 'products/prod_premium/prices/p1', 'products/prod_premium/tax_rates/t1']) {
        await assertSucceeds(anyone.doc(p).get());
        await assertFails(alice().doc(p).set({ unit_amount: 1 }));
      }
    });

    it('everything else is closed', async () => {
      await assertFails(alice().doc('other/doc').get());
      await assertFails(alice().doc('other/new').set({ x: 1 }));
    });
  });

  describe('health reports (health/{reportId})', () => {
    const report = (extra: Record<string, unknown> = {}) => ({
      remote: 'deck',
      version: '1.1.0+9e8d7c6',
      sessions: 1,
      errorSessions: 1,
      loadFailures: { manifest: 0, entry: 0, chunk: 1, contract: 0 },
      boundaryErrors: 0,
      uncaughtErrors: 2,
      lcpMs: 1234,
      inpMs: 88,
      cls: 0.01,
      at: firebase.firestore.FieldValue.serverTimestamp(),
      ...extra,
    });
    const anonymous = () => env.unauthenticatedContext().firestore();
    const send = (data: Record<string, unknown>, db = anonymous()) => db.collection('health').add(data);

    it.each([
      ['a report', report()],
      ['a report without vitals', report({ lcpMs: null, inpMs: null, cls: null })],
      ['the largest counts and vitals', report({ sessions: 1000, errorSessions: 1000, boundaryErrors: 1000, lcpMs: 120000, inpMs: 60000, cls: 10 })],
      ['a CLS of 0 (an integer)', report({ cls: 0 })],
      ['a version without a commit', report({ version: '1.0.0' })],
    ])('anyone creates %s', async (_label, data) => {
      await assertSucceeds(send(data));
    });

    it('a signed-in player creates one too (nothing ties it to them)', async () => {
      await assertSucceeds(send(report(), alice()));
    });

    it.each([
      ['an extra field', report({ uid: 'alice' })],
      ['an extra load failure kind', report({ loadFailures: { manifest: 0, entry: 0, chunk: 0, contract: 0, css: 1 } })],
      ['a missing load failure kind', report({ loadFailures: { manifest: 0, entry: 0, chunk: 0 } })],
      ['no vitals fields at all', (({ lcpMs: _l, inpMs: _i, cls: _c, ...rest }) => rest)(report())],
      ['a count of 1001', report({ uncaughtErrors: 1001 })],
      ['a negative count', report({ sessions: -1, errorSessions: 0 })],
      ['a fractional count', report({ boundaryErrors: 0.5 })],
      ['more failed sessions than sessions', report({ sessions: 1, errorSessions: 2 })],
      ['a count as a string', report({ sessions: '1' })],
      ['an LCP of 121 s', report({ lcpMs: 121000 })],
      ['a fractional INP', report({ inpMs: 88.5 })],
      ['a CLS of 11', report({ cls: 11 })],
      ['a remote with a slash', report({ remote: 'deck/x' })],
      ['a version with a space', report({ version: '1.0.0 beta' })],
      ['a version of 65 characters', report({ version: `1.${'0'.repeat(63)}` })],
      ['a time of its own', report({ at: new Date('2020-01-01T00:00:00Z') })],
      ['no time', (({ at: _a, ...rest }) => rest)(report())],
    ])('nobody creates %s', async (_label, data) => {
      await assertFails(send(data));
    });

    it('nobody reads, changes or deletes a report from a client', async () => {
      let id = '';
      await env.withSecurityRulesDisabled(async (context) => {
        id = (
          await context
            .firestore()
            .collection('health')
            .add(report({ at: new Date() }))
        ).id;
      });
      await assertFails(anonymous().doc(`health/${id}`).get());
      await assertFails(alice().doc(`health/${id}`).get());
      await assertFails(anonymous().collection('health').get());
      await assertFails(anonymous().doc(`health/${id}`).update({ sessions: 0 }));
      await assertFails(anonymous().doc(`health/${id}`).delete());
      await assertFails(anonymous().doc(`health/${id}`).set(report()));
    });
  });

  describe('saved collections (collections/{uid})', () => {
    const UPDATED = '2026-03-01T12:00:00.000Z';
    const doc = (missing: unknown[] = ['a1-084', 'a1-084', 'pa-007'], extra: Record<string, unknown> = {}) => ({
      version: 1,
      missing,
      updatedAt: UPDATED,
      ...extra,
    });
    const save = (data: unknown, uid = 'alice', db = alice()) => db.doc(`collections/${uid}`).set(data as Record<string, unknown>);

    it.each([
      ['a list with repeated ids (two copies missing)', doc()],
      ['an empty list', doc([])],
      ['2000 entries', doc(Array.from({ length: 1000 }, (_, i) => `a${i % 10}-${String(Math.floor(i / 10)).padStart(3, '0')}`).flatMap((id) => [id, id]))],
      ['ids with long numbers', doc(['a2b-1234'])],
      ['an id of 16 characters', doc(['abcdefghijkl-123'])],
      ['updatedAt without milliseconds', doc(undefined, { updatedAt: '2026-03-01T12:00:00Z' })],
    ])('the owner saves %s', async (_label, data) => {
      await assertSucceeds(save(data));
    });

    it.each([
      ['2001 entries', doc(Array.from({ length: 2001 }, () => 'a1-001'))],
      ['an id with two digits', doc(['a1-08'])],
      ['an id of 17 characters', doc(['abcdefghijkl-1234'])],
      ['an id of 60 KB', doc([`a1-${'0'.repeat(60 * 1024)}`])],
      ['an upper-case id', doc(['A1-084'])],
      ['an id with a space', doc(['a1-084 '])],
      ['two ids in one entry', doc(['a1-001,a1-002'])],
      ['an empty id', doc([''])],
      ['a number in the list', doc([1])],
      ['a map in the list', doc([{ id: 'a1-001' }])],
      ['missing as a map', doc(undefined, { missing: { 'a1-001': 2 } })],
      ['version 2', doc(undefined, { version: 2 })],
      ['version "1"', doc(undefined, { version: '1' })],
      ['an extra field', doc(undefined, { owner: 'bob' })],
      ['no updatedAt', { version: 1, missing: [] }],
      ['no version', { missing: [], updatedAt: UPDATED }],
      ['a date without time', doc(undefined, { updatedAt: '2026-03-01' })],
      ['a local time', doc(undefined, { updatedAt: '2026-03-01T12:00:00+01:00' })],
      ['month 13', doc(undefined, { updatedAt: '2026-13-01T12:00:00Z' })],
      ['a timestamp instead of a string', doc(undefined, { updatedAt: new Date() })],
    ])('the owner cannot save %s', async (_label, data) => {
      await assertFails(save(data));
    });

    it('only the owner reads, writes and deletes it', async () => {
      await assertSucceeds(save(doc()));
      await assertSucceeds(alice().doc('collections/alice').get());
      await assertSucceeds(save(doc(['b1-001'])));
      const bob = env.authenticatedContext('bob').firestore();
      await assertFails(bob.doc('collections/alice').get());
      await assertFails(save(doc(), 'alice', bob));
      await assertFails(bob.doc('collections/alice').delete());
      await assertFails(env.unauthenticatedContext().firestore().doc('collections/alice').get());
      await assertFails(save(doc(), 'alice', env.unauthenticatedContext().firestore()));
      await assertSucceeds(alice().doc('collections/alice').delete());
    });
  });
});
