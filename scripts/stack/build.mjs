// Production builds of the apps (webpack, then the .br/.gz copies), and the shell's prerendered pages.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildLabel } from '../../tooling/buildLabel.mjs';
import { precompress } from '../precompress.mjs';
import { APPS, repoRoot } from './apps.mjs';
import { run } from './processes.mjs';

/**
 * @typedef {object} BuildOptions
 * @property {string} [outDir]  another output folder than <app>/dist
 * @property {Record<string, string>} [env]  build variables (BUILD_LABEL, CONTRACT_VERSION, TCGP_LIBRARY_OVERRIDES...)
 */

/**
 * Production build of one app (optionally into another folder, with a label or contract version), then its .br/.gz copies.
 * A remote with a server entry (`src/server.tsx`) also gets its server build, into `<outDir>/server/`, from the same
 * variables, so the page renderer finds it beside the browser build it matches.
 * @param {string} app  the app's folder (`shell`, `mfe-deck`...)
 * @param {BuildOptions} [options]
 */
export async function buildApp(app, { outDir, env = {} } = {}) {
  const webpackBin = path.join(repoRoot, 'node_modules/webpack-cli/bin/cli.js');
  const cwd = path.join(repoRoot, app);
  // One label for the browser and the server build, worked out once (a file changed between the two
  // runs would otherwise give them two different `.dirty.<hash>` labels).
  const label = env.BUILD_LABEL ?? process.env.BUILD_LABEL ?? buildLabel(cwd);
  const buildEnv = { ...process.env, ...env, BUILD_LABEL: label, ...(outDir ? { OUT_DIR: outDir } : {}) };
  await run(process.execPath, [webpackBin, '--mode', 'production'], { cwd, env: buildEnv });
  if (app !== 'shell' && existsSync(path.join(cwd, 'src', 'server.tsx'))) {
    await run(process.execPath, [webpackBin, '--mode', 'production', '--env', 'server'], { cwd, env: buildEnv });
  }
  await precompress(outDir ?? path.join(cwd, 'dist'));
}

/**
 * The shell: its client build, its server bundle, then the prerendered pages (one per language and
 * page, made from both).
 * @param {BuildOptions} [options]
 */
export async function buildShell({ outDir, env = {} } = {}) {
  await buildApp('shell', { outDir, env });
  const webpackBin = path.join(repoRoot, 'node_modules/webpack-cli/bin/cli.js');
  await run(process.execPath, [webpackBin, '--mode', 'production', '--env', 'prerender'], {
    cwd: path.join(repoRoot, 'shell'),
    env: { ...process.env, ...env },
  });
  const { prerenderShell } = await import('../prerender.mjs');
  const { pages } = await prerenderShell();
  // The pages' .br/.gz copies (the client build's files were compressed before the pages existed).
  await precompress(path.join(repoRoot, 'shell', 'dist'));
  console.log(`[build] shell: ${pages} prerendered pages`);
}

/**
 * Builds every app, two at a time.
 * @param {string[]} [apps]  app folders (default: all of them)
 */
export async function buildAll(apps = APPS) {
  const queue = [...apps];
  const worker = async () => {
    for (let app = queue.shift(); app !== undefined; app = queue.shift()) {
      console.log(`[build] ${app}`);
      await (app === 'shell' ? buildShell() : buildApp(app));
    }
  };
  await Promise.all([worker(), worker()]);
}
