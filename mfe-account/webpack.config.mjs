import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRemoteConfig, sharedFirebase } from '../tooling/webpack.mjs';

// Remote `account`: builds to ./dist (mf-manifest.json + remoteEntry.js + chunks), deployable anywhere.
// Its exposed modules and dev-server port are its entry in remotes.manifest.json;
// `npm run dev -w mfe-account` serves the same exposes plus a standalone page on that port.
// Firebase is shared with the shell: its Firestore reaches the app and user the shell's Auth initialised.
export default createRemoteConfig(path.dirname(fileURLToPath(import.meta.url)), { extraShared: sharedFirebase() });
