import type { Services } from 'shared-contracts';
import type { RuntimeConfig } from '@tcgp/domain';
import type { CollectionStore } from './collectionStore';
import { createFirestoreCollectionStore } from './firestoreCollectionStore';
import { createLocalCollectionStore } from './localCollectionStore';

/**
 * The store config.json describes, next to the payments backend: Firestore `collections/{uid}` with
 * the Firestore billing adapter (production), the local payments service with the local one; none
 * when no payments service is configured (the list then stays on the device).
 */
export function collectionStoreFromConfig(config: RuntimeConfig, services: Services): CollectionStore | null {
  if (config.billing.adapter === 'firestore') {
    return createFirestoreCollectionStore(() => import('./firestoreSdk').then((m) => m.loadFirestoreDocs()));
  }
  if (!config.billing.localServiceUrl) return null;
  return createLocalCollectionStore({ baseUrl: config.billing.localServiceUrl, getIdToken: () => services.auth.getIdToken() });
}
