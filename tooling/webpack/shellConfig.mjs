import { shellApp } from '../remotes.mjs';
import { createAppConfig } from './appConfig.mjs';

/**
 * The shell's config (the host: no exposes, no remotes compiled in); its dev-server port is in
 * remotes.manifest.json.
 * @param {string} dir  absolute path of the shell's folder
 * @param {{ extraShared?: Record<string, unknown> }} [o]
 */
export function createShellConfig(dir, { extraShared = {} } = {}) {
  return createAppConfig({ dir, name: 'shell', port: shellApp.devPort, extraShared, title: 'TCG Pocket Tier List' });
}
