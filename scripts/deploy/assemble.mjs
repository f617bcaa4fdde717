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
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Whether a file of the renderer's output may take the place of the shell's file of the same name: a
 * page the renderer composed (`<route>/index.html` and its .br/.gz copies; any `localized/<folder>/`
 * or language prefix), its sitemap and robots.txt. Never the skeleton page of the decks not rendered
 * (`deck/_/index.html`, served for every `/deck/...` without a page of its own), nor any other file
 * of the shell's build (scripts, styles, the worker, 404.html...).
 * @param {string} relative  the file's path inside the folder, with `/`
 */
export function mayReplaceShellFile(relative) {
  if (relative === 'sitemap.xml' || relative === 'robots.txt') return true;
  const segments = relative.split('/');
  if (segments.includes('_')) return false;
  return /^index\.html(\.br|\.gz)?$/.test(segments.at(-1) ?? '');
}

/**
 * The files of the renderer's output: relative paths with `/`.
 * @param {string} dir
 * @returns {string[]}
 */
function filesOf(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** Files the renderer writes that are not published: its report (older renders wrote it into the folder). */
const NOT_PUBLISHED = new Set(['pages.json', 'pages.report.json']);

/**
 * @param {{ pages: string, config: string, registry: string, shell?: string, out?: string, log?: (line: string) => void }} o
 * @returns {string}  the folder written
 */
export function assemble({
  pages,
  config,
  registry,
  shell = path.join(repoRoot, 'shell/dist'),
  out = path.join(repoRoot, '.deploy/public'),
  log = (line) => console.warn(line),
}) {
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
  // The composed pages, their preview images, sitemap.xml and robots.txt win over the shell's skeletons,
  // and over nothing else of the shell's build. The render report stays out.
  for (const relative of filesOf(pages)) {
    if (NOT_PUBLISHED.has(relative)) continue;
    const target = path.join(out, ...relative.split('/'));
    if (existsSync(target) && !mayReplaceShellFile(relative)) {
      log(`[deploy] ${relative} of --pages is left out: it would replace the shell's own file`);
      continue;
    }
    mkdirSync(path.dirname(target), { recursive: true });
    copyFileSync(path.join(pages, ...relative.split('/')), target);
  }
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
