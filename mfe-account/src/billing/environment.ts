import type { AppStore, Services } from 'shared-contracts';
import type { RuntimeConfig } from '@tcgp/domain';
import type { BillingEnvironment } from './BillingContext';
import { createBillingClient } from './createBillingClient';

/** Waits of the premium check (ms): retries after a failed check, and how long to look for a new subscription after checkout. */
export interface PremiumTiming {
  /** Pauses before the retries of a failed check (RTK Query `retry`). */
  retryDelaysMs: number[];
  /** After coming back from a paid checkout: poll every `pollMs` until Premium shows, at most `confirmMs`. */
  pollMs: number;
  confirmMs: number;
  /** A check that takes longer than this has failed (never an endless "Checking your plan..."). */
  timeoutMs: number;
}

export const DEFAULT_TIMING: PremiumTiming = {
  retryDelaysMs: [1000, 3000],
  // The provider writes the subscription asynchronously (a webhook): keep looking for ~30 s.
  pollMs: 2000,
  confirmMs: 30_000,
  timeoutMs: 15_000,
};

let environment: BillingEnvironment | null = null;

/** The page's billing environment: set by the remote's setup (from config.json), or by tests and the dev host. */
export function setBillingEnvironment(next: BillingEnvironment | null): void {
  environment = next;
}

export function getBillingEnvironment(): BillingEnvironment | null {
  return environment;
}

/** The environment config.json describes: its adapter, the signed-in user's token, real redirects. */
export function billingEnvironmentFromConfig(config: RuntimeConfig, services: Services, store: AppStore): BillingEnvironment {
  return {
    client: createBillingClient(config.billing, {
      getIdToken: () => services.auth.getIdToken(),
      getUid: () => store.getState().auth.user?.uid ?? null,
      currentPage: () => window.location.href,
    }),
    redirect: (url) => window.location.assign(url),
    currentUrl: () => window.location.href,
    timing: DEFAULT_TIMING,
  };
}
