import { existsSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { InjectManifest } from 'workbox-webpack-plugin';
import { WebAppManifestPlugin, pwaTemplateOptions } from '../pwa/webAppManifest.mjs';
import { libraryOverrides, oneFederationRuntime, useSyncExternalStoreShim } from './aliases.mjs';
import { buildVariables, definitions } from './buildVariables.mjs';
import { ChunkFilesPlugin } from './ChunkFilesPlugin.mjs';
import { StableStatsPlugin } from './StableStatsPlugin.mjs';
import { CompileHintsPlugin } from './CompileHintsPlugin.mjs';
import { repoRoot } from './packages.mjs';
import { cssModules, swcRule } from './rules.mjs';
import { sharedSingletons } from './sharedModules.mjs';

/**
 * The browser build of the shell or a remote (`webpack --mode <mode>` in its folder): the shell's page
 * and service worker, or a remote's federation container (and, in dev, its standalone page).
 * @param {object} o  the app, as createAppConfig takes it (tooling/webpack/appConfig.mjs)
 * @param {{ mode?: string }} argv  webpack's command-line arguments
 */
export function createBrowserConfig({ dir, name, port, exposes, extraShared, ownChunks = [], title }, argv) {
  const mode = argv.mode ?? 'production';
  const dev = mode === 'development';
  const isShell = Object.keys(exposes).length === 0;
  const outDir = process.env.OUT_DIR ? path.resolve(process.env.OUT_DIR) : path.join(dir, 'dist');
  // A remote declares the contract version it was built against. It is inlined at build time,
  // because at run time `shared-contracts` is the shell's singleton copy.
  const { contractVersion, buildLabel } = buildVariables(dir);
  const demoData = path.join(repoRoot, 'data/demo/free');
  // The shell's page is its entry; a remote's production build has no page at all (only its container):
  // its standalone dev host (dev-kit, with an in-memory sign-in and a Premium switch) exists only in dev.
  const hasPage = isShell || dev;
  // The chunks of the exposed modules that keep their own copies of what they share with the others
  // (the federation plugin names an exposed module's chunk `__federation_expose_<Name>`).
  const ownChunkNames = new Set(ownChunks.map((key) => `__federation_expose_${key.replace(/^\.\//, '')}`));

  return {
    mode,
    context: dir,
    entry: hasPage ? { main: './src/index.ts' } : {},
    target: 'web',
    devtool: dev ? 'eval-cheap-module-source-map' : 'source-map',
    output: {
      path: outDir,
      publicPath: 'auto',
      uniqueName: name,
      // A remote's chunks load from another origin: with CORS, so the service worker gets a response it
      // can read (it never keeps an opaque one). The shell's own chunks are same-origin.
      ...(isShell ? {} : { crossOriginLoading: 'anonymous' }),
      // Entry files keep stable names (served with no-cache); every other file is content-hashed.
      filename: '[name].js',
      chunkFilename: dev ? '[name].js' : '[name].[contenthash:10].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      alias: {
        ...libraryOverrides(),
        ...oneFederationRuntime(),
        ...useSyncExternalStoreShim(),
      },
    },
    module: {
      rules: [
        swcRule(dev),
        {
          test: /\.module\.css$/,
          use: [MiniCssExtractPlugin.loader, { loader: 'css-loader', options: { modules: cssModules(name) } }],
        },
        { test: /\.css$/, exclude: /\.module\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.(svg|png|webp)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        ...(isShell ? {} : { filename: 'remoteEntry.js' }),
        exposes,
        remotes: {},
        shared: { ...sharedSingletons({ hostProvided: !isShell && !dev }), ...extraShared },
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        dev: false,
        // One federation runtime on the page: the shell provides it, production remotes use it.
        experiments: { ...(isShell ? { provideExternalRuntime: true } : dev ? {} : { externalRuntime: true }), optimization: { target: 'web' } },
      }),
      new MiniCssExtractPlugin({
        filename: dev ? '[name].css' : '[name].[contenthash:10].css',
        chunkFilename: dev ? '[id].css' : '[name].[contenthash:10].css',
      }),
      ...(hasPage
        ? [
            new HtmlWebpackPlugin({
              template: path.join(repoRoot, 'tooling/index.html'),
              // The shell's production page is the template the prerenderer fills per language and route.
              filename: isShell && !dev ? 'page-template.html' : 'index.html',
              title,
              chunks: ['main'],
              // Absolute script URLs so deep links (/deck/some-id) load the app; chunks still resolve via 'auto'.
              publicPath: '/',
              scriptLoading: 'defer',
              // The prerenderer fills the template's comments: keep them (and the markup as written).
              minify: false,
              // The favicon, manifest, apple-touch-icon and theme colours the template links (tooling/pwa/).
              ...pwaTemplateOptions(),
            }),
            new WebAppManifestPlugin(),
          ]
        : []),
      new webpack.DefinePlugin(definitions({ contractVersion, buildLabel })),
      ...(isShell ? [new ChunkFilesPlugin()] : []),
      new StableStatsPlugin(),
      // The service worker (/sw.js, shell/src/offline/sw.ts): its manifest is the shell's entry with its
      // revision, so each shell build has its own worker (docs/adr/0015-service-worker-caching.md).
      ...(isShell && !dev
        ? [
            new InjectManifest({
              swSrc: path.join(dir, 'src/offline/sw.ts'),
              swDest: 'sw.js',
              include: [/^main\.js$/],
              // The worker's page list is the shell's (`__SITE_REMOTES__`).
              webpackCompilationPlugins: [new webpack.DefinePlugin(definitions({ contractVersion, buildLabel }))],
            }),
          ]
        : []),
      // A remote's scripts are loaded for the page that shows it, and most of their functions run in
      // its first render; the shell's include code the landing page never runs (measured: hints on
      // the shell made `/` slower, on the remotes the remote routes' TBT lower; README).
      ...(dev || isShell ? [] : [new CompileHintsPlugin((file) => file.endsWith('.js'))]),
    ],
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      // The page template keeps its markup as written (the prerenderer fills its comments).
      minimizeOptions: { html: false },
      // minSize 0: a shared library is one chunk, not one copy per place the federation runtime asks for it.
      splitChunks: {
        chunks: 'async',
        minSize: 0,
        cacheGroups: {
          // What the remote's own modules share goes into chunks by the set of pages that use them, so
          // adding a page can split the other pages' chunks and add requests to their first load. An
          // exposed module of `ownChunks` (a page without a budget, such as a comparison reached from
          // the others) takes no part: it keeps its own copies of the remote's shared modules, and the
          // other pages' chunks stay as they were. Libraries from node_modules are still shared.
          ...(ownChunkNames.size > 0
            ? {
                default: {
                  chunks: (/** @type {import('webpack').Chunk} */ chunk) => !chunk.canBeInitial() && !ownChunkNames.has(chunk.name ?? ''),
                  minChunks: 2,
                  priority: -20,
                  reuseExistingChunk: true,
                },
              }
            : {}),
          // The store library's core (RTK without its query part, with immer, reselect and redux) is
          // one chunk: the landing page needs all of it, and RTK Query (data pages) builds on it.
          storeCore: {
            test: /[\\/]node_modules[\\/](immer|reselect|redux|redux-thunk|@reduxjs[\\/]toolkit[\\/]dist[\\/](?!query))/,
            name: 'store-core',
            chunks: 'async',
            enforce: true,
          },
        },
      },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer: {
      port,
      host: '127.0.0.1',
      hot: false,
      liveReload: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      static: existsSync(demoData) ? [{ directory: demoData, publicPath: '/data' }] : [],
      client: { overlay: { warnings: false } },
    },
  };
}
