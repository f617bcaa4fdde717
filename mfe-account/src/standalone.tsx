import { useEffect } from 'react';
import { closeModal, premiumCheckRequested, useNavigation } from 'shared-contracts';
import { startStandalone } from '@tcgp/dev-kit/standalone';
import { createAccountSetup, type AccountDeps } from './setup';
import AccountSlot from './pages/AccountSlot';
import ModalHost from './pages/ModalHost';
import { DEFAULT_TIMING } from './features/premium/environment';
import { readReturnParam } from './features/premium/returnParams';
import { createDemoBilling } from './testing/demoBilling';
import { DEFAULT_SYNC_TIMING } from './features/collection-sync/collectionSync';
import { createMemoryCollectionStore } from './features/collection-sync/memoryCollectionStore';

/**
 * Standalone deps: an in-browser billing demo (no payments service) whose redirects stay inside the
 * page, and the collection "saved" in the page's memory. Redirects go through the dev host's router,
 * which `FollowRouter` hands over once it renders.
 */
function demoAccount() {
  let navigate = (to: string) => window.location.assign(to);
  const deps: AccountDeps = {
    billing: ({ store }) => ({
      // One demo "backend" for the life of the page.
      client: createDemoBilling(
        () => store.getState().auth.user?.uid ?? null,
        () => window.location.href,
      ),
      redirect: (url) => {
        store.dispatch(closeModal());
        const u = new URL(url);
        const { kind, rest } = readReturnParam(u.search);
        navigate(`${u.pathname}${rest}${u.hash}`);
        // Back from the (in-page) checkout or portal: the premium check looks again.
        if (kind && kind !== 'checkout-cancel') store.dispatch(premiumCheckRequested());
      },
      currentUrl: () => window.location.href,
      timing: DEFAULT_TIMING,
    }),
    collectionStore: () => createMemoryCollectionStore(),
    syncTiming: DEFAULT_SYNC_TIMING,
  };
  function FollowRouter() {
    const next = useNavigation().navigate;
    useEffect(() => {
      navigate = (to) => next(to);
    }, [next]);
    return null;
  }
  return { deps, FollowRouter };
}

const demo = demoAccount();

function AccountPlayground() {
  return (
    <>
      <demo.FollowRouter />
      <AccountSlot />
      <ModalHost />
    </>
  );
}

void startStandalone({
  setup: createAccountSetup(demo.deps),
  nav: [{ to: '/', label: 'Account slot' }],
  routes: [{ path: '/', element: <AccountPlayground /> }],
});
