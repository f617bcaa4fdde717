/** The prefix of every Premium cache; a user's is this plus their id (`premiumCacheName` in ./policy). */
export const PREMIUM_CACHE_PREFIX = 'tcgp-premium-';

/**
 * Deletes every Premium cache of this browser (one per user who fetched Premium files): called when
 * the site is signed out, so the next user of the device never reads them. The worker is told first:
 * it keeps no Premium answer still in flight, and deletes the caches again once those fetches settle.
 */
export async function clearPremiumCaches(
  storage: Pick<CacheStorage, 'keys' | 'delete'> | undefined = globalThis.caches,
  worker: Pick<ServiceWorker, 'postMessage'> | null | undefined = globalThis.navigator?.serviceWorker?.controller,
): Promise<number> {
  worker?.postMessage({ type: 'SIGNED_OUT' });
  if (!storage) return 0;
  const names = (await storage.keys()).filter((name) => name.startsWith(PREMIUM_CACHE_PREFIX));
  await Promise.all(names.map((name) => storage.delete(name)));
  return names.length;
}
