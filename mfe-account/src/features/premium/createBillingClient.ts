import { BillingError, type BillingClient } from '@tcgp/billing';
import type { RuntimeConfig } from '@tcgp/domain';
import { createFirestoreBilling } from './firestoreBilling';
import { createLocalBilling } from './localBilling';

export interface BillingDeps {
  getIdToken(): Promise<string | null>;
  getUid(): string | null;
  currentPage(): string;
}

/** A client for a site without payments configured: every call fails with a clear message. */
function unavailableBilling(message: string): BillingClient {
  const fail = async (): Promise<never> => {
    throw new BillingError('internal', message);
  };
  return { listSubscriptions: fail, getSubscription: fail, createCheckoutSession: fail, getPortalUrl: fail };
}

/** The adapter config.json chooses: `firestore` (production, Stripe extension) or `local` (local payments service). */
export function createBillingClient(billing: RuntimeConfig['billing'], deps: BillingDeps): BillingClient {
  if (billing.adapter === 'firestore') {
    return createFirestoreBilling({
      db: () => import('./firestoreSdk').then((m) => m.loadFirestore()),
      getUid: deps.getUid,
      currentPage: deps.currentPage,
      portalUrl: billing.portalUrl,
    });
  }
  if (!billing.localServiceUrl) return unavailableBilling('No payments service is configured (billing.localServiceUrl).');
  return createLocalBilling({ baseUrl: billing.localServiceUrl, ...deps });
}
