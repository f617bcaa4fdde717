import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import webpack from 'webpack';

const require = createRequire(import.meta.url);

/**
 * Writes `server/manifest.json` once the server build is emitted (the page renderer reads it:
 * `ServerBuildManifest` of @tcgp/page-render): the entry file, the SHA-256 of its bytes, and what the
 * entry itself says it is (loaded once here, which also proves it loads in Node). Fails the build when
 * the entry does not match the build's name, label or contract version.
 */
export class ServerManifestPlugin {
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
