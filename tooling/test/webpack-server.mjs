// Prints, as JSON, what each remote's webpack config gives for its server build (`--env server`)
// beside its browser build: output, target, CSS-module class names and build variables. Run by
// serverBuilds.test.ts in a child process: the configs are ES modules that load webpack.
import path from 'node:path';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { remotes, repoRoot } from '../remotes.mjs';

/** The css-loader `modules` options of a config's rule for `*.module.css`. */
function cssModules(config) {
  const rule = config.module.rules.find((r) => String(r.test) === String(/\.module\.css$/));
  const loader = rule?.use?.find((u) => typeof u === 'object' && String(u.loader).includes('css-loader'));
  return loader?.options?.modules ?? null;
}

/** The DefinePlugin's definitions of a config. */
function defined(config) {
  return config.plugins.find((p) => p?.constructor?.name === 'DefinePlugin')?.definitions ?? null;
}

const result = {};
for (const { folder } of remotes) {
  const { default: factory } = await import(pathToFileURL(path.join(repoRoot, folder, 'webpack.config.mjs')).href);
  const browser = factory({}, { mode: 'production' });
  const entry = {
    hasServerEntry: existsSync(path.join(repoRoot, folder, 'src/server.tsx')),
    browser: { path: browser.output.path, cssModules: cssModules(browser), defined: defined(browser) },
  };
  try {
    const server = factory({ server: true }, { mode: 'production' });
    entry.server = {
      entry: server.entry,
      target: server.target,
      path: server.output.path,
      filename: server.output.filename,
      library: server.output.library,
      clean: server.output.clean,
      cssModules: cssModules(server),
      defined: defined(server),
      aliases: Object.keys(server.resolve.alias).sort(),
    };
  } catch (error) {
    entry.serverError = error.message;
  }
  result[folder] = entry;
}
process.stdout.write(JSON.stringify(result));
