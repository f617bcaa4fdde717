// The contract suite against the Firestore adapter, on the in-memory stand-in of the Firestore calls
// it makes (with a simulated Stripe payments extension). See README: the same suite runs against the
// real Firestore emulator in firestoreBilling.emulator.test.ts where Java 21 is available.
import { createFirestoreBilling } from './firestoreBilling';
import { createMemoryFirestore, docRef, timestamp } from '../../testing/memoryFirestore';
import { describeBillingContract, type BillingHarness } from './billingContract';

describeBillingContract('Firestore (Stripe payments extension) on the in-memory stand-in', async (): Promise<BillingHarness> => {
  const db = createMemoryFirestore();
  const currentPage = 'https://tcgp.example/tier-list';
  const sessionDoc = (uid: string, sessionId: string) => {
    for (const [path, data] of db.docs) if (path.startsWith(`customers/${uid}/checkout_sessions/`) && data.sessionId === sessionId) return { path, data };
    throw new Error(`no session ${sessionId}`);
  };
  return {
    client: (uid) =>
      createFirestoreBilling({
        db,
        getUid: () => {
          db.signedInAs = uid;
          return uid;
        },
        currentPage: () => currentPage,
        portalUrl: 'https://billing.stripe.test/p/login/test',
      }),
    currentPage,
    prices: { monthly: 'price_monthly', yearly: 'price_yearly' },
    // What the extension writes from the provider's webhook once the customer paid.
    async pay(uid, session) {
      const { data } = sessionDoc(uid, session.id);
      const price = String(data.price ?? (data.line_items as { price: string }[])[0]?.price);
      const now = new Date('2026-03-01T12:00:00Z');
      db.write(`customers/${uid}/subscriptions/sub_${session.id}`, {
        status: 'active',
        role: 'premium',
        price: docRef(`products/prod_premium/prices/${price}`),
        prices: [docRef(`products/prod_premium/prices/${price}`)],
        product: docRef('products/prod_premium'),
        quantity: 1,
        metadata: {},
        created: timestamp(now),
        current_period_start: timestamp(now),
        current_period_end: timestamp(new Date('2026-04-01T12:00:00Z')),
        cancel_at: null,
        cancel_at_period_end: false,
        canceled_at: null,
        ended_at: null,
        trial_start: null,
        trial_end: null,
      });
    },
    async cancel(uid, subscriptionId) {
      const at = timestamp(new Date('2026-03-02T12:00:00Z'));
      db.write(`customers/${uid}/subscriptions/${subscriptionId}`, { status: 'canceled', canceled_at: at, ended_at: at });
    },
    async storedRequest(uid, session) {
      const { data } = sessionDoc(uid, session.id);
      const prices = data.line_items ? (data.line_items as { price: string }[]).map((i) => i.price) : [String(data.price)];
      return { mode: String(data.mode), success_url: String(data.success_url), cancel_url: String(data.cancel_url), prices };
    },
    sessionCount: async (uid) => [...db.docs.keys()].filter((p) => p.startsWith(`customers/${uid}/checkout_sessions/`)).length,
    teardown: async () => undefined,
  };
});
