import { createFakeFetch } from './host';

describe('the fake data server of the test host', () => {
  it('serves files under the data base URL and at absolute URLs, records requests and their Authorization', async () => {
    const { fetchFn, requests, authorizations } = createFakeFetch({
      'meta.json': { lastUpdated: '2026-11-16' },
      'matchups/a_26b.json': [],
      'https://premium.test/meta.json': { lastUpdated: '2026-11-23' },
      'broken.json': { status: 503 },
    });
    const get = (url: string, init?: RequestInit) => (fetchFn as unknown as typeof fetch)(url, init);
    expect(await (await get('http://data.test/data/meta.json')).json()).toEqual({ lastUpdated: '2026-11-16' });
    expect((await get('http://data.test/data/matchups/a_26b.json')).status).toBe(200);
    expect(await (await get('https://premium.test/meta.json', { headers: { Authorization: 'Bearer t' } })).json()).toEqual({ lastUpdated: '2026-11-23' });
    expect((await get('http://data.test/data/broken.json')).status).toBe(503);
    expect((await get('http://data.test/data/missing.json')).status).toBe(404);
    expect(requests).toHaveLength(5);
    expect(authorizations).toEqual([null, null, 'Bearer t', null, null]);
  });
});
