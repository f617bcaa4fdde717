import { parseRegistry, parseRemoteReleases, pickVersion, type RemoteReleases } from './registry';

const SRI = `sha384-${'A'.repeat(64)}`;
const deck = (extra: Partial<RemoteReleases> = {}) => ({
  default: '1.0.0+3f2c1ab',
  versions: {
    '1.0.0+3f2c1ab': { manifest: 'http://127.0.0.1:8082/1.0.0+3f2c1ab/mf-manifest.json', share: 90 },
    '1.1.0+9e8d7c6': { manifest: 'http://127.0.0.1:8082/1.1.0+9e8d7c6/mf-manifest.json', share: 10, integrity: { manifest: SRI, entry: SRI, server: SRI } },
  },
  revoked: ['0.9.0+1234567'],
  ...extra,
});

describe('registry v2 schema', () => {
  it('reads a v2 document and keeps its entries for the shell to judge one by one', () => {
    const parsed = parseRegistry({ schema: 2, revision: 12, remotes: { deck: deck(), cards: 'nonsense' } });
    expect(parsed).toEqual({ ok: true, value: { schema: 2, revision: 12, remotes: { deck: deck(), cards: 'nonsense' } } });
  });

  it('still reads a v1 document', () => {
    expect(parseRegistry({ deck: 'https://x.example/mf-manifest.json' })).toEqual({
      ok: true,
      value: { schema: 1, remotes: { deck: 'https://x.example/mf-manifest.json' } },
    });
  });

  it.each([
    ['another schema number', { schema: 3, revision: 1, remotes: {} }, '$.schema'],
    ['a revision that is not a whole number', { schema: 2, revision: 1.5, remotes: {} }, '$.revision'],
    ['remotes that are a list', { schema: 2, revision: 1, remotes: [] }, '$.remotes'],
  ])('refuses %s', (_what, doc, path) => {
    const parsed = parseRegistry(doc);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problems.map((p) => p.path)).toContain(path);
  });

  it('accepts a remote with its versions, shares, pins and revoked labels', () => {
    expect(parseRemoteReleases(deck()).ok).toBe(true);
    expect(parseRemoteReleases({ default: '1.0.0+3f2c1ab', versions: { '1.0.0+3f2c1ab': { manifest: '/m.json', share: 100 } } })).toEqual({
      ok: true,
      value: { default: '1.0.0+3f2c1ab', versions: { '1.0.0+3f2c1ab': { manifest: '/m.json', share: 100 } }, revoked: [] },
    });
  });

  it.each([
    ['a default that is not a version', deck({ default: '2.0.0+aaaaaaa' }), 'the default is not one of its versions'],
    ['a revoked label still in play', deck({ revoked: ['1.1.0+9e8d7c6'] }), 'a revoked label is still a version'],
    ['a label that is not <version>+<commit>', { ...deck(), versions: { ...deck().versions, latest: { manifest: '/m', share: 0 } } }, 'is not a version label'],
    ['a share above 100', { ...deck(), versions: { ...deck().versions, '1.1.0+9e8d7c6': { manifest: '/m', share: 101 } } }, 'above 100'],
    ['canary shares above 100 in all', { ...deck(), versions: { ...deck().versions, '1.2.0+aaaaaaa': { manifest: '/m', share: 95 } } }, 'more than 100'],
    [
      'a pin that is not sha384',
      { ...deck(), versions: { ...deck().versions, '1.1.0+9e8d7c6': { manifest: '/m', share: 10, integrity: { manifest: 'sha256-x', entry: SRI } } } },
      'sha384',
    ],
  ])('refuses %s', (_what, entry, reason) => {
    const parsed = parseRemoteReleases(entry);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problems.map((p) => p.reason).join(' | ')).toContain(reason);
  });
});

describe('pickVersion (player buckets)', () => {
  const releases = deck() as RemoteReleases;
  it.each([
    [1, '1.0.0+3f2c1ab'],
    [90, '1.0.0+3f2c1ab'],
    [91, '1.1.0+9e8d7c6'],
    [100, '1.1.0+9e8d7c6'],
  ])('gives bucket %i of a 90/10 release %s', (bucket, expected) => {
    expect(pickVersion(releases, bucket)).toBe(expected);
  });

  it('gives every player the default when the canary has no share, and without a bucket', () => {
    const none = { ...releases, versions: { ...releases.versions, '1.1.0+9e8d7c6': { manifest: '/m', share: 0 } } };
    expect([1, 50, 100].map((b) => pickVersion(none, b))).toEqual(['1.0.0+3f2c1ab', '1.0.0+3f2c1ab', '1.0.0+3f2c1ab']);
    expect(pickVersion(releases, null)).toBe('1.0.0+3f2c1ab');
  });

  it('orders two canaries by label from 100 downwards', () => {
    const two = {
      default: '1.0.0+aaaaaaa',
      versions: {
        '1.0.0+aaaaaaa': { manifest: '/a', share: 85 },
        '1.2.0+ccccccc': { manifest: '/c', share: 10 },
        '1.1.0+bbbbbbb': { manifest: '/b', share: 5 },
      },
    };
    expect([100, 96, 95, 86, 85].map((b) => pickVersion(two, b))).toEqual([
      '1.1.0+bbbbbbb',
      '1.1.0+bbbbbbb',
      '1.2.0+ccccccc',
      '1.2.0+ccccccc',
      '1.0.0+aaaaaaa',
    ]);
  });
});
