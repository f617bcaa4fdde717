/** `remotes.json` (the registry) and the contributor overrides kept for a tab. */
import * as v from 'valibot';
import { check, keyedBy, type ParseResult } from './check';

/** The registry document: remote name -> URL of its mf-manifest.json. Values are judged one by one by the shell. */
export const registryDocumentSchema = keyedBy(v.unknown(), 'an object of remote name -> manifest URL');

export function parseRegistryDocument(json: unknown): ParseResult<Record<string, unknown>> {
  return check(registryDocumentSchema, json);
}

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
