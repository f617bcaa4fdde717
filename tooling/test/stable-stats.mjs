// Runs tooling/webpack/StableStatsPlugin.mjs on a stand-in compilation whose mf-stats.json lists
// `usedIn` out of order, and prints the file the plugin leaves (stableStats.test.ts reads it).
import { StableStatsPlugin } from '../webpack/StableStatsPlugin.mjs';

const stats = {
  shared: [
    { name: 'react', usedIn: ['./setup', './CardsListPage', './CollectionPage'] },
    { name: 'i18next', usedIn: [] },
  ],
  remotes: [{ alias: 'x', usedIn: ['b', 'a'] }],
  exposes: [{ path: './CardsListPage' }],
};
let updated = null;
const compilation = {
  getAsset: (file) => (file === 'mf-stats.json' ? { source: { source: () => JSON.stringify(stats) } } : undefined),
  updateAsset: (file, source) => {
    updated = { file, text: source.source().toString() };
  },
  hooks: { processAssets: { tap: (_options, run) => run() } },
};
new StableStatsPlugin().apply({ hooks: { thisCompilation: { tap: (_name, start) => start(compilation) } } });
process.stdout.write(JSON.stringify(updated));
