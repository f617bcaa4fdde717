// Shared webpack 5 + Module Federation configuration for the shell and every remote.
// Each app's webpack.config.mjs calls createAppConfig() with its own name, port and exposes.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const contractsPkg = readJson(path.join(repoRoot, 'shared-contracts/package.json'));

/** Exact installed version of a dependency, so share negotiation compares real versions. */
const installed = (name) => readJson(path.join(repoRoot, 'node_modules', name, 'package.json')).version;

/**
 * The shared singletons. One copy of each runs in the composed page; nothing is eager,
 * every app starts behind an async boundary (index.ts -> import('./bootstrap')).
 */
export function sharedSingletons() {
  const single = (pkg, extra = {}) => ({
    singleton: true,
    requiredVersion: `^${installed(pkg)}`,
    version: installed(pkg),
    ...extra,
  });
  return {
    react: single('react'),
    'react/jsx-runtime': single('react'),
    'react/jsx-dev-runtime': single('react'),
    'react-dom': single('react-dom'),
    'react-dom/client': single('react-dom'),
    'react-router': single('react-router'),
    'react-router-dom': single('react-router-dom'),
    'react-redux': single('react-redux'),
    '@reduxjs/toolkit': single('@reduxjs/toolkit'),
    '@reduxjs/toolkit/query': single('@reduxjs/toolkit'),
    '@reduxjs/toolkit/query/react': single('@reduxjs/toolkit'),
    i18next: single('i18next'),
    'react-i18next': single('react-i18next'),
    'shared-contracts': {
      singleton: true,
      version: contractsPkg.version,
      requiredVersion: `^${contractsPkg.version}`,
    },
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
 * @param {object} o
 * @param {string} o.dir            absolute path of the app folder
 * @param {string} o.name           federation name (shell, tierlist, deck, cards, account)
 * @param {number} o.port           dev-server port
 * @param {Record<string,string>} [o.exposes]
 * @param {Record<string,unknown>} [o.extraShared]
 * @param {string} [o.title]
 */
export function createAppConfig({ dir, name, port, exposes = {}, extraShared = {}, title = 'TCG Pocket Tier List' }) {
  return (env, argv) => {
    const mode = argv.mode ?? 'production';
    const dev = mode === 'development';
    const outDir = process.env.OUT_DIR ? path.resolve(process.env.OUT_DIR) : path.join(dir, 'dist');
    // A remote declares the contract version it was built against. It is inlined at build time,
    // because at run time `shared-contracts` is the shell's singleton copy.
    const contractVersion = process.env.CONTRACT_VERSION ?? contractsPkg.version;
    const appPkg = readJson(path.join(dir, 'package.json'));
    const buildLabel = process.env.BUILD_LABEL ?? appPkg.version;
    const demoData = path.join(repoRoot, 'data/demo');

    return {
      mode,
      context: dir,
      entry: { main: './src/index.ts' },
      target: 'web',
      devtool: dev ? 'eval-cheap-module-source-map' : 'source-map',
      output: {
        path: outDir,
        publicPath: 'auto',
        uniqueName: name,
        // Entry files keep stable names (served with no-cache); every other chunk is content-hashed.
        filename: '[name].js',
        chunkFilename: dev ? '[name].js' : '[name].[contenthash:10].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: dev } },
                  target: 'es2022',
                },
              },
            },
          },
          {
            test: /\.module\.css$/,
            use: [
              'style-loader',
              {
                loader: 'css-loader',
                options: {
                  // Every class is prefixed with the part's name: no style leaks between parts.
                  modules: { localIdentName: `${name}__[local]__[hash:base64:5]`, namedExport: false, exportLocalsConvention: 'as-is' },
                },
              },
            ],
          },
          { test: /\.css$/, exclude: /\.module\.css$/, use: ['style-loader', 'css-loader'] },
          { test: /\.(svg|png|webp)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: { ...sharedSingletons(), ...extraShared },
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          dev: false,
        }),
        // Absolute script URLs so deep links (/deck/some-id) load the app; chunks still resolve via 'auto'.
        new HtmlWebpackPlugin({ template: path.join(repoRoot, 'tooling/index.html'), title, chunks: ['main'], publicPath: '/' }),
        new webpack.DefinePlugin({
          __CONTRACT_VERSION__: JSON.stringify(contractVersion),
          __BUILD_LABEL__: JSON.stringify(buildLabel),
        }),
      ],
      optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
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
