import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useAppStore, useServices } from 'shared-contracts';
import type { BillingClient } from 'shared-contracts/src/services/billing';
import { createBillingClient } from './createBillingClient';

/** Waits of the premium check (ms): retries after a failed check, and re-checks after a checkout returns. */
export interface PremiumTiming {
  retryDelaysMs: number[];
  confirmDelaysMs: number[];
}

export const DEFAULT_TIMING: PremiumTiming = {
  retryDelaysMs: [1000, 3000],
  // The provider writes the subscription asynchronously (a webhook): keep looking for ~30 s.
  confirmDelaysMs: [1000, 2000, 4000, 8000, 15000],
};

/** What the account remote needs for payments. The composed site builds it from config.json. */
export interface BillingEnvironment {
  client: BillingClient;
  /** Sends the browser to a checkout or portal page. */
  redirect(url: string): void;
  /** The current page: where checkout and portal come back to. */
  currentUrl(): string;
  timing: PremiumTiming;
}

const BillingContext = createContext<BillingEnvironment | null>(null);

/** Overrides the billing environment (tests, the standalone dev host). */
export function BillingProvider({ value, children }: { value: BillingEnvironment; children: ReactNode }) {
  return <BillingContext.Provider value={value}>{children}</BillingContext.Provider>;
}

export function useBilling(): BillingEnvironment {
  const override = useContext(BillingContext);
  const { config, auth } = useServices();
  const store = useAppStore();
  const fromConfig = useMemo<BillingEnvironment | null>(
    () =>
      override
        ? null
        : {
            client: createBillingClient(config.billing, {
              getIdToken: () => auth.getIdToken(),
              getUid: () => store.getState().auth.user?.uid ?? null,
              currentPage: () => window.location.href,
            }),
            redirect: (url) => window.location.assign(url),
            currentUrl: () => window.location.href,
            timing: DEFAULT_TIMING,
          },
    [override, config.billing, auth, store],
  );
  return (override ?? fromConfig) as BillingEnvironment;
}
