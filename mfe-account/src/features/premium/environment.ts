import type { AppStore, Services } from 'shared-contracts';
import type { RuntimeConfig } from '@tcgp/domain';
import type { BillingClient } from '@tcgp/billing';
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

/** What the account remote needs for payments. The composed site builds it from config.json. */
export interface BillingEnvironment {
  client: BillingClient;
  /** Sends the browser to a checkout or portal page. */
  redirect(url: string): void;
  /** The current page: where checkout and portal come back to. */
  currentUrl(): string;
  timing: PremiumTiming;
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
