import { existsSync } from 'node:fs';
import path from 'node:path';
import { libraryOverrides, useSyncExternalStoreShim } from './aliases.mjs';
import { buildVariables } from './buildVariables.mjs';
import { nodeBundleConfig } from './nodeBundleConfig.mjs';
import { ServerManifestPlugin } from './ServerManifestPlugin.mjs';

/**
 * A remote's server build (`webpack --mode production --env server` in its folder): its page modules
 * for Node, from the same source, so the page renderer composes the published pages from them and the
 * shell hydrates that markup with the browser build. One CommonJS file (`src/server.tsx`, whose default
 * export is a `RemoteServerBuild`) with everything bundled in, into `<outDir>/server/` beside the
 * browser build it goes with (its folder alone is cleaned), and `server/manifest.json`. CSS modules get
 * the browser build's class names (`cssModules(name)`, the class names only); the resolve aliases and
 * build variables are the browser build's. Remotes without pages (account) have no `src/server.tsx`
 * and no server build.
 */
export function createServerConfig({ dir, name }) {
  if (!existsSync(path.join(dir, 'src/server.tsx')))
    throw new Error(`${name} has no server entry (src/server.tsx): only remotes with pages have a server build`);
  const outDir = process.env.OUT_DIR ? path.resolve(process.env.OUT_DIR) : path.join(dir, 'dist');
  const { contractVersion, buildLabel } = buildVariables(dir);
  return nodeBundleConfig({
    dir,
    name,
    entry: { render: './src/server.tsx' },
    output: {
      path: path.join(outDir, 'server'),
      filename: '[name].[contenthash:10].cjs',
      library: { type: 'commonjs2', export: 'default' },
      clean: true,
    },
    alias: {
      ...libraryOverrides(),
      ...useSyncExternalStoreShim(),
    },
    define: { contractVersion, buildLabel },
    plugins: [new ServerManifestPlugin({ name, buildLabel, contractVersion })],
  });
}
