// Assembles the folder Firebase Hosting publishes (firebase.json `public`): the shell's build, the pages
// the page renderer composed over it, and the site's config.json and remotes.json. The shell's build is
// copied, never changed: its files stay byte-identical from one data set or remote release to the next.
//
//   node scripts/deploy/assemble.mjs --pages DIR --config FILE --registry FILE [--shell DIR] [--out DIR]
//
//   --pages     the renderer's output (`npm run pages:render -- --site <site> --origin <site> --out DIR`)
//   --config    the production config.json
//   --registry  the production remotes.json
//   --shell     the shell's build (default shell/dist)
//   --out       the folder to write (default .deploy/public; replaced)
import { copyFileSync, cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * @param {{ pages: string, config: string, registry: string, shell?: string, out?: string }} o
 */
export function assemble({ pages, config, registry, shell = path.join(repoRoot, 'shell/dist'), out = path.join(repoRoot, '.deploy/public') }) {
  for (const [what, dir] of [
    ['--shell', shell],
    ['--pages', pages],
    ['--config', config],
    ['--registry', registry],
  ]) {
    if (!existsSync(/** @type {string} */ (dir))) throw new Error(`${what} ${dir} does not exist`);
  }
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  // Source maps stay out of the public folder (firebase.json ignores them too).
  cpSync(shell, out, { recursive: true, filter: (src) => !src.endsWith('.map') });
  // The composed pages, their preview images, sitemap.xml and robots.txt win over the shell's skeletons.
  cpSync(pages, out, { recursive: true, force: true });
  copyFileSync(config, path.join(out, 'config.json'));
  copyFileSync(registry, path.join(out, 'remotes.json'));
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { pages: { type: 'string' }, config: { type: 'string' }, registry: { type: 'string' }, shell: { type: 'string' }, out: { type: 'string' } },
  });
  if (!values.pages || !values.config || !values.registry) {
    console.error('usage: node scripts/deploy/assemble.mjs --pages DIR --config FILE --registry FILE [--shell DIR] [--out DIR]');
    process.exit(2);
  }
  try {
    const out = assemble({
      pages: values.pages,
      config: values.config,
      registry: values.registry,
      ...(values.shell ? { shell: values.shell } : {}),
      ...(values.out ? { out: values.out } : {}),
    });
    console.log(`[deploy] ${out} is ready for firebase deploy --only hosting`);
  } catch (error) {
    console.error(`[deploy] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
