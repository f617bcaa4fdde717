import type { Services } from 'shared-contracts';
import type { RuntimeConfig } from '@tcgp/domain';
import type { CollectionStore } from './collectionStore';
import type { SyncTiming } from './collectionSync';
import { createFirestoreCollectionStore } from './firestoreCollectionStore';
import { createLocalCollectionStore } from './localCollectionStore';

let override: CollectionStore | null | undefined;
let timingOverride: SyncTiming | undefined;

/** Tests and the standalone dev host choose their own store (undefined: back to config.json's). */
export function setCollectionStore(store: CollectionStore | null | undefined): void {
  override = store;
}

export function getCollectionStore(): CollectionStore | null | undefined {
  return override;
}

/** Tests wait less (undefined: the defaults). */
export function setCollectionSyncTiming(timing: SyncTiming | undefined): void {
  timingOverride = timing;
}

export function getCollectionSyncTiming(): SyncTiming | undefined {
  return timingOverride;
}

/**
 * The store config.json describes, next to the payments backend: Firestore `collections/{uid}` with
 * the Firestore billing adapter (production), the local payments service with the local one; none
 * when no payments service is configured (the list then stays on the device).
 */
export function collectionStoreFromConfig(config: RuntimeConfig, services: Services): CollectionStore | null {
  if (config.billing.adapter === 'firestore') {
    return createFirestoreCollectionStore(() => import('../billing/firestoreSdk').then((m) => m.loadFirestoreDocs()));
  }
  if (!config.billing.localServiceUrl) return null;
  return createLocalCollectionStore({ baseUrl: config.billing.localServiceUrl, getIdToken: () => services.auth.getIdToken() });
}
