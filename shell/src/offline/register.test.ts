import { sameRegistry } from './register';
import { clearPremiumCaches } from './premiumCaches';

describe('sameRegistry (a new remote build in remotes.json)', () => {
  it('tells a swapped or added remote from the same registry', () => {
    const loaded = { tierlist: 'http://a/mf-manifest.json', deck: 'http://b/mf-manifest.json' };
    expect(sameRegistry(loaded, { deck: 'http://b/mf-manifest.json', tierlist: 'http://a/mf-manifest.json' })).toBe(true);
    expect(sameRegistry(loaded, { ...loaded, tierlist: 'http://a2/mf-manifest.json' })).toBe(false);
    expect(sameRegistry(loaded, { ...loaded, cards: 'http://c/mf-manifest.json' })).toBe(false);
    expect(sameRegistry(loaded, { tierlist: 'http://a/mf-manifest.json' })).toBe(false);
  });
});

describe('clearPremiumCaches (sign-out)', () => {
  it('deletes every Premium cache and nothing else', async () => {
    const names = new Set(['tcgp-premium-u1', 'tcgp-premium-u2', 'tcgp-data', 'tcgp-pages']);
    const storage = {
      keys: () => Promise.resolve([...names]),
      delete: (name: string) => Promise.resolve(names.delete(name)),
    };
    await expect(clearPremiumCaches(storage)).resolves.toBe(2);
    expect([...names].sort()).toEqual(['tcgp-data', 'tcgp-pages']);
  });

  it('tells the worker first, so a Premium fetch still in flight is not kept', async () => {
    const order: string[] = [];
    const storage = {
      keys: () => Promise.resolve(['tcgp-premium-u1']),
      delete: (name: string) => Promise.resolve(order.push(`delete ${name}`) > 0),
    };
    const worker = { postMessage: (message: unknown) => void order.push(JSON.stringify(message)) };
    await clearPremiumCaches(storage, worker);
    expect(order).toEqual(['{"type":"SIGNED_OUT"}', 'delete tcgp-premium-u1']);
  });

  it('does nothing where the browser has no cache storage', async () => {
    await expect(clearPremiumCaches(undefined)).resolves.toBe(0);
  });
});
