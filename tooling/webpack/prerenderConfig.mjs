import path from 'node:path';
import { nodeBundleConfig } from './nodeBundleConfig.mjs';
import { contractsPkg } from './packages.mjs';

/**
 * The shell's server bundle for prerendering (Node, one file): the same components and the same CSS
 * module class names as the client build, so the client hydrates the HTML it produces.
 */
export function createPrerenderConfig({ dir, name }) {
  return nodeBundleConfig({
    dir,
    name,
    entry: { prerender: './src/prerender.tsx' },
    output: { path: path.join(dir, 'dist-prerender'), filename: '[name].cjs', library: { type: 'commonjs2' }, clean: true },
    define: { contractVersion: contractsPkg.version, buildLabel: 'prerender' },
  });
}
