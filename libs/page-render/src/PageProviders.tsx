import { useEffect, type ReactNode } from 'react';
import {
  I18nextProvider,
  NavigationProvider,
  ServicesProvider,
  StoreProvider,
  type AppStore,
  type Navigation,
  type RemoteName,
  type Services,
} from 'shared-contracts';
import type { i18n as I18n } from 'i18next';

export interface PageProvidersProps {
  store: AppStore;
  i18n: I18n;
  services: Services;
  navigation: Navigation;
  /** Called after every commit of this tree (the first one is the end of hydration). Client only. */
  onCommit?: (() => void) | undefined;
  children: ReactNode;
}

/** Calls `onCommit` after each commit; renders its children as they are (no element of its own, so ids and markup are the page's). */
function Committed({ onCommit, children }: { onCommit: (() => void) | undefined; children: ReactNode }) {
  useEffect(() => {
    onCommit?.();
  });
  return children;
}

/**
 * Everything a page module reads from its host: the store, the i18n instance, the services and the
 * navigation port of the contract. A composed page is one React root of these around the page module:
 * the server build renders it to HTML, and the shell hydrates that HTML with the same tree (and the
 * same {@link pageIdentifierPrefix}), so the markup and the ids of both are equal.
 */
export function PageProviders({ store, i18n, services, navigation, onCommit, children }: PageProvidersProps) {
  return (
    <StoreProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <ServicesProvider services={services}>
          <NavigationProvider value={navigation}>
            <Committed onCommit={onCommit}>{children}</Committed>
          </NavigationProvider>
        </ServicesProvider>
      </I18nextProvider>
    </StoreProvider>
  );
}

/** The `identifierPrefix` of a remote's page root, on the server and when hydrating: `<remote>-` (its `useId`s never meet another root's). */
export function pageIdentifierPrefix(remote: RemoteName): string {
  return `${remote}-`;
}
