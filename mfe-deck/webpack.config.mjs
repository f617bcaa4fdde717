import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRemoteConfig } from '../tooling/webpack.mjs';

// Remote `deck`: builds to ./dist (mf-manifest.json + remoteEntry.js + chunks), deployable anywhere.
// Its exposed modules and dev-server port are its entry in remotes.manifest.json;
// `npm run dev -w mfe-deck` serves the same exposes plus a standalone page on that port.
// The comparison page keeps its own copies of what it shares with the finder and the deck pages, so
// their first loads keep the chunks they had without it (docs/performance.md, "What a first load runs").
export default createRemoteConfig(path.dirname(fileURLToPath(import.meta.url)), { ownChunks: ['./ComparePage'] });
