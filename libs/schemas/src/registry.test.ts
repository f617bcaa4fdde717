import fc from 'fast-check';
import { parseRegistry, parseRemoteReleases, type RemoteReleases } from './registry';
import { pickVersion, readRegistryDocument, readRemoteReleases } from './registryRead';

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

describe('the first-load readers agree with the schemas', () => {
  // Keys valibot's records skip are left out (the readers refuse them instead; documented).
  const key = fc.string().filter((k) => !['__proto__', 'prototype', 'constructor'].includes(k));
  const label = fc.oneof(
    fc.constantFrom('1.0.0+3f2c1ab', '1.1.0+9e8d7c6', '2.0.0-rc.1+abc.dirty.1234567', '0.9.0+1234567'),
    fc.constantFrom('latest', '', '1.0+x', '1.0.0', `1.0.0+${'a'.repeat(60)}`),
    key,
  );
  const share = fc.oneof(fc.integer({ min: -3, max: 103 }), fc.constantFrom(0.5, Number.NaN, '10', null, Infinity));
  // The readers do not look at `integrity` (the browser never reads it): only valid ones or none here.
  const integrity = fc.constant({ manifest: SRI, entry: SRI });
  const version = fc.oneof(
    fc.record({ manifest: fc.oneof(fc.constant('/m.json'), fc.constant(''), fc.integer()), share }, { requiredKeys: ['share'] }),
    fc.record({ manifest: fc.constant('/m.json'), share: fc.integer({ min: 0, max: 100 }), integrity }),
    fc.anything({ key }),
  );
  // Entries the schema accepts (most of them: shares near the 100 % bound, revoked labels that may be listed)...
  const good = fc
    .tuple(
      fc.uniqueArray(fc.constantFrom('1.0.0+3f2c1ab', '1.1.0+9e8d7c6', '2.0.0-rc.1+abc.dirty.1234567', '0.9.0+1234567'), { minLength: 1, maxLength: 4 }),
      fc.array(fc.integer({ min: 0, max: 60 }), { minLength: 4, maxLength: 4 }),
      fc.array(fc.constantFrom('0.9.0+1234567', '3.0.0+fffffff'), { maxLength: 2 }),
      fc.boolean(),
    )
    .map(([labels, shares, revoked, pinned]) => ({
      default: labels[0],
      versions: Object.fromEntries(
        labels.map((l, i) => [l, { manifest: `/${l}/mf-manifest.json`, share: shares[i], ...(pinned ? { integrity: { manifest: SRI, entry: SRI } } : {}) }]),
      ),
      ...(revoked.length > 0 ? { revoked } : {}),
    }));
  // ... and the same with one part spoiled.
  const spoiled = fc.tuple(good, fc.constantFrom('default', 'versions', 'revoked', 'share', 'manifest'), fc.anything({ key })).map(([e, part, bad]) => {
    const copy: Record<string, unknown> = structuredClone(e);
    const first: Record<string, unknown> = Object.values(e.versions)[0] ?? {};
    if (part === 'share' || part === 'manifest') copy.versions = { ...e.versions, [e.default ?? '']: { ...first, [part]: bad } };
    else copy[part] = bad;
    return copy;
  });
  // ... and with its default named by a malformed label (which the browser reads, the schema refuses).
  const misnamed = fc.tuple(good, fc.constantFrom('latest', '1.0.0', '1.0+x', `1.0.0+${'a'.repeat(60)}`)).map(([e, bad]) => {
    const { [e.default ?? '']: defaultVersion, ...others } = e.versions;
    return { ...e, default: bad, versions: { ...others, [bad]: defaultVersion } };
  });
  const entry = fc.oneof(
    good,
    spoiled,
    misnamed,
    fc.record(
      {
        default: label,
        versions: fc.oneof(fc.dictionary(label, version, { maxKeys: 4 }), fc.constantFrom(null, [], 'x')),
        revoked: fc.oneof(fc.array(label, { maxLength: 3 }), fc.constantFrom(null, 'x', [1])),
        note: fc.string(),
      },
      { requiredKeys: [] },
    ),
    fc.anything({ key }),
  );

  /** The same entry with every label (default, version keys, revoked) replaced by a well-formed one, consistently. */
  function relabelled(json: Record<string, unknown>): Record<string, unknown> {
    const names = new Map<string, string>();
    const wellFormed = (l: unknown) => {
      if (typeof l !== 'string') return l;
      if (!names.has(l)) names.set(l, `1.0.0+l${names.size}`);
      return names.get(l);
    };
    const versions = Object.entries(json.versions as Record<string, unknown>).map(([l, v]) => [wellFormed(l), v]);
    return {
      ...json,
      default: wellFormed(json.default),
      versions: Object.fromEntries(versions),
      ...(Array.isArray(json.revoked) ? { revoked: json.revoked.map(wellFormed) } : {}),
    };
  }

  it('readRemoteReleases accepts what parseRemoteReleases accepts, with the same value, and refuses the rest but malformed labels', () => {
    let accepted = 0;
    let labelsOnly = 0;
    fc.assert(
      fc.property(entry, (json) => {
        const parsed = parseRemoteReleases(json);
        const read = readRemoteReleases(json);
        if (parsed.ok) {
          accepted += 1;
          expect(read).toEqual(parsed.value);
        } else if (read !== null) {
          // What the schema refuses and the browser starts differs from an accepted entry only in the form of its labels.
          labelsOnly += 1;
          expect(parseRemoteReleases(relabelled(json as Record<string, unknown>)).ok).toBe(true);
        }
      }),
      { numRuns: 3000 },
    );
    // The documents tried are not all refused ones, and some differ from an accepted one only in a label.
    expect(accepted).toBeGreaterThan(30);
    expect(labelsOnly).toBeGreaterThan(5);
  });

  it('readRegistryDocument accepts what parseRegistry accepts, with the same entries, and refuses the rest but a malformed revision', () => {
    const doc = fc.oneof(
      fc.record(
        {
          schema: fc.constantFrom(2, 1, '2'),
          revision: fc.oneof(fc.nat(), fc.constantFrom(-1, 1.5, Number.NaN, '3')),
          remotes: fc.oneof(fc.dictionary(key, entry, { maxKeys: 3 }), fc.constantFrom(null, [], 'x')),
        },
        { requiredKeys: [] },
      ),
      fc.dictionary(key, fc.oneof(fc.string(), entry), { maxKeys: 3 }),
      fc.anything({ key }),
    );
    let v2 = 0;
    fc.assert(
      fc.property(doc, (json) => {
        const parsed = parseRegistry(json);
        const read = readRegistryDocument(json);
        if (parsed.ok) expect(read?.remotes).toEqual(parsed.value.remotes);
        else if (read !== null) expect(parseRegistry({ ...(json as object), revision: 0 }).ok).toBe(true);
        if (parsed.ok && parsed.value.schema === 2) v2 += 1;
      }),
      { numRuns: 3000 },
    );
    expect(v2).toBeGreaterThan(30);
  });

  it('refuses revoked entries that are not labels without throwing, even objects that cannot become a string', () => {
    const versions = { '1.0.0+3f2c1ab': { manifest: '/m', share: 100 } };
    for (const revoked of [[1], [null], JSON.parse('[{"toString":1,"valueOf":1}]') as unknown[]]) {
      expect(readRemoteReleases({ default: '1.0.0+3f2c1ab', versions, revoked })).toBeNull();
    }
  });
});
