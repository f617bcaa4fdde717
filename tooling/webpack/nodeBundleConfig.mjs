import webpack from 'webpack';
import { cssModules, swcRule } from './rules.mjs';
import { definitions } from './buildVariables.mjs';

/**
 * A Node bundle of an app's components in one CommonJS file (the shell's prerender bundle, a remote's
 * server build): CSS modules give the browser build's class names only (`cssModules(name)`), so the
 * markup it renders is the one the browser build hydrates.
 */
export function nodeBundleConfig({ dir, name, entry, output, alias = {}, define, plugins = [] }) {
  return {
    mode: 'production',
    context: dir,
    entry,
    target: 'node24',
    devtool: false,
    output,
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'], alias },
    module: {
      rules: [
        swcRule(false, 'es2022'),
        { test: /\.module\.css$/, use: [{ loader: 'css-loader', options: { modules: { ...cssModules(name), exportOnlyLocals: true } } }] },
      ],
    },
    plugins: [
      // One file: what the browser build loads on demand (the texts of every language) is in it.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new webpack.DefinePlugin(definitions(define)),
      ...plugins,
    ],
    optimization: { minimize: false, moduleIds: 'deterministic' },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
