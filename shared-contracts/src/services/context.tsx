import { createContext, useContext, type ReactNode } from 'react';
import type { AuthClient } from './auth';
import type { RuntimeConfig } from '../config';

/** Services the host provides to every part, reached through React context. */
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
