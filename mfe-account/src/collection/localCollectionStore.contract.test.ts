/**
 * @jest-environment node
 */
// The local adapter for real: over HTTP against the payments service (payments/src/routes/collection.ts),
// started in-process on a free port with a fake token verifier, like the billing contract suite.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PaymentsStore } from 'payments/src/store';
import { createFakeVerifier } from 'payments/src/verifier';
import { startPaymentsServer } from 'payments/src/server';
import { CollectionStoreError } from './collectionStore';
import { describeCollectionStoreContract, itRefusesOtherUsers, type CollectionStoreHarness } from './collectionStoreContract';
import { createLocalCollectionStore } from './localCollectionStore';

const TOKENS: Record<string, string> = { 'u-alice': 'token-alice', 'u-bob': 'token-bob' };

async function openService(): Promise<CollectionStoreHarness & { url: string }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'collection-contract-'));
  const store = await PaymentsStore.open(path.join(dir, 'payments.json'));
  const server = await startPaymentsServer({
    store,
    verifier: createFakeVerifier({ 'token-alice': 'u-alice', 'token-bob': 'u-bob' }),
    allowedOrigins: ['http://site.test:8080'],
  });
  return {
    url: server.url,
    storeFor: (uid) => createLocalCollectionStore({ baseUrl: server.url, getIdToken: async () => TOKENS[uid] ?? null }),
    async close() {
      await server.close();
      await store.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

describeCollectionStoreContract('local payments service over HTTP', openService);

describe('local collection store', () => {
  itRefusesOtherUsers(openService);

  it('fails clearly without a signed-in user, and when the service is not there', async () => {
    const harness = await openService();
    try {
      const anonymous = createLocalCollectionStore({ baseUrl: harness.url, getIdToken: async () => null });
      await expect(anonymous.load('u-alice')).rejects.toThrow(new CollectionStoreError('Not signed in.'));
    } finally {
      await harness.close?.();
    }
    const gone = createLocalCollectionStore({ baseUrl: harness.url, getIdToken: async () => 'token-alice' });
    await expect(gone.load('u-alice')).rejects.toThrow('The collection service cannot be reached.');
  });

  it('refuses an answer that is not a saved collection', async () => {
    const fetchImpl = (async () => new Response(JSON.stringify({ version: 1, missing: ['<b>'], updatedAt: 'x' }), { status: 200 })) as unknown as typeof fetch;
    const store = createLocalCollectionStore({ baseUrl: 'http://127.0.0.1:9', getIdToken: async () => 't', fetchImpl });
    await expect(store.load('u-alice')).rejects.toThrow('The saved collection is not valid (cardId).');
  });
});
