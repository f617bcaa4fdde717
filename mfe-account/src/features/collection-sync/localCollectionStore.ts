/**
 * CollectionStore on the local payments service (payments/src/routes/collection.ts): the user's
 * Firebase ID token as bearer token; 404 means nothing saved yet; every answer is checked. The
 * version is the document's ETag: a save sends it as If-Match (If-None-Match: * when nothing was
 * saved), and a 412 answer carries the current document and its ETag, which become the conflict.
 */
import { CollectionConflictError, CollectionStoreError, storedCollection, type CollectionStore } from './collectionStore';
import { serviceBase, serviceFetch, serviceRequest } from '../shared/localService';

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

  async function request(method: 'GET' | 'PUT', uid: string, body?: unknown, precondition: Record<string, string> = {}): Promise<Response> {
    const token = await o.getIdToken();
    if (!token) throw new CollectionStoreError('Not signed in.');
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const init = serviceRequest(method, token, body, controller.signal);
      init.headers = { ...(init.headers as Record<string, string>), ...precondition };
      return await fetchImpl(`${base}/v1/users/${encodeURIComponent(uid)}/collection`, init);
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

  const etagOf = (response: Response): string => {
    const etag = response.headers.get('ETag');
    if (!etag) throw new CollectionStoreError(`HTTP ${response.status} without the collection's version (ETag).`);
    return etag;
  };

  return {
    async load(uid) {
      const response = await request('GET', uid);
      if (response.status === 404) return null;
      if (!response.ok) throw await failure(response);
      const version = etagOf(response);
      const json: unknown = await response.json().catch(() => {
        throw new CollectionStoreError('The collection service answered with something that is not JSON.');
      });
      return storedCollection(json, version);
    },
    async save(uid, collection, expectedVersion) {
      // A version is a strong ETag; anything else is sent quoted (it then matches no stored version),
      // never as `*` or a bare value, which the service refuses as a blind overwrite.
      const ifMatch = expectedVersion !== null && !expectedVersion.includes('"') ? `"${expectedVersion}"` : expectedVersion;
      const response = await request('PUT', uid, collection, ifMatch === null ? { 'If-None-Match': '*' } : { 'If-Match': ifMatch });
      if (response.status === 412) {
        const json: unknown = await response.json().catch(() => null);
        if (typeof json !== 'object' || json === null || !('current' in json)) throw await failure(response);
        const { current } = json as { current: unknown };
        throw new CollectionConflictError(current === null ? null : storedCollection(current, etagOf(response)));
      }
      if (!response.ok) throw await failure(response);
      return { version: etagOf(response) };
    },
  };
}
