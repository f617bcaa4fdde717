/** `remotes.json` (the registry) and the contributor overrides kept for a tab. */
import * as v from 'valibot';
import { check, expected, keyedBy, record, type ParseResult } from './check';
import { isVersionLabel } from './registryLabels';

/** The registry document: remote name -> URL of its mf-manifest.json. Values are judged one by one by the shell. */
export const registryDocumentSchema = keyedBy(v.unknown(), 'an object of remote name -> manifest URL');

export function parseRegistryDocument(json: unknown): ParseResult<Record<string, unknown>> {
  return check(registryDocumentSchema, json);
}

// ---------------------------------------------------------------------------------------------
// Registry v2: versions per remote, a traffic share each, one default, revoked labels
// (docs/adr/0017-release-registry.md). The shell judges each remote's entry on its own, so one bad
// entry never stops the others.

const label = v.pipe(
  v.string(expected('a version label')),
  v.check(
    (input: string) => isVersionLabel(input),
    (issue) => `${JSON.stringify(issue.input)} is not a version label (<version>+<commit>)`,
  ),
);
const share = v.pipe(v.number(expected('a share 0-100')), v.integer(expected('a share 0-100')), v.minValue(0, 'below 0'), v.maxValue(100, 'above 100'));
const sri = v.pipe(
  v.string(expected('sha384-<base64>')),
  v.regex(/^sha384-[A-Za-z0-9+/]{64}$/, (issue) => `${JSON.stringify(issue.input)} is not sha384-<base64>`),
);

export const releaseVersionSchema = record({
  manifest: v.pipe(v.string(expected('a manifest URL')), v.minLength(1, 'must not be empty')),
  share,
  /** Optional here: the operator's pin file may hold them instead (docs/adr/0017-release-registry.md). */
  integrity: v.optional(record({ manifest: sri, entry: sri, server: v.optional(sri) })),
});

/** One remote's releases: the default, the versions in play (each with its share), revoked labels. */
export const remoteReleasesSchema = v.pipe(
  record({
    default: label,
    versions: v.record(label, releaseVersionSchema, expected('an object of label -> version')),
    revoked: v.optional(v.array(label, expected('a list of labels')), []),
  }),
  v.check((r) => Object.hasOwn(r.versions, r.default), 'the default is not one of its versions'),
  v.check((r) => !r.revoked.some((l) => Object.hasOwn(r.versions, l)), 'a revoked label is still a version'),
  v.check(
    (r) => Object.entries(r.versions).reduce((sum, [l, ver]) => (l === r.default ? sum : sum + ver.share), 0) <= 100,
    'the shares add up to more than 100',
  ),
);
export type RemoteReleases = v.InferOutput<typeof remoteReleasesSchema>;
export type ReleaseVersion = v.InferOutput<typeof releaseVersionSchema>;

export const registryV2Schema = record({
  schema: v.literal(2, expected('2')),
  revision: v.pipe(v.number(expected('a revision number')), v.integer(expected('an integer')), v.minValue(0, 'below 0')),
  remotes: keyedBy(v.unknown(), 'an object of remote name -> its releases'),
});

/** Either registry: v1 (`name -> manifest URL`) or v2 (`{ schema: 2, revision, remotes }`), entries still unjudged. */
export type RegistryDocument = { schema: 1; remotes: Record<string, unknown> } | { schema: 2; revision: number; remotes: Record<string, unknown> };

export function parseRegistry(json: unknown): ParseResult<RegistryDocument> {
  if (typeof json === 'object' && json !== null && 'schema' in json) {
    const parsed = check(registryV2Schema, json);
    return parsed.ok ? { ok: true, value: { schema: 2, revision: parsed.value.revision, remotes: parsed.value.remotes } } : parsed;
  }
  const parsed = parseRegistryDocument(json);
  return parsed.ok ? { ok: true, value: { schema: 1, remotes: parsed.value } } : parsed;
}

export function parseRemoteReleases(json: unknown): ParseResult<RemoteReleases> {
  return check(remoteReleasesSchema, json);
}
