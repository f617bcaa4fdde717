// `node scripts/registry-bytes.mjs`: what reading registry v2 adds to the shell's first load, in
// brotli bytes, against its budget (0.3 KB, docs/adr/0017-release-registry.md). Two bundles of the
// shell's first-load code that reads the config, guards manifests and reads the registry — one with
// today's registry reader (shell/src/remotes/registry.ts and what it imports), one with the v1 reader
// it replaced (scripts/registry-bytes/registry-v1.ts) — minified, brotli 11; the difference is the
// cost. What both share (valibot's schema core, the config checks) counts once, as in the real bundle.
// esbuild (tsx's bundler) stands in for webpack: a byte count, not the production chunk. The real
// webpack build counts more (the bootstrap's part: the bucket, the door to the overrides chunk; 271 B
// against 170 B here when last measured, docs/adr/0017-release-registry.md), so the guard allows this
// count only the budget less that gap.
import { brotliCompressSync, constants } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REGISTRY_V2_BUDGET_BYTES = 300;
/** What the real webpack build counts beyond this bundle (measured: 271 B there, 170 B here; kept with a margin). */
export const WEBPACK_GAP_BYTES = 110;

/** @param {string} registryModule */
async function firstLoadBytes(registryModule) {
  const shell = (/** @type {string} */ p) => JSON.stringify(path.join(repoRoot, 'shell/src', p));
  const contents = [
    `export { loadRuntimeConfig } from ${shell('startup/config.ts')};`,
    `export { manifestGuardPlugin } from ${shell('remotes/plugins/manifestGuard.ts')};`,
    `export * from ${JSON.stringify(registryModule)};`,
  ].join('\n');
  const out = await build({
    stdin: { contents, resolveDir: repoRoot, loader: 'ts', sourcefile: 'first-load.ts' },
    bundle: true,
    minify: true,
    write: false,
    // What loads later (import()) is not the first load: left out of the bundle.
    plugins: [
      {
        name: 'later',
        setup: (b) => b.onResolve({ filter: /.*/ }, (args) => (args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined)),
      },
    ],
    format: 'esm',
    target: 'es2022',
    platform: 'browser',
    logLevel: 'silent',

    // The site's remotes are the route table's data, in the first load with either reader: left out of both.
    define: {
      __CONTRACT_VERSION__: '"0.0.0"',
      __BUILD_LABEL__: '"0.0.0+0000000"',
      __SITE_REMOTES__: '[]',
      __SITE_PAGE_TEXTS__: '{}',
      'process.env.NODE_ENV': '"production"',
    },
    external: ['react', 'react-dom', '@module-federation/*'],
  });
  const code = out.outputFiles[0]?.contents;
  if (!code) throw new Error('esbuild wrote nothing');
  return {
    min: code.byteLength,
    br: brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength,
  };
}

/** The registry reader's first-load bytes now and with the v1 reader, and what v2 adds. */
export async function measureRegistryBytes() {
  const v2 = await firstLoadBytes(path.join(repoRoot, 'shell/src/remotes/registry.ts'));
  const v1 = await firstLoadBytes(path.join(repoRoot, 'scripts/registry-bytes/registry-v1.ts'));
  return { v1, v2, addedBr: v2.br - v1.br, addedMin: v2.min - v1.min, budgetBr: REGISTRY_V2_BUDGET_BYTES - WEBPACK_GAP_BYTES };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  void measureRegistryBytes().then((m) => {
    console.log(`first-load code with the v1 registry reader: ${m.v1.min} B minified, ${m.v1.br} B brotli`);
    console.log(`first-load code with the v2 registry reader: ${m.v2.min} B minified, ${m.v2.br} B brotli`);
    console.log(
      `registry v2 adds ${m.addedBr} B brotli (${m.addedMin} B minified); budget here ${m.budgetBr} B (${REGISTRY_V2_BUDGET_BYTES} B less the build's ${WEBPACK_GAP_BYTES} B): ${m.addedBr <= m.budgetBr ? 'within' : 'OVER'}`,
    );
    process.exitCode = m.addedBr <= m.budgetBr ? 0 : 1;
  });
}
