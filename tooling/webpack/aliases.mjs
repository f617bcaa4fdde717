// Resolve aliases the browser and Node builds share.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from './packages.mjs';

const require = createRequire(import.meta.url);

/**
 * One federation runtime in the shell's entry, not two. The plugin that hands the runtime to the remotes
 * (`provideExternalRuntime`) is wired in as its CommonJS file, which pulls in the CommonJS build of the
 * whole runtime beside the ES module build the bundler runtime uses: 60 KB of the same code, evaluated
 * twice before the first click, and the remotes given a different instance than the shell runs. Its ES
 * module file shares the one copy.
 */
export function oneFederationRuntime() {
  const cjs = require.resolve('@module-federation/inject-external-runtime-core-plugin');
  const esm = path.join(path.dirname(cjs), 'index.js');
  if (!cjs.endsWith('.cjs') || !existsSync(esm)) return {};
  return { [`${cjs}$`]: esm, '@module-federation/inject-external-runtime-core-plugin$': esm };
}

/**
 * `TCGP_LIBRARY_OVERRIDES="@tcgp/ui=/path/to/fork/src/index.ts;..."` builds a part against another copy
 * of a library (a fork, a fix being tried): what a contributor does to ship a library change with one
 * part only. The end-to-end suite uses it to prove that parts are independent.
 */
export function libraryOverrides() {
  const raw = process.env.TCGP_LIBRARY_OVERRIDES ?? '';
  return Object.fromEntries(
    raw
      .split(';')
      .map((pair) => pair.trim())
      .filter(Boolean)
      .map((pair) => {
        const at = pair.indexOf('=');
        return [`${pair.slice(0, at)}$`, path.resolve(pair.slice(at + 1))];
      }),
  );
}

/** `use-sync-external-store/shim` resolved to the repository's own shim (tooling/use-sync-external-store-shim.mjs). */
export function useSyncExternalStoreShim() {
  return {
    'use-sync-external-store/shim/index.js$': path.join(repoRoot, 'tooling/use-sync-external-store-shim.mjs'),
    'use-sync-external-store/shim$': path.join(repoRoot, 'tooling/use-sync-external-store-shim.mjs'),
  };
}
