import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../tooling/webpack.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));
const installed = (name) => JSON.parse(readFileSync(path.join(dir, '..', 'node_modules', name, 'package.json'), 'utf8')).version;

/**
 * Firebase is shared with the shell as singletons: the shell's AuthClient initializes the Firebase
 * app, and the Firestore billing adapter reaches the same app (and its signed-in user) with getApp().
 * Keep this list identical to shell/webpack.config.mjs.
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

// Remote `account`: builds to ./dist (mf-manifest.json + remoteEntry.js + chunks), deployable anywhere.
// `npm run dev -w mfe-account` serves the same exposes plus a standalone page on http://127.0.0.1:3004.
export default createAppConfig({
  dir,
  name: 'account',
  port: 3004,
  title: 'account remote (standalone)',
  exposes: {
    './setup': './src/setup.ts',
    './AccountSlot': './src/slots/AccountSlot.tsx',
    './ModalHost': './src/slots/ModalHost.tsx',
  },
  extraShared: sharedFirebase(),
});
