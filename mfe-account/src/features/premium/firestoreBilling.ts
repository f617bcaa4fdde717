/**
 * Production BillingClient on Cloud Firestore, behaving like the Stripe payments extension
 * (docs/product-rules.md): reads `customers/{uid}/subscriptions`, adds a document to
 * `customers/{uid}/checkout_sessions` and listens to it until the extension has written the
 * session's id and url (or an `error`), at most `timeout` ms (30000 by default).
 *
 * It talks to Firestore through `FirestoreLike`, the four calls it needs, so the contract suite runs
 * it against an in-memory stand-in; `firestoreSdk.ts` implements them with `firebase/firestore`.
 */
import {
  BILLING_MESSAGES,
  BillingError,
  isBillingError,
  validateCheckoutParams,
  validateStatusFilter,
  type BillingClient,
  type CheckoutSession,
  type StatusFilter,
  type Subscription,
} from '@tcgp/billing';
import { toIsoDate, toSubscription } from './subscriptionData';

export interface FirestoreDoc {
  id: string;
  data: Record<string, unknown>;
}

/** The few Firestore calls the adapter makes (paths are slash-separated, like `doc(db, path)`). */
export interface FirestoreLike {
  /** Documents of a collection; with `whereIn`, only those whose field is one of the values. */
  getDocs(collectionPath: string, whereIn?: { field: string; values: string[] }): Promise<FirestoreDoc[]>;
  /** One document, or null when it does not exist. */
  getDoc(docPath: string): Promise<FirestoreDoc | null>;
  /** Adds a document with a generated id. */
  addDoc(collectionPath: string, data: Record<string, unknown>): Promise<{ id: string }>;
  /** Calls `next` with the document now and on every change (null while it does not exist). */
  onSnapshot(docPath: string, next: (doc: FirestoreDoc | null) => void, error: (error: unknown) => void): () => void;
}

export interface FirestoreBillingOptions {
  /** The Firestore calls, or a loader (the SDK is only downloaded when billing is first used). */
  db: FirestoreLike | (() => Promise<FirestoreLike>);
  /** The signed-in user's uid, or null. */
  getUid(): string | null;
  /** The page to come back to by default (success_url / cancel_url). */
  currentPage(): string;
  /** Subscription-management portal (Stripe customer portal link); null when none is configured. */
  portalUrl: string | null;
  now?: () => Date;
}

export function createFirestoreBilling(o: FirestoreBillingOptions): BillingClient {
  let dbPromise: Promise<FirestoreLike> | null = null;
  const db = (): Promise<FirestoreLike> => {
    if (typeof o.db !== 'function') return Promise.resolve(o.db);
    const loader = o.db;
    dbPromise ??= loader().catch((error: unknown) => {
      dbPromise = null;
      throw new BillingError('internal', BILLING_MESSAGES.unexpected, { cause: error });
    });
    return dbPromise;
  };
  const now = o.now ?? (() => new Date());

  const requireUid = (): string => {
    const uid = o.getUid();
    if (!uid) throw new BillingError('unauthenticated', BILLING_MESSAGES.unauthenticated);
    return uid;
  };

  /** Runs a read; a failure of Firestore itself becomes `internal` "Error while querying Firestore." */
  async function query<T>(read: (firestore: FirestoreLike) => Promise<T>): Promise<T> {
    const firestore = await db();
    try {
      return await read(firestore);
    } catch (error) {
      if (isBillingError(error)) throw error;
      throw new BillingError('internal', BILLING_MESSAGES.queryFailed, { cause: error });
    }
  }

  return {
    async listSubscriptions(status?: StatusFilter): Promise<Subscription[]> {
      const statuses = validateStatusFilter(status);
      const uid = requireUid();
      const docs = await query((f) => f.getDocs(`customers/${uid}/subscriptions`, statuses ? { field: 'status', values: statuses } : undefined));
      return docs.map((d) => toSubscription(d.id, d.data, uid)).sort((a, b) => a.created.localeCompare(b.created));
    },

    async getSubscription(subscriptionId: string): Promise<Subscription> {
      if (typeof subscriptionId !== 'string' || subscriptionId.trim() === '' || subscriptionId.includes('/')) {
        throw new BillingError('invalid-argument', 'subscriptionId must be a non-empty string.');
      }
      const uid = requireUid();
      const doc = await query((f) => f.getDoc(`customers/${uid}/subscriptions/${subscriptionId}`));
      if (!doc) throw new BillingError('not-found', BILLING_MESSAGES.notFound(subscriptionId, uid));
      return toSubscription(doc.id, doc.data, uid);
    },

    async createCheckoutSession(params): Promise<CheckoutSession> {
      const request = validateCheckoutParams(params, o.currentPage());
      const uid = requireUid();
      const data: Record<string, unknown> = {
        mode: request.mode,
        success_url: request.success_url,
        cancel_url: request.cancel_url,
        created: now(),
      };
      if (request.price) data.price = request.price;
      if (request.line_items) data.line_items = request.line_items;
      if (request.quantity !== undefined) data.quantity = request.quantity;
      const firestore = await db();
      const path = `customers/${uid}/checkout_sessions`;
      let added: { id: string };
      try {
        added = await firestore.addDoc(path, data);
      } catch (error) {
        throw new BillingError('internal', BILLING_MESSAGES.queryFailed, { cause: error });
      }

      return new Promise<CheckoutSession>((resolve, reject) => {
        let done = false;
        let unsubscribe: () => void = () => undefined;
        const finish = (settle: () => void) => {
          if (done) return;
          done = true;
          clearTimeout(timer);
          unsubscribe();
          settle();
        };
        const timer = setTimeout(() => finish(() => reject(new BillingError('deadline-exceeded', BILLING_MESSAGES.deadlineExceeded))), request.timeout);
        try {
          unsubscribe = firestore.onSnapshot(
            `${path}/${added.id}`,
            (doc) => {
              const d = doc?.data;
              if (!d) return;
              const error = d.error as { message?: unknown } | undefined;
              if (error) {
                const message = typeof error.message === 'string' && error.message ? error.message : BILLING_MESSAGES.unexpected;
                finish(() => reject(new BillingError('internal', message)));
                return;
              }
              // The extension writes `sessionId`; docs/product-rules.md calls it `id`.
              const id = typeof d.sessionId === 'string' ? d.sessionId : d.id;
              if (typeof id === 'string' && id && typeof d.url === 'string' && d.url) {
                const url = d.url;
                finish(() => resolve({ id, url, created: toIsoDate(d.created) ?? now().toISOString() }));
              }
            },
            (error) => finish(() => reject(new BillingError('internal', BILLING_MESSAGES.listenFailed, { cause: error }))),
          );
        } catch (error) {
          finish(() => reject(new BillingError('internal', BILLING_MESSAGES.listenFailed, { cause: error })));
        }
        // The first snapshot may arrive synchronously, before `unsubscribe` was assigned.
        if (done) unsubscribe();
      });
    },

    async getPortalUrl(returnUrl: string): Promise<string> {
      if (typeof returnUrl !== 'string' || returnUrl.trim() === '') throw new BillingError('invalid-argument', 'returnUrl must be a non-empty string.');
      requireUid();
      if (!o.portalUrl) throw new BillingError('internal', 'No subscription-management portal is configured (billing.portalUrl).');
      return o.portalUrl;
    },
  };
}
