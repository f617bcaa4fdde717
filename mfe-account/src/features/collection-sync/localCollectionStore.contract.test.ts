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
import type { SavedCollection } from '@tcgp/collection';
import { CollectionConflictError, CollectionStoreError } from './collectionStore';
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
    // Straight into the service's store: the service itself refuses to save a document it cannot read
    // (an older service, or an older check, may have saved one).
    plant: async (uid, raw) => {
      await store.transact((tx) => tx.put('collections', uid, raw as unknown as SavedCollection));
    },
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

  it('hands back an answer that is not a saved collection as unreadable, with its version', async () => {
    const raw = { version: 1, missing: ['<b>'], updatedAt: 'x' };
    const fetchImpl = (async () => new Response(JSON.stringify(raw), { status: 200, headers: { ETag: '"v7"' } })) as unknown as typeof fetch;
    const store = createLocalCollectionStore({ baseUrl: 'http://127.0.0.1:9', getIdToken: async () => 't', fetchImpl });
    await expect(store.load('u-alice')).resolves.toEqual({ unreadable: raw, problem: { code: 'cardId', index: 0, value: '<b>' }, version: '"v7"' });
  });

  it('sends the version as If-Match, If-None-Match: * for a first save, and turns 412 into a conflict', async () => {
    const sent: Headers[] = [];
    const current = { version: 1, missing: ['a1-002'], updatedAt: '2026-03-01T12:00:00.000Z' };
    const fetchImpl = (async (_url: string, init: RequestInit) => {
      sent.push(new Headers(init.headers));
      return sent.length === 1
        ? new Response(JSON.stringify(current), { status: 200, headers: { ETag: '"v2"' } })
        : new Response(JSON.stringify({ error: { code: 'precondition-failed', message: 'changed' }, current }), { status: 412, headers: { ETag: '"v2"' } });
    }) as unknown as typeof fetch;
    const store = createLocalCollectionStore({ baseUrl: 'http://127.0.0.1:9', getIdToken: async () => 't', fetchImpl });
    await expect(store.save('u-alice', { version: 1, missing: [], updatedAt: '2026-03-01T12:00:00.000Z' }, null)).resolves.toEqual({ version: '"v2"' });
    expect(sent[0]?.get('If-None-Match')).toBe('*');
    expect(sent[0]?.get('If-Match')).toBeNull();
    const refused = await store.save('u-alice', { version: 1, missing: [], updatedAt: '2026-03-01T12:00:00.000Z' }, '"v1"').catch((e: unknown) => e);
    expect(sent[1]?.get('If-Match')).toBe('"v1"');
    expect(refused).toBeInstanceOf(CollectionConflictError);
    expect((refused as CollectionConflictError).current).toEqual({ doc: current, version: '"v2"' });
  });

  it('fails clearly on an answer without a version', async () => {
    const fetchImpl = (async () =>
      new Response(JSON.stringify({ version: 1, missing: [], updatedAt: '2026-03-01T12:00:00.000Z' }), { status: 200 })) as unknown as typeof fetch;
    const store = createLocalCollectionStore({ baseUrl: 'http://127.0.0.1:9', getIdToken: async () => 't', fetchImpl });
    await expect(store.load('u-alice')).rejects.toThrow(new CollectionStoreError("HTTP 200 without the collection's version (ETag)."));
  });
});
