/**
 * Reading `remotes.json` in the shell's first load, without valibot (registry v2 budget: 0.3 KB brotli,
 * docs/adr/0017-release-registry.md): the version labels, the bucket's pick, the tab's overrides and
 * yes/no checks that accept exactly what the schemas of `registry.ts` accept (registry.test.ts compares
 * them on generated documents). The release tools and the reports use those schemas, with problems.
 */
import type { RegistryDocument, RemoteReleases } from './registry';

/** A version label: `<package version>+<commit>` (semver build metadata), at most 64 characters. */
export const VERSION_LABEL_PATTERN = /^[0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.-]+)?\+[0-9A-Za-z.-]+$/;
export const isVersionLabel = (value: unknown): value is string => typeof value === 'string' && value.length <= 64 && VERSION_LABEL_PATTERN.test(value);

/**
 * Overrides kept in sessionStorage (`name -> manifest URL`). Anything that is not an object of strings
 * (a `null`, a number, an edited value) counts as no override at all: it never breaks loading.
 */
export function parseOverrides(json: unknown): Record<string, string> {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return {};
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(json)) if (typeof value === 'string' && value.trim() !== '') out[name] = value;
  return out;
}

/**
 * The version a player in `bucket` (1-100) gets: the versions in play (a share above 0) other than the
 * default, by label (ascending), then the default, take consecutive bucket ranges from 100 downwards by
 * share (a 10 % canary takes 91-100); the default takes what is left. No bucket: the default.
 */
export function pickVersion(releases: Pick<RemoteReleases, 'default' | 'versions'>, bucket: number | null): string {
  let top = 100;
  for (const label of Object.keys(releases.versions).sort()) {
    const share = releases.versions[label]?.share ?? 0;
    // Each version in play takes the `share` buckets below the previous one's.
    if (label !== releases.default && share > 0 && bucket !== null && bucket > (top -= share)) return label;
  }
  return releases.default;
}

const isPlainObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isWhole = (x: unknown, max = Infinity): x is number => Number.isInteger(x) && (x as number) >= 0 && (x as number) <= max;

/**
 * `parseRegistry` without valibot: the document (entries unjudged), or null where it reports problems.
 * (A key `__proto__`, `prototype` or `constructor`, which valibot's records skip, is kept: it is never a
 * remote's name, so the shell refuses that entry as an unknown remote.)
 */
export function readRegistryDocument(json: unknown): RegistryDocument | null {
  if (!isPlainObject(json)) return null;
  if (!('schema' in json)) return { schema: 1, remotes: json };
  return json.schema === 2 && isWhole(json.revision) && isPlainObject(json.remotes) ? (json as RegistryDocument) : null;
}

/**
 * `parseRemoteReleases` without valibot: one remote's releases, or null where it reports problems. It
 * accepts what the schema accepts, with two differences: a version keyed `__proto__`, `prototype` or
 * `constructor` (which valibot skips; never a label) refuses the entry, and a version's `integrity` is
 * not looked at (the browser never reads it; the release tools and the renderer check the pins).
 */
export function readRemoteReleases(json: unknown): RemoteReleases | null {
  if (!isPlainObject(json) || !isVersionLabel(json.default) || !isPlainObject(json.versions)) return null;
  const { default: def, versions } = json;
  const revoked = json.revoked === undefined ? [] : json.revoked;
  let others = 0;
  for (const [label, v] of Object.entries(versions)) {
    if (!isVersionLabel(label) || !isPlainObject(v) || typeof v.manifest !== 'string' || v.manifest === '' || !isWhole(v.share, 100)) return null;
    if (label !== def) others += v.share;
  }
  return Object.hasOwn(versions, def) && others <= 100 && Array.isArray(revoked) && revoked.every((l) => isVersionLabel(l) && !Object.hasOwn(versions, l))
    ? ({ ...json, revoked } as RemoteReleases)
    : null;
}
