// Prints, as JSON, what each app's webpack config really hands the Module Federation plugin (name,
// exposes) and its dev-server port, in production and development mode, by folder. Run by
// remotes.test.ts in a child process: the configs are ES modules that load webpack.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { appFolders, repoRoot } from '../remotes.mjs';

const result = {};
for (const folder of appFolders) {
  const { default: factory } = await import(pathToFileURL(path.join(repoRoot, folder, 'webpack.config.mjs')).href);
  result[folder] = {};
  for (const mode of ['production', 'development']) {
    const config = factory({}, { mode });
    const federation = config.plugins.filter((p) => p?.constructor?.name === 'ModuleFederationPlugin');
    if (federation.length !== 1) throw new Error(`${folder}: expected one ModuleFederationPlugin, found ${federation.length}`);
    // The enhanced plugin keeps the options it was given as `_options`.
    const { name, exposes } = federation[0]._options;
    result[folder][mode] = { name, exposes, devPort: config.devServer?.port ?? null };
  }
}
process.stdout.write(JSON.stringify(result));
