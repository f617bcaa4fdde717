import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRemoteConfig } from '../tooling/webpack.mjs';

// Remote `tierlist`: builds to ./dist (mf-manifest.json + remoteEntry.js + chunks), deployable anywhere.
// Its exposed modules and dev-server port are its entry in remotes.manifest.json;
// `npm run dev -w mfe-tierlist` serves the same exposes plus a standalone page on that port.
export default createRemoteConfig(path.dirname(fileURLToPath(import.meta.url)));
