import type { ReactNode } from 'react';
import {
  StoreProvider,
  I18nextProvider,
  Link,
  ServicesProvider,
  createAppStore,
  useNavigation,
  rootReducer,
  selectModal,
  selectPremium,
  useAppSelector,
  userChanged,
  type LanguageCode,
  type User,
} from 'shared-contracts';
import type { RuntimeConfig } from '@tcgp/domain';
import { RouterHost } from '@tcgp/routing';
import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n } from '@tcgp/i18n';
import { createMemoryAuthClient } from '@tcgp/dev-kit/testing';
import type { SubscriptionStatus } from '@tcgp/billing';
import { createAccountSetup, type AccountSetup } from '../setup';
import AccountSlot from '../pages/AccountSlot';
import ModalHost from '../pages/ModalHost';
import type { BillingEnvironment } from '../features/premium/environment';
import { createFirestoreBilling } from '../features/premium/firestoreBilling';
import { createMemoryFirestore, docRef, timestamp, type ExtensionBehaviour, type MemoryFirestore } from './memoryFirestore';
import { LOCAL_DEFAULT_CONFIG } from '@tcgp/schemas';
import { claimBrowserList } from '@tcgp/collection';
import { selectCollectionSync } from '../features/collection-sync/collectionSyncSlice';
import { createMemoryCollectionStore, type MemoryCollectionStore } from '../features/collection-sync/memoryCollectionStore';
import type { SyncTiming } from '../features/collection-sync/collectionSync';

/** The collection sync without waiting (tests). */
export const FAST_SYNC: SyncTiming = { debounceMs: 5, retryDelaysMs: [10, 20] };

export const ash: User = { uid: 'u-ash', displayName: 'Ash Ketchum', email: 'ash@example.com', photoURL: null };
export const PAGE = 'https://tcgp.test/tier-list';
export const PORTAL = 'https://billing.stripe.test/p/login/test';

/** The setups of this test's renders: their checks and syncs stop when it ends. */
const started: AccountSetup[] = [];
afterEach(() => {
  for (const setup of started.splice(0)) setup.stop();
});

/** Writes a subscription of `uid` as the payment provider would. */
export function grantSubscription(db: MemoryFirestore, uid: string, status: SubscriptionStatus = 'active', id = 'sub_1') {
  const now = new Date('2026-03-01T00:00:00Z');
  db.write(`customers/${uid}/subscriptions/${id}`, {
    status,
    role: 'premium',
    price: docRef('products/prod_premium/prices/price_monthly'),
    prices: [docRef('products/prod_premium/prices/price_monthly')],
    product: docRef('products/prod_premium'),
    quantity: 1,
    metadata: {},
    created: timestamp(now),
    current_period_start: timestamp(now),
    current_period_end: timestamp(new Date('2026-04-01T00:00:00Z')),
  });
}

function LocationProbe() {
  const location = useNavigation();
  return (
    <>
      <output data-testid="location">{`${location.pathname}${location.search}`}</output>
      <Link to="/tier-list?portal=return">back from the portal</Link>
      <button type="button">outside</button>
    </>
  );
}

export interface RenderAccountOptions {
  /** The user of the memory AuthClient. */
  user?: User;
  /** Signed in before the first render (else signed out; `authLoading` keeps auth loading). */
  signedIn?: boolean;
  /**
   * Whether the browser's list already belongs to the signed-in user (a reload; the default when
   * signed in). False: it is a signed-out list, and the sign-in asks about it.
   */
  ownsList?: boolean;
  authLoading?: boolean;
  lang?: LanguageCode;
  route?: string;
  extension?: ExtensionBehaviour;
  billing?: Partial<BillingEnvironment>;
  config?: Partial<RuntimeConfig>;
  /** Missing cards on this device before sign-in. */
  missing?: string[];
  /** Where the collection is saved (default: a fresh in-memory store). */
  collectionStore?: MemoryCollectionStore;
  /** Called before the first render, e.g. to write subscriptions. */
  before?(db: MemoryFirestore): void;
  /** Wait until the Premium check of a signed-in user is done (default true). */
  settle?: boolean;
  /** Mount the modal host only once a modal is asked for, as the shell does for a visitor (default: always mounted). */
  hostWhenOpen?: boolean;
  children?: ReactNode;
}

/** The modal host mounted only while a modal is asked for: how the shell loads it for a visitor. */
function HostWhenOpen() {
  const modal = useAppSelector(selectModal);
  return modal !== null ? <ModalHost /> : null;
}

/**
 * Renders the account slot and the modal host as the shell does (after the remote's setup, with the
 * page's store, i18n, AuthClient kept in step with the store, and a router). The setup's deps: billing
 * on the Firestore adapter over the in-memory stand-in (redirects are recorded, not followed), an
 * in-memory collection store and a sync that does not wait.
 */
export async function renderAccount(o: RenderAccountOptions = {}) {
  const i18n = await createI18n(o.lang ?? 'en');
  const store = createAppStore(o.missing ? { missingCards: { ids: o.missing, lastChange: null } } : undefined);
  const config: RuntimeConfig = { ...LOCAL_DEFAULT_CONFIG, ...o.config };
  const user = o.user ?? ash;
  const auth = createMemoryAuthClient(user);
  const db = createMemoryFirestore({ extension: o.extension ?? { kind: 'answer' } });
  o.before?.(db);
  const client = createFirestoreBilling({
    db,
    getUid: () => {
      db.signedInAs = store.getState().auth.user?.uid ?? null;
      return db.signedInAs;
    },
    currentPage: () => PAGE,
    portalUrl: PORTAL,
  });
  const redirect = jest.fn<void, [string]>();
  const billing: BillingEnvironment = {
    client,
    redirect,
    currentUrl: () => PAGE,
    timing: { retryDelaysMs: [], pollMs: 5, confirmMs: 200, timeoutMs: 1000 },
    ...o.billing,
  };
  // The page's address (the premium check reads checkout / portal markers from it).
  window.history.replaceState(null, '', o.route ?? '/tier-list');
  // The sync remembers each user's last synced list in localStorage: every render starts without one.
  window.localStorage.clear();
  if (o.signedIn && o.ownsList !== false) claimBrowserList(window.localStorage, user.uid, []);
  const collectionStore = o.collectionStore ?? createMemoryCollectionStore();
  const setup = createAccountSetup({ billing: () => billing, collectionStore: () => collectionStore, syncTiming: FAST_SYNC });
  started.push(setup);
  await setup.setup({ i18n, store, rootReducer, config, services: { auth, config } });
  if (o.signedIn) await auth.signInWithGoogle();
  if (!o.authLoading) auth.onChange((u) => store.dispatch(userChanged(u)));
  const result = render(
    <StoreProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <ServicesProvider services={{ auth, config }}>
          <RouterHost router={{ kind: 'memory', path: o.route ?? '/tier-list' }}>
            <header>
              <AccountSlot />
            </header>
            {o.hostWhenOpen ? <HostWhenOpen /> : <ModalHost />}
            <LocationProbe />
            {o.children}
          </RouterHost>
        </ServicesProvider>
      </I18nextProvider>
    </StoreProvider>,
  );
  if (o.signedIn && o.settle !== false) {
    await waitFor(() => expect(selectPremium(store.getState())).not.toBeNull());
    // The collection sync has read the saved list (and saved this device's, if it had to).
    await waitFor(() => expect(['synced', 'conflict', 'retrying', 'off']).toContain(selectCollectionSync(store.getState()).status));
  }
  return { ...result, store, auth, db, redirect, billing, i18n, collectionStore, user: userEvent.setup() };
}
