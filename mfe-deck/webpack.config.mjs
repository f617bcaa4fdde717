import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../tooling/webpack.mjs';

// Remote `deck`: builds to ./dist (mf-manifest.json + remoteEntry.js + chunks), deployable anywhere.
// `npm run dev -w mfe-deck` serves the same exposes plus a standalone page on http://127.0.0.1:3002.
export default createAppConfig({
  dir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'deck',
  port: 3002,
  title: 'deck remote (standalone)',
  exposes: {
    './setup': './src/setup.ts',
    './DeckFinderPage': './src/pages/DeckFinderPage.tsx',
    './DeckDetailPage': './src/pages/DeckDetailPage.tsx',
  },
});
