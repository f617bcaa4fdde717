import { remoteByFolder } from '../remotes.mjs';
import { createAppConfig } from './appConfig.mjs';

/**
 * A remote's config: its federation name, dev-server port and exposed modules are its entry in
 * remotes.manifest.json (found by the folder's name).
 * @param {string} dir  absolute path of the remote's folder
 * @param {{ extraShared?: Record<string, unknown> }} [o]
 */
export function createRemoteConfig(dir, { extraShared = {} } = {}) {
  const remote = remoteByFolder(dir);
  return createAppConfig({
    dir,
    name: remote.name,
    port: remote.devPort,
    exposes: { ...remote.exposes },
    extraShared,
    title: `${remote.name} remote (standalone)`,
  });
}
