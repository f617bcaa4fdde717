import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../tooling/webpack.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));
const installed = (name) => JSON.parse(readFileSync(path.join(dir, '..', 'node_modules', name, 'package.json'), 'utf8')).version;

/**
 * Firebase as shared singletons: the shell's AuthClient initializes the Firebase app, and the account
 * remote's Firestore billing adapter reaches the same app with getApp(). Keep this list identical to
 * mfe-account/webpack.config.mjs.
 */
function sharedFirebase() {
  const single = (version) => ({ singleton: true, version, requiredVersion: `^${version}` });
  return {
    'firebase/app': single(installed('firebase')),
    'firebase/firestore': single(installed('firebase')),
    '@firebase/app': single(installed('@firebase/app')),
    '@firebase/firestore': single(installed('@firebase/firestore')),
  };
}

// The shell has NO remotes compiled in: they are registered at run time from remotes.json.
export default createAppConfig({
  dir,
  name: 'shell',
  port: 3000,
  title: 'TCG Pocket Tier List',
  extraShared: sharedFirebase(),
});
