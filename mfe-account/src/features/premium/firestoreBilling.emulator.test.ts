/**
 * @jest-environment node
 */
// The billing contract suite against the REAL Firestore emulator, with firestore.rules loaded.
// Skipped unless FIRESTORE_EMULATOR_HOST is set; the emulator needs Java 21 (see the README):
//   npx firebase emulators:exec --only firestore --project demo-tcgp \
//     "FIRESTORE_EMULATOR_HOST=127.0.0.1:8085 npx jest --selectProjects mfe-account firestoreBilling.emulator"
// Clients connect with a mock user token (`mockUserToken: { user_id }`), so the rules apply to them.
// The Stripe payments extension is played by an admin connection (`mockUserToken: 'owner'`, which
// the emulator lets through the rules): it answers checkout sessions and writes subscriptions.
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import * as fs from 'firebase/firestore';
import { createFirestoreBilling } from './firestoreBilling';
import { sdkFirestore } from './firestoreSdk';
import { describeBillingContract, type BillingHarness } from './billingContract';

const HOST = process.env.FIRESTORE_EMULATOR_HOST;
const PROJECT = 'demo-tcgp';
let appCount = 0;

function connect(token: string | { user_id: string }) {
  const app = initializeApp({ projectId: PROJECT, apiKey: 'demo-api-key' }, `billing-emulator-${(appCount += 1)}`);
  const db = fs.getFirestore(app);
  const [host, port] = (HOST ?? '127.0.0.1:8085').split(':');
  fs.connectFirestoreEmulator(db, host ?? '127.0.0.1', Number(port), { mockUserToken: token });
  return { app, db };
}

async function clearEmulator() {
  await fetch(`http://${HOST}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`, { method: 'DELETE' });
}

if (!HOST) {
  describe.skip('BillingClient contract: Firestore adapter on the Firestore emulator (set FIRESTORE_EMULATOR_HOST)', () => {
    it('needs the Firestore emulator', () => undefined);
  });
} else {
  describeBillingContract('Firestore adapter on the real Firestore emulator', async (): Promise<BillingHarness> => {
    await clearEmulator();
    const apps: FirebaseApp[] = [];
    const admin = connect('owner');
    apps.push(admin.app);
    // The extension: answers every new checkout session with an id and a url.
    const stopExtension = fs.onSnapshot(fs.collectionGroup(admin.db, 'checkout_sessions'), (snap) => {
      for (const change of snap.docChanges()) {
        const data = change.doc.data();
        if (change.type === 'added' && !data.sessionId) {
          void fs.setDoc(
            change.doc.ref,
            { sessionId: `cs_test_${change.doc.id}`, url: `https://checkout.stripe.test/c/pay/cs_test_${change.doc.id}` },
            { merge: true },
          );
        }
      }
    });
    const currentPage = 'https://tcgp.example/tier-list';
    const sessionDoc = async (uid: string, sessionId: string) => {
      const snap = await fs.getDocs(fs.query(fs.collection(admin.db, `customers/${uid}/checkout_sessions`), fs.where('sessionId', '==', sessionId)));
      const doc = snap.docs[0];
      if (!doc) throw new Error(`no session ${sessionId}`);
      return doc.data();
    };
    return {
      client(uid) {
        const db = uid ? connect({ user_id: uid }) : null;
        if (db) apps.push(db.app);
        return createFirestoreBilling({
          db: db ? sdkFirestore(fs, db.db) : sdkFirestore(fs, admin.db),
          getUid: () => uid,
          currentPage: () => currentPage,
          portalUrl: 'https://billing.stripe.test/p/login/test',
        });
      },
      currentPage,
      prices: { monthly: 'price_monthly', yearly: 'price_yearly' },
      async pay(uid, session) {
        const data = await sessionDoc(uid, session.id);
        const price = String(data.price ?? (data.line_items as { price: string }[])[0]?.price);
        const priceRef = fs.doc(admin.db, `products/prod_premium/prices/${price}`);
        const now = new Date();
        await fs.setDoc(fs.doc(admin.db, `customers/${uid}/subscriptions/sub_${session.id}`), {
          status: 'active',
          role: 'premium',
          price: priceRef,
          prices: [priceRef],
          product: fs.doc(admin.db, 'products/prod_premium'),
          quantity: 1,
          metadata: {},
          created: fs.Timestamp.fromDate(now),
          current_period_start: fs.Timestamp.fromDate(now),
          current_period_end: fs.Timestamp.fromDate(new Date(now.getTime() + 30 * 86_400_000)),
          cancel_at: null,
          cancel_at_period_end: false,
          canceled_at: null,
          ended_at: null,
          trial_start: null,
          trial_end: null,
        });
      },
      async cancel(uid, subscriptionId) {
        const at = fs.Timestamp.now();
        await fs.updateDoc(fs.doc(admin.db, `customers/${uid}/subscriptions/${subscriptionId}`), { status: 'canceled', canceled_at: at, ended_at: at });
      },
      async storedRequest(uid, session) {
        const data = await sessionDoc(uid, session.id);
        const prices = data.line_items ? (data.line_items as { price: string }[]).map((i) => i.price) : [String(data.price)];
        return { mode: String(data.mode), success_url: String(data.success_url), cancel_url: String(data.cancel_url), prices };
      },
      sessionCount: async (uid) => (await fs.getDocs(fs.collection(admin.db, `customers/${uid}/checkout_sessions`))).size,
      async teardown() {
        stopExtension();
        await Promise.all(apps.map((a) => deleteApp(a)));
        await clearEmulator();
      },
    };
  });

  describe('firestore.rules on the Firestore emulator', () => {
    const alice = () => sdkFirestore(fs, connect({ user_id: 'u-alice' }).db);
    const request = { price: 'price_monthly', mode: 'subscription', success_url: 'https://a.test/', cancel_url: 'https://a.test/' };

    it("refuses another user's data and any client write of subscriptions or session results", async () => {
      const db = alice();
      await expect(db.getDocs('customers/u-bob/subscriptions')).rejects.toThrow();
      await expect(db.addDoc('customers/u-bob/checkout_sessions', request)).rejects.toThrow();
      await expect(db.addDoc('customers/u-alice/subscriptions', { status: 'active' })).rejects.toThrow();
      await expect(db.addDoc('customers/u-alice/checkout_sessions', { ...request, url: 'https://evil.test' })).rejects.toThrow();
      await expect(db.addDoc('customers/u-alice/checkout_sessions', request)).resolves.toEqual({ id: expect.any(String) });
    });
  });
}
