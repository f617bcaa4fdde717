import type { RuntimeConfig } from '@tcgp/domain';
import { LOCAL_DEFAULT_CONFIG, configProblemsForHost, isLoopbackHost, parseRuntimeConfig } from '@tcgp/schemas';

export type ConfigOutcome = { ok: true; config: RuntimeConfig } | { ok: false; reason: string };

/**
 * Reads `/config.json` (preloaded by the page, never cached: the server sends it with no-store).
 * Production fails closed: outside a loopback host a missing, non-JSON (a host may answer a missing
 * file with index.html) or invalid config, or one that points at development services, stops the site
 * with a clear page. On a loopback host (local runs, a remote's dev server) the local defaults apply.
 */
export async function loadRuntimeConfig(hostname: string, fetchImpl: typeof fetch = (...a) => fetch(...a)): Promise<ConfigOutcome> {
  let config: RuntimeConfig;
  try {
    const response = await fetchImpl('/config.json', { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
    config = parseRuntimeConfig(await response.json());
  } catch (error) {
    if (isLoopbackHost(hostname)) {
      console.warn('[shell] config.json could not be used; local defaults apply on this computer', error);
      return { ok: true, config: LOCAL_DEFAULT_CONFIG };
    }
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
  const problems = configProblemsForHost(config, hostname);
  if (problems.length > 0) return { ok: false, reason: problems.join('; ') };
  return { ok: true, config };
}
