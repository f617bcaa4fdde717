import type { PriceInfo } from '../domain/prices';
import type { PaymentsStore } from '../store';
import type { TokenVerifier } from '../verifier';

/** What the routes need from the service. */
export interface ServiceDeps {
  store: PaymentsStore;
  verifier: TokenVerifier;
  /** Origins of the site: CORS is allowed for them, and redirects may only go there. */
  siteOrigins: ReadonlySet<string>;
  prices: Record<string, PriceInfo>;
  now: () => Date;
  /** This service's own origin (known once it listens). */
  baseUrl: () => string;
  /** Folder of the premium data set, or null when this service serves none. */
  premiumDataDir: string | null;
}
