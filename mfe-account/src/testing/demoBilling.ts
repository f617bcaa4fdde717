/**
 * Billing for the standalone dev host (`npm run dev -w mfe-account`): the Firestore adapter over the
 * in-memory stand-in, whose simulated extension "pays" at once (it writes an active subscription
 * and answers with the success url), and a "portal" that cancels the subscriptions and comes back.
 * Nothing leaves the browser; the state lives as long as the page.
 */
import type { BillingClient } from '@tcgp/billing';
import { createFirestoreBilling } from '../features/premium/firestoreBilling';
import { createMemoryFirestore, docRef, timestamp } from './memoryFirestore';

export function createDemoBilling(getUid: () => string | null, currentPage: () => string): BillingClient {
  const db = createMemoryFirestore({
    extension: {
      kind: 'answer',
      url: (sessionId, doc) => {
        const uid = db.signedInAs ?? 'demo';
        const now = new Date();
        const end = new Date(now);
        end.setUTCMonth(end.getUTCMonth() + (doc.price === 'price_yearly' ? 12 : 1));
        db.write(`customers/${uid}/subscriptions/sub_${sessionId}`, {
          status: 'active',
          price: docRef(`products/prod_premium/prices/${String(doc.price)}`),
          prices: [docRef(`products/prod_premium/prices/${String(doc.price)}`)],
          product: docRef('products/prod_premium'),
          quantity: 1,
          role: 'premium',
          metadata: {},
          created: timestamp(now),
          current_period_start: timestamp(now),
          current_period_end: timestamp(end),
        });
        return String(doc.success_url);
      },
    },
  });
  const client = createFirestoreBilling({
    db,
    getUid: () => {
      db.signedInAs = getUid();
      return db.signedInAs;
    },
    currentPage,
    portalUrl: null,
  });
  return {
    ...client,
    async getPortalUrl(returnUrl) {
      const uid = getUid();
      for (const [path, data] of db.docs) {
        if (path.startsWith(`customers/${uid}/subscriptions/`) && data.status === 'active') {
          db.write(path, { status: 'canceled', canceled_at: timestamp(new Date()), ended_at: timestamp(new Date()) });
        }
      }
      return returnUrl;
    },
  };
}
