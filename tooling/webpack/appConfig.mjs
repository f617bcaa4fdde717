import { createBrowserConfig } from './browserConfig.mjs';
import { createPrerenderConfig } from './prerenderConfig.mjs';
import { createServerConfig } from './serverConfig.mjs';

/**
 * An app's webpack config function: `--env prerender` builds the shell's prerender bundle, `--env server`
 * a remote's server build, anything else the browser build.
 * @param {object} o
 * @param {string} o.dir            absolute path of the app folder
 * @param {string} o.name           federation name (shell, tierlist, deck, cards, account)
 * @param {number} o.port           dev-server port
 * @param {Record<string,string>} [o.exposes]
 * @param {Record<string,unknown>} [o.extraShared]
 * @param {string[]} [o.ownChunks]  exposed modules ("./ComparePage") left out of the shared chunks (browserConfig.mjs)
 * @param {string} [o.title]
 */
export function createAppConfig({ dir, name, port, exposes = {}, extraShared = {}, ownChunks = [], title = 'TCG Pocket Tier List' }) {
  return (env = {}, argv = {}) => {
    if (env.prerender) return createPrerenderConfig({ dir, name });
    if (env.server) return createServerConfig({ dir, name });
    return createBrowserConfig({ dir, name, port, exposes, extraShared, ownChunks, title }, argv);
  };
}
