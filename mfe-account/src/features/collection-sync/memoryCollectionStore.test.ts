import { describeCollectionStoreContract } from './collectionStoreContract';
import { createMemoryCollectionStore } from './memoryCollectionStore';

describeCollectionStoreContract('in memory', async () => {
  const store = createMemoryCollectionStore();
  return {
    storeFor: () => store,
    plant: async (uid, raw) => {
      store.plant(uid, raw);
    },
  };
});
