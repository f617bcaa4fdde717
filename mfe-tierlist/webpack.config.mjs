import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../tooling/webpack.mjs';

// Remote `tierlist`: builds to ./dist (mf-manifest.json + remoteEntry.js + chunks), deployable anywhere.
// `npm run dev -w mfe-tierlist` serves the same exposes plus a standalone page on http://127.0.0.1:3001.
export default createAppConfig({
  dir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'tierlist',
  port: 3001,
  title: 'tierlist remote (standalone)',
  exposes: {
    './setup': './src/setup.ts',
    './TierListPage': './src/pages/TierListPage.tsx',
    './StatisticsPage': './src/pages/StatisticsPage.tsx',
  },
});
