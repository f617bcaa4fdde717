import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useAppStore, useServices } from 'shared-contracts';
import type { BillingClient } from '@tcgp/billing';
import { billingEnvironmentFromConfig, getBillingEnvironment, type PremiumTiming } from './environment';

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

/** The billing environment of the account remote's UI: an override (tests, dev host), the page's, or one from config. */
export function useBilling(): BillingEnvironment {
  const override = useContext(BillingContext);
  const services = useServices();
  const store = useAppStore();
  const fallback = useMemo(
    () => (override ?? getBillingEnvironment() ? null : billingEnvironmentFromConfig(services.config, services, store)),
    [override, services, store],
  );
  const env = override ?? getBillingEnvironment() ?? fallback;
  if (!env) throw new Error('no billing environment');
  return env;
}
