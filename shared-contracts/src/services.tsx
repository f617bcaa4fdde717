import { createContext, useContext, type ReactNode } from 'react';
import type { RuntimeConfig } from '@tcgp/domain';
import type { User } from './store/auth';

/**
 * Service ports: what the host provides to every part (auth, config), through one React context.
 * Only types and the context live here; the adapters are in the parts. The payments port is not a
 * host service: only the account remote creates billing clients (`BillingClient` of @tcgp/billing).
 */

export type Unsubscribe = () => void;

/** Port for authentication. The Firebase adapter lives in the shell; tests use in-memory fakes. */
export interface AuthClient {
  /** Opens the Google sign-in popup. Rejects with an Error carrying a `code` on failure. */
  signInWithGoogle(): Promise<void>;
  signOut(): Promise<void>;
  /** Calls back with the current user at once, then on every change. */
  onChange(callback: (user: User | null) => void): Unsubscribe;
  /** A Firebase ID token for the signed-in user (max age 300 s), or null when signed out. */
  getIdToken(forceRefresh?: boolean): Promise<string | null>;
}

/** Services the host provides to every part, reached through React context (one instance per page). */
export interface Services {
  auth: AuthClient;
  config: RuntimeConfig;
}

const ServicesContext = createContext<Services | null>(null);

export function ServicesProvider({ services, children }: { services: Services; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside <ServicesProvider> (the shell or a standalone host)');
  return services;
}
