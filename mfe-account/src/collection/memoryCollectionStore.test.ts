import { describeCollectionStoreContract } from './collectionStoreContract';
import { createMemoryCollectionStore } from './memoryCollectionStore';

describeCollectionStoreContract('in memory', async () => {
  const store = createMemoryCollectionStore();
  return { storeFor: () => store };
});
