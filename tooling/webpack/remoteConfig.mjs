import { remoteByFolder } from '../remotes.mjs';
import { createAppConfig } from './appConfig.mjs';

/**
 * A remote's config: its federation name, dev-server port and exposed modules are its entry in
 * remotes.manifest.json (found by the folder's name).
 * @param {string} dir  absolute path of the remote's folder
 * @param {{ extraShared?: Record<string, unknown>, ownChunks?: string[] }} [o]  `ownChunks`: exposed
 *   modules ("./ComparePage") that keep their own copies of what they share (tooling/webpack/browserConfig.mjs)
 */
export function createRemoteConfig(dir, { extraShared = {}, ownChunks = [] } = {}) {
  const remote = remoteByFolder(dir);
  return createAppConfig({
    dir,
    name: remote.name,
    port: remote.devPort,
    exposes: { ...remote.exposes },
    extraShared,
    ownChunks,
    title: `${remote.name} remote (standalone)`,
  });
}
