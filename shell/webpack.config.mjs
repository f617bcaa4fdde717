import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createShellConfig, sharedFirebase } from '../tooling/webpack.mjs';

// The shell has NO remotes compiled in: they are registered at run time from remotes.json.
// Its dev-server port is in remotes.manifest.json.
export default createShellConfig(path.dirname(fileURLToPath(import.meta.url)), { extraShared: sharedFirebase() });
