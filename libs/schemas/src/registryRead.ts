/**
 * Reading `remotes.json` in the shell's first load, without valibot (registry v2 budget: 0.3 KB brotli,
 * docs/adr/0017-release-registry.md): the bucket's pick and yes/no checks of what decides which code
 * starts. They accept everything the schemas of `registry.ts` accept, with the same value, and refuse
 * the rest except a malformed label or revision (registry.test.ts compares them on generated
 * documents). The release tools and the reports use those schemas, with problems.
 */
import type { RegistryDocument, RemoteReleases } from './registry';

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

/** A share of players: a whole percentage, 0-100. */
const isShare = (x: unknown): x is number => Number.isInteger(x) && (x as number) >= 0 && (x as number) <= 100;
const isPlainObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * `parseRegistry` without valibot: the document (entries unjudged), or null where it reports problems,
 * except a v2 `revision` that is not a whole number (the browser never reads it). (A key `__proto__`,
 * `prototype` or `constructor`, which valibot's records skip, is kept: it is never a remote's name, so
 * the shell refuses that entry as an unknown remote.)
 */
export function readRegistryDocument(json: unknown): RegistryDocument | null {
  if (!isPlainObject(json)) return null;
  if (!('schema' in json)) return { schema: 1, remotes: json };
  return json.schema === 2 && isPlainObject(json.remotes) ? (json as RegistryDocument) : null;
}

/**
 * One remote's releases as the browser needs them, or null where they could start the wrong code: each
 * version an object with a manifest URL (a non-empty string) and a whole share 0-100, the shares other
 * than the default's at most 100 in all, the default one of the versions, the revoked ones strings and
 * none of them among the versions.
 * What the schema (`parseRemoteReleases`) accepts, this accepts with the same value. It does not check
 * the form of a label (a label only names a version; the release tools refuse to write a malformed one
 * and report one they read) nor a version's `integrity` (the browser never reads it).
 */
export function readRemoteReleases(json: unknown): RemoteReleases | null {
  if (!isPlainObject(json) || !isPlainObject(json.versions)) return null;
  const { default: def, versions } = json;
  const revoked = json.revoked === undefined ? [] : json.revoked;
  let others = 0;
  for (const [label, v] of Object.entries(versions)) {
    if (!isPlainObject(v) || typeof v.manifest !== 'string' || v.manifest === '' || !isShare(v.share)) return null;
    if (label !== def) others += v.share;
  }
  return typeof def === 'string' &&
    Object.hasOwn(versions, def) &&
    others <= 100 &&
    Array.isArray(revoked) &&
    revoked.every((l) => typeof l === 'string' && !Object.hasOwn(versions, l))
    ? ({ ...json, revoked } as RemoteReleases)
    : null;
}
