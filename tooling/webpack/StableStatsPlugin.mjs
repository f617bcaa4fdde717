import webpack from 'webpack';

/** The federation stats file the manifest plugin writes beside mf-manifest.json. */
const STATS_FILE = 'mf-stats.json';

/**
 * Sorts the `usedIn` lists of `mf-stats.json` (the exposed modules that use each shared library and
 * remote), which the federation plugin fills in the order webpack happens to meet the modules: two
 * builds of one commit then differ in that file alone, and a release refuses the second one as "other
 * bytes under the same label" (scripts/release/versions.mjs).
 */
export class StableStatsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StableStatsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'StableStatsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const asset = compilation.getAsset(STATS_FILE);
        if (!asset) return;
        const sortUsedIn = (_key, value) =>
          value && typeof value === 'object' && Array.isArray(value.usedIn) ? { ...value, usedIn: [...value.usedIn].sort() } : value;
        const stats = JSON.parse(asset.source.source().toString(), sortUsedIn);
        compilation.updateAsset(STATS_FILE, new webpack.sources.RawSource(JSON.stringify(stats, null, 2)));
      });
    });
  }
}
