import type { PremiumDataConfig } from '@tcgp/domain';

/**
 * Where the data files come from, set once by the host (shell or standalone host) from the runtime
 * config. Kept in the contract's main entry, so the host sets it without loading the data API, and
 * the data API (`shared-contracts/data-api`, loaded later by a page) reads the same instance.
 */
export interface DataSourceOptions {
  /** Base URL of the public (free) data set. */
  baseUrl: string;
  /** The premium (daily) data set, or null. */
  premium?: PremiumDataConfig | null;
  /**
   * The signed-in user's ID token (for the premium set); `forceRefresh` asks the identity provider for
   * a new one (with the user's current claims, e.g. the plan a checkout just bought).
   */
  getIdToken?: (forceRefresh?: boolean) => Promise<string | null>;
}

let current: Required<DataSourceOptions> = { baseUrl: '/data', premium: null, getIdToken: () => Promise.resolve(null) };

export function configureDataSource(options: DataSourceOptions): void {
  current = {
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    premium: options.premium ?? null,
    getIdToken: options.getIdToken ?? (() => Promise.resolve(null)),
  };
}

export function getDataSource(): Readonly<Required<DataSourceOptions>> {
  return current;
}
