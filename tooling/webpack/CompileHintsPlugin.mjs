import webpack from 'webpack';

/**
 * Marks a remote's scripts for V8's eager compilation (the `//# allFunctionsCalledOnLoad` compile hint,
 * Chrome 136+; other engines read a comment): their functions are compiled while the file streams in,
 * on a background thread, instead of one by one on the main thread the first time each is called.
 * Added after minification (which drops comments) and before hashing and source maps, so both stay right.
 */
export class CompileHintsPlugin {
  constructor(test) {
    this.test = test;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, (assets) => {
        for (const file of Object.keys(assets)) {
          if (!this.test(file)) continue;
          compilation.updateAsset(file, (source) => new webpack.sources.ConcatSource('//# allFunctionsCalledOnLoad\n', source));
        }
      });
    });
  }
}
