// Shared webpack 5 + Module Federation configuration for the shell and every remote.
// The shell's webpack.config.mjs calls createShellConfig(), each remote's createRemoteConfig(): name,
// dev-server port and exposed modules come from remotes.manifest.json (tooling/remotes.mjs).
import { createHash } from 'node:crypto';
import { readFileSync, existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { remoteByFolder, shellApp } from './remotes.mjs';
import { buildLabel as versionLabel } from './buildLabel.mjs';
import { InjectManifest } from 'workbox-webpack-plugin';
import { WebAppManifestPlugin, pwaTemplateOptions } from './pwa/webAppManifest.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const contractsPkg = readJson(path.join(repoRoot, 'shared-contracts/package.json'));

/** Exact installed version of a dependency, so share negotiation compares real versions. */
const installed = (name) => readJson(path.join(repoRoot, 'node_modules', name, 'package.json')).version;

/**
 * The run-time singletons: one copy of each runs in the composed page (the shell's, `loaded-first`).
 * Only what must be one instance: React, and THE CONTRACT (`shared-contracts` and its data API entry,
 * with RTK Query under it). The React bindings of i18next and Redux and the store toolkit come with the
 * contract (parts import them from `shared-contracts`), so the page gets exactly the parts of them it
 * uses instead of whole packages. No router: the shell owns it and gives parts the contract's navigation
 * port. The libraries in libs/ are NOT shared: each part bundles the version it was built with. Nothing is
 * eager: every app starts behind an async boundary.
 */
export function sharedSingletons({ hostProvided = false } = {}) {
  // A production remote never runs without the shell, which provides every one of these: the remote
  // ships no copy of its own (`import: false`), so the page always runs the shell's, and nothing of it
  // is downloaded twice. Standalone dev builds keep their own copies (they run alone).
  const fromHost = hostProvided ? { import: false } : {};
  const single = (pkg, extra = {}) => ({ singleton: true, requiredVersion: `^${installed(pkg)}`, version: installed(pkg), ...fromHost, ...extra });
  const contract = { singleton: true, version: contractsPkg.version, requiredVersion: `^${contractsPkg.version}`, ...fromHost };
  return {
    react: single('react'),
    'react/jsx-runtime': single('react'),
    'react/jsx-dev-runtime': single('react'),
    'react-dom': single('react-dom'),
    'react-dom/client': single('react-dom'),
    // RTK Query: the data API of the contract and the account remote's own API use one copy.
    '@reduxjs/toolkit/query': single('@reduxjs/toolkit'),
    '@reduxjs/toolkit/query/react': single('@reduxjs/toolkit'),
    'shared-contracts': contract,
    'shared-contracts/data-api': contract,
  };
}

/**
 * Firebase as shared singletons, for the apps that use it (shell and account): the shell's AuthClient
 * initializes the Firebase app, and the account remote's Firestore billing adapter reaches the same
 * app (and its signed-in user) with getApp().
 */
export function sharedFirebase() {
  const single = (version) => ({ singleton: true, version, requiredVersion: `^${version}` });
  return {
    'firebase/app': single(installed('firebase')),
    'firebase/firestore': single(installed('firebase')),
    '@firebase/app': single(installed('@firebase/app')),
    '@firebase/firestore': single(installed('@firebase/firestore')),
  };
}

/**
 * One federation runtime in the shell's entry, not two. The plugin that hands the runtime to the remotes
 * (`provideExternalRuntime`) is wired in as its CommonJS file, which pulls in the CommonJS build of the
 * whole runtime beside the ES module build the bundler runtime uses: 60 KB of the same code, evaluated
 * twice before the first click, and the remotes given a different instance than the shell runs. Its ES
 * module file shares the one copy.
 */
function oneFederationRuntime() {
  const cjs = require.resolve('@module-federation/inject-external-runtime-core-plugin');
  const esm = path.join(path.dirname(cjs), 'index.js');
  if (!cjs.endsWith('.cjs') || !existsSync(esm)) return {};
  return { [`${cjs}$`]: esm, '@module-federation/inject-external-runtime-core-plugin$': esm };
}

/**
 * `TCGP_LIBRARY_OVERRIDES="@tcgp/ui=/path/to/fork/src/index.ts;..."` builds a part against another copy
 * of a library (a fork, a fix being tried): what a contributor does to ship a library change with one
 * part only. The end-to-end suite uses it to prove that parts are independent.
 */
function libraryOverrides() {
  const raw = process.env.TCGP_LIBRARY_OVERRIDES ?? '';
  return Object.fromEntries(
    raw
      .split(';')
      .map((pair) => pair.trim())
      .filter(Boolean)
      .map((pair) => {
        const at = pair.indexOf('=');
        return [`${pair.slice(0, at)}$`, path.resolve(pair.slice(at + 1))];
      }),
  );
}

/**
 * Writes `chunks.json`: named chunk -> its files, named chunk group -> its files (so the prerenderer can
 * preload a language's texts), and script -> the scripts loaded with it (every chunk group it is part of:
 * a shared library's chunk comes with the chunks it imports, which the page then preloads beside it
 * instead of discovering them one step later).
 */
class ChunkFilesPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ChunkFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ChunkFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const chunks = {};
        for (const chunk of compilation.chunks) if (chunk.name) chunks[chunk.name] = [...chunk.files];
        const groups = {};
        for (const [name, group] of compilation.namedChunkGroups) groups[name] = group.chunks.flatMap((c) => [...c.files]);
        const loadedWith = {};
        const scripts = (chunk) => [...chunk.files].filter((f) => f.endsWith('.js'));
        for (const chunk of compilation.chunks) {
          const together = new Set([...chunk.groupsIterable].flatMap((group) => group.chunks.flatMap(scripts)));
          for (const file of scripts(chunk)) loadedWith[file] = [...together].filter((f) => f !== file).sort();
        }
        compilation.emitAsset('chunks.json', new webpack.sources.RawSource(JSON.stringify({ chunks, groups, loadedWith }, null, 2)));
      });
    });
  }
}

/**
 * Marks a remote's scripts for V8's eager compilation (the `//# allFunctionsCalledOnLoad` compile hint,
 * Chrome 136+; other engines read a comment): their functions are compiled while the file streams in,
 * on a background thread, instead of one by one on the main thread the first time each is called.
 * Added after minification (which drops comments) and before hashing and source maps, so both stay right.
 */
class CompileHintsPlugin {
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

const swcRule = (dev, target = 'es2022') => ({
  test: /\.[cm]?tsx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: dev } },
        target,
      },
    },
  },
});

/** CSS modules: every class is prefixed with the part's name, so no style leaks between parts. */
const cssModules = (name) => ({
  localIdentName: `${name}__[local]__[hash:base64:5]`,
  namedExport: false,
  exportLocalsConvention: 'as-is',
});

/**
 * @param {object} o
 * @param {string} o.dir            absolute path of the app folder
 * @param {string} o.name           federation name (shell, tierlist, deck, cards, account)
 * @param {number} o.port           dev-server port
 * @param {Record<string,string>} [o.exposes]
 * @param {Record<string,unknown>} [o.extraShared]
 * @param {string} [o.title]
 */
export function createAppConfig({ dir, name, port, exposes = {}, extraShared = {}, title = 'TCG Pocket Tier List' }) {
  return (env = {}, argv = {}) => {
    if (env.prerender) return createPrerenderConfig({ dir, name });
    if (env.server) return createServerConfig({ dir, name });
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
          'use-sync-external-store/shim/index.js$': path.join(repoRoot, 'tooling/use-sync-external-store-shim.mjs'),
          'use-sync-external-store/shim$': path.join(repoRoot, 'tooling/use-sync-external-store-shim.mjs'),
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
        new webpack.DefinePlugin({
          __CONTRACT_VERSION__: JSON.stringify(contractVersion),
          __BUILD_LABEL__: JSON.stringify(buildLabel),
        }),
        ...(isShell ? [new ChunkFilesPlugin()] : []),
        // The service worker (/sw.js, shell/src/offline/sw.ts): its manifest is the shell's entry with its
        // revision, so each shell build has its own worker (docs/adr/0015-service-worker-caching.md).
        ...(isShell && !dev ? [new InjectManifest({ swSrc: path.join(dir, 'src/offline/sw.ts'), swDest: 'sw.js', include: [/^main\.js$/] })] : []),
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
  };
}

/**
 * A remote's config: its federation name, dev-server port and exposed modules are its entry in
 * remotes.manifest.json (found by the folder's name).
 * @param {string} dir  absolute path of the remote's folder
 * @param {{ extraShared?: Record<string, unknown> }} [o]
 */
export function createRemoteConfig(dir, { extraShared = {} } = {}) {
  const remote = remoteByFolder(dir);
  return createAppConfig({
    dir,
    name: remote.name,
    port: remote.devPort,
    exposes: { ...remote.exposes },
    extraShared,
    title: `${remote.name} remote (standalone)`,
  });
}

/**
 * The shell's config (the host: no exposes, no remotes compiled in); its dev-server port is in
 * remotes.manifest.json.
 * @param {string} dir  absolute path of the shell's folder
 * @param {{ extraShared?: Record<string, unknown> }} [o]
 */
export function createShellConfig(dir, { extraShared = {} } = {}) {
  return createAppConfig({ dir, name: 'shell', port: shellApp.devPort, extraShared, title: 'TCG Pocket Tier List' });
}

/**
 * The shell's server bundle for prerendering (Node, one file): the same components and the same CSS
 * module class names as the client build, so the client hydrates the HTML it produces.
 */
function createPrerenderConfig({ dir, name }) {
  return nodeBundleConfig({
    dir,
    name,
    entry: { prerender: './src/prerender.tsx' },
    output: { path: path.join(dir, 'dist-prerender'), filename: '[name].cjs', library: { type: 'commonjs2' }, clean: true },
    define: { contractVersion: contractsPkg.version, buildLabel: 'prerender' },
  });
}

/**
 * A Node bundle of an app's components in one CommonJS file (the shell's prerender bundle, a remote's
 * server build): CSS modules give the browser build's class names only (`cssModules(name)`), so the
 * markup it renders is the one the browser build hydrates.
 */
function nodeBundleConfig({ dir, name, entry, output, alias = {}, define, plugins = [] }) {
  return {
    mode: 'production',
    context: dir,
    entry,
    target: 'node20',
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
      new webpack.DefinePlugin({ __CONTRACT_VERSION__: JSON.stringify(define.contractVersion), __BUILD_LABEL__: JSON.stringify(define.buildLabel) }),
      ...plugins,
    ],
    optimization: { minimize: false, moduleIds: 'deterministic' },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * The same build variables as a remote's browser build: the contract version it declares and its
 * version label (`<package version>+<commit>`, tooling/buildLabel.mjs; BUILD_LABEL overrides it). The
 * label is also the build version mf-manifest.json's build info gives (`metaData.buildInfo.buildVersion`).
 */
function buildVariables(dir) {
  const buildLabel = versionLabel(dir);
  process.env.MF_BUILD_VERSION = buildLabel;
  return { contractVersion: process.env.CONTRACT_VERSION ?? contractsPkg.version, buildLabel };
}

/**
 * Writes `server/manifest.json` once the server build is emitted (the page renderer reads it:
 * `ServerBuildManifest` of @tcgp/page-render): the entry file, the SHA-256 of its bytes, and what the
 * entry itself says it is (loaded once here, which also proves it loads in Node). Fails the build when
 * the entry does not match the build's name, label or contract version.
 */
class ServerManifestPlugin {
  constructor({ name, buildLabel, contractVersion }) {
    this.expected = { name, buildLabel, contractVersion };
  }
  apply(compiler) {
    compiler.hooks.afterEmit.tap('ServerManifestPlugin', (compilation) => {
      if (compilation.errors.length > 0) return;
      const outDir = compilation.outputOptions.path;
      const entry = [...(compilation.entrypoints.get('render')?.getEntrypointChunk().files ?? [])].find((file) => file.endsWith('.cjs'));
      if (!entry) {
        compilation.errors.push(new webpack.WebpackError('ServerManifestPlugin: the server build has no entry file'));
        return;
      }
      const file = path.join(outDir, entry);
      const integrity = `sha256-${createHash('sha256').update(readFileSync(file)).digest('base64')}`;
      const build = require(file);
      for (const [key, value] of Object.entries(this.expected)) {
        if (build?.[key] !== value) {
          compilation.errors.push(
            new webpack.WebpackError(`ServerManifestPlugin: the entry's ${key} is ${JSON.stringify(build?.[key])}, the build's ${JSON.stringify(value)}`),
          );
          return;
        }
      }
      const manifest = { ...this.expected, entry, integrity, modules: [...build.modules] };
      writeFileSync(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    });
  }
}

/**
 * A remote's server build (`webpack --mode production --env server` in its folder): its page modules
 * for Node, from the same source, so the page renderer composes the published pages from them and the
 * shell hydrates that markup with the browser build. One CommonJS file (`src/server.tsx`, whose default
 * export is a `RemoteServerBuild`) with everything bundled in, into `<outDir>/server/` beside the
 * browser build it goes with (its folder alone is cleaned), and `server/manifest.json`. CSS modules get
 * the browser build's class names (`cssModules(name)`, the class names only); the resolve aliases and
 * build variables are the browser build's. Remotes without pages (account) have no `src/server.tsx`
 * and no server build.
 */
function createServerConfig({ dir, name }) {
  if (!existsSync(path.join(dir, 'src/server.tsx')))
    throw new Error(`${name} has no server entry (src/server.tsx): only remotes with pages have a server build`);
  const outDir = process.env.OUT_DIR ? path.resolve(process.env.OUT_DIR) : path.join(dir, 'dist');
  const { contractVersion, buildLabel } = buildVariables(dir);
  return nodeBundleConfig({
    dir,
    name,
    entry: { render: './src/server.tsx' },
    output: {
      path: path.join(outDir, 'server'),
      filename: '[name].[contenthash:10].cjs',
      library: { type: 'commonjs2', export: 'default' },
      clean: true,
    },
    alias: {
      ...libraryOverrides(),
      'use-sync-external-store/shim/index.js$': path.join(repoRoot, 'tooling/use-sync-external-store-shim.mjs'),
      'use-sync-external-store/shim$': path.join(repoRoot, 'tooling/use-sync-external-store-shim.mjs'),
    },
    define: { contractVersion, buildLabel },
    plugins: [new ServerManifestPlugin({ name, buildLabel, contractVersion })],
  });
}
