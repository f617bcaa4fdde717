/**
 * What the `?remote=` overrides and the schemas need beyond the first-load reader (./registryRead):
 * its own module, so a shell that reads the registry does not carry it in its first load.
 */

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
