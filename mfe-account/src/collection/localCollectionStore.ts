/**
 * CollectionStore on the local payments service (payments/src/routes/collection.ts): the user's
 * Firebase ID token as bearer token; 404 means nothing saved yet; every answer is checked.
 */
import { parseSavedCollection } from '@tcgp/collection';
import { CollectionStoreError, type CollectionStore } from './collectionStore';
import { serviceBase, serviceFetch, serviceRequest } from '../localService';

export interface LocalCollectionOptions {
  /** e.g. http://127.0.0.1:8090 */
  baseUrl: string;
  getIdToken(): Promise<string | null>;
  fetchImpl?: typeof fetch;
  /** A request that takes longer has failed (ms). */
  timeoutMs?: number;
}

export function createLocalCollectionStore(o: LocalCollectionOptions): CollectionStore {
  const base = serviceBase(o.baseUrl);
  const fetchImpl = serviceFetch(o.fetchImpl);
  const timeoutMs = o.timeoutMs ?? 15_000;

  async function request(method: 'GET' | 'PUT', uid: string, body?: unknown): Promise<Response> {
    const token = await o.getIdToken();
    if (!token) throw new CollectionStoreError('Not signed in.');
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      return await fetchImpl(`${base}/v1/users/${encodeURIComponent(uid)}/collection`, serviceRequest(method, token, body, controller.signal));
    } catch (error) {
      throw new CollectionStoreError('The collection service cannot be reached.', { cause: error });
    } finally {
      clearTimeout(timer);
    }
  }

  async function failure(response: Response): Promise<CollectionStoreError> {
    const json: unknown = await response.json().catch(() => null);
    const message = (json as { error?: { message?: unknown } } | null)?.error?.message;
    return new CollectionStoreError(`HTTP ${response.status}${typeof message === 'string' ? `: ${message}` : ''}`);
  }

  return {
    async load(uid) {
      const response = await request('GET', uid);
      if (response.status === 404) return null;
      if (!response.ok) throw await failure(response);
      const parsed = parseSavedCollection(await response.json().catch(() => null));
      if (!parsed.ok) throw new CollectionStoreError(`The saved collection is not valid (${parsed.problem.code}).`);
      return parsed.value;
    },
    async save(uid, collection) {
      const response = await request('PUT', uid, collection);
      if (!response.ok) throw await failure(response);
    },
  };
}
