// The repository's root and its apps (the shell and the remotes of remotes.manifest.json), as the
// build and the local stack name them.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appFolders, remotes } from '../../tooling/remotes.mjs';

/** @import { RemoteName } from 'shared-contracts' */

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/**
 * Remote name -> its folder, and every app's folder (the shell first), from remotes.manifest.json.
 * @type {Record<RemoteName, string>}
 */
export const REMOTES = /** @type {Record<RemoteName, string>} */ (Object.fromEntries(remotes.map((r) => [r.name, r.folder])));
export const APPS = appFolders;
