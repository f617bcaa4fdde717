import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../tooling/webpack.mjs';

// Remote `cards`: builds to ./dist (mf-manifest.json + remoteEntry.js + chunks), deployable anywhere.
// `npm run dev -w mfe-cards` serves the same exposes plus a standalone page on http://127.0.0.1:3003.
export default createAppConfig({
  dir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'cards',
  port: 3003,
  title: 'cards remote (standalone)',
  exposes: {
    './setup': './src/setup.ts',
    './CardsListPage': './src/pages/CardsListPage.tsx',
    './ExpansionListPage': './src/pages/ExpansionListPage.tsx',
    './CollectionPage': './src/pages/CollectionPage.tsx',
  },
});
