import { useMemo, useRef, useState, type ReactNode } from 'react';
import { closeModal, premiumCheckRequested, useAppDispatch, useAppStore, useNavigation } from 'shared-contracts';
import { startStandalone } from '@tcgp/dev-kit/standalone';
import setup from './setup';
import AccountSlot from './slots/AccountSlot';
import ModalHost from './slots/ModalHost';
import { BillingProvider, type BillingEnvironment } from './billing/BillingContext';
import { DEFAULT_TIMING, setBillingEnvironment } from './billing/environment';
import { readReturnParam } from './entitlements/returnParams';
import { createDemoBilling } from './billing/demoBilling';
import { setCollectionStore } from './collection/environment';
import { createMemoryCollectionStore } from './collection/memoryCollectionStore';

// Standalone: the collection is "saved" in the page's memory (no payments service running).
setCollectionStore(createMemoryCollectionStore());

/** Standalone: an in-browser billing demo (no payments service), redirects stay inside the page. */
function DemoBilling({ children }: { children: ReactNode }) {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const nav = useNavigation().navigate;
  const navigate = useRef(nav);
  navigate.current = nav;
  // One demo "backend" for the life of the page.
  const [client] = useState(() => createDemoBilling(() => store.getState().auth.user?.uid ?? null, () => window.location.href));
  const value = useMemo<BillingEnvironment>(
    () => ({
      client,
      redirect: (url) => {
        dispatch(closeModal());
        const u = new URL(url);
        const { kind, rest } = readReturnParam(u.search);
        navigate.current(`${u.pathname}${rest}${u.hash}`);
        // Back from the (in-page) checkout or portal: the premium check looks again.
        if (kind && kind !== 'checkout-cancel') dispatch(premiumCheckRequested());
      },
      currentUrl: () => window.location.href,
      timing: DEFAULT_TIMING,
    }),
    [client, dispatch],
  );
  // The premium check of the remote's setup uses this environment too.
  setBillingEnvironment(value);
  return <BillingProvider value={value}>{children}</BillingProvider>;
}

function AccountPlayground() {
  return (
    <DemoBilling>
      <AccountSlot />
      <ModalHost />
    </DemoBilling>
  );
}

void startStandalone({
  setup,
  nav: [{ to: '/', label: 'Account slot' }],
  routes: [{ path: '/', element: <AccountPlayground /> }],
});
