// Prerenders the shell into HTML pages, one per language and page (the landing page and each remote
// route's skeleton), from the client build in shell/dist and the server bundle in shell/dist-prerender.
// Writes shell/dist/localized/<folder>/<page>/index.html, shell/dist/index.html (English landing: the
// default for hosts without language rewrites) and shell/dist/prerender.json (what a server needs).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * What the shell's server bundle exports: shell/src/prerender.tsx, built by `webpack --env prerender`.
 * @typedef {typeof import('../shell/src/prerender')} PrerenderBundle
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

const escapeHtml = (/** @type {string} */ text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The inline script at the end of every prerendered page: after the first frame is painted it adds the
 * entry script (whose file, like the chunks the app starts with, the head preloads at low priority).
 * A page in a background tab paints no frames, so there it starts after one second. It reads the entry
 * from its own data attribute, so its text (and the CSP hash that allows it) does not change from build to build.
 */
export const LOADER_SCRIPT =
  "(function(){var c=document.currentScript,e=c.dataset.entry,d=0;function go(){if(d)return;d=1;var x=document.createElement('script');x.src=e;document.head.appendChild(x)}requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,1000)})()";

/** The CSP source of an inline script. */
export const scriptHashOf = (/** @type {string} */ script) => `sha256-${createHash('sha256').update(script).digest('base64')}`;

/**
 * @typedef {object} DocumentOptions
 * @property {import('shared-contracts').LanguageCode} language
 * @property {string} prerenderedPath  the route's prerendered path (`/deck/_` for any deck page)
 * @property {Awaited<ReturnType<PrerenderBundle['renderPage']>>} rendered  the shell's render of the page
 * @property {readonly string[]} dataFiles  data files to preload (relative to the data set)
 * @property {string} [title]  instead of the shell's title of the route
 * @property {string} [description]
 * @property {string[]} [head]  more tags for the head (styles and preloads of the route's remote, link-preview tags)
 * @property {Record<string, string>} [attributes]  more attributes of <html>
 * @property {string} [dataBase]  where the data files are preloaded from, instead of the one `shellPages` was given
 */

/**
 * What every page of the shell's build shares: its server bundle, the page template, the head script,
 * the inline loader and the files to preload; and `documentHtml`, which makes one page of them. Used by
 * the prerender of the shell's own pages (skeletons) and by the publish-time page renderer.
 * @param {{ shellDir?: string, dataBase?: string }} [o]  dataBase: where the public data set is served
 *   (pages preload the route's first files from there; '' turns that off)
 */
export function shellPages({ shellDir = path.join(repoRoot, 'shell'), dataBase = process.env.DATA_PRELOAD_BASE ?? '/data' } = {}) {
  const dist = path.join(shellDir, 'dist');
  /** @type {PrerenderBundle} */
  const server = require(path.join(shellDir, 'dist-prerender/prerender.cjs'));
  const template = readFileSync(path.join(dist, 'page-template.html'), 'utf8');
  /** @type {{ chunks: Record<string, string[]>, groups: Record<string, string[]>, loadedWith: Record<string, string[]> }} */
  const { chunks, groups, loadedWith } = JSON.parse(readFileSync(path.join(dist, 'chunks.json'), 'utf8'));
  /** @type {{ shared: { name: string, assets: { js: { sync: string[] } } }[] }} */
  const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  // What the page runs first, fetched in parallel with main.js instead of after it: the app's own chunk
  // (and its CSS, which must be there before the first paint) and the shared libraries it starts with.
  const bootstrap = groups.bootstrap ?? [];
  const styles = bootstrap.filter((f) => f.endsWith('.css'));
  // A shared library's chunk with the chunks it imports (they would otherwise be found one round trip later).
  const sharedScripts = (/** @type {readonly string[]} */ names) =>
    manifest.shared.filter((s) => names.includes(s.name)).flatMap((s) => s.assets.js.sync.flatMap((f) => [f, ...(loadedWith[f] ?? [])]));
  const scripts = [...bootstrap.filter((f) => f.endsWith('.js')), ...sharedScripts(server.FIRST_SHARED)];
  const headScript = server.HEAD_SCRIPT;
  // The app's entry script and the chunks it starts with are preloaded by the head at low priority, so
  // they download side by side from the first byte (not one after another, and not only once the page
  // has painted, which on a slow phone left the network idle) while the page's styles and the route's
  // own files go first; the entry runs after the first frame is painted (the prerendered page is complete
  // without it), so its compile never holds back the first paint.
  const entry = /<script defer="defer" src="([^"]+)"><\/script>|<script defer src="([^"]+)"><\/script>/.exec(template);
  if (!entry) throw new Error('page-template.html has no deferred entry script');
  const entryTag = entry[0];
  // One of the two alternatives matched.
  const entryUrl = /** @type {string} */ (entry[1] ?? entry[2]);
  const firstChunks = [...new Set(scripts)].map((f) => `/${f}`);
  // A page that reads the data set (a remote's route) starts with the data API too.
  const dataPageChunks = [...new Set([...scripts, ...sharedScripts(server.DATA_PAGE_SHARED)])].map((f) => `/${f}`);
  const loaderTag = `<script data-entry="${escapeHtml(entryUrl)}">${LOADER_SCRIPT}</script>`;

  /** @param {DocumentOptions} o */
  function documentHtml({
    language,
    prerenderedPath,
    rendered,
    dataFiles,
    title = rendered.title,
    description = rendered.description,
    head = [],
    attributes = {},
    dataBase: base = dataBase,
  }) {
    const texts = (chunks[`shell-texts-${language}`] ?? []).filter((f) => f.endsWith('.js'));
    const headTags = [
      `<script>${headScript}</script>`,
      ...styles.map((f) => `<link rel="stylesheet" href="/${f}">`),
      ...head,
      '<link rel="preload" href="/config.json" as="fetch" crossorigin>',
      '<link rel="preload" href="/remotes.json" as="fetch" crossorigin>',
      ...texts.map((f) => `<link rel="preload" href="/${f}" as="script" fetchpriority="low">`),
      ...(base ? dataFiles.map((f) => `<link rel="preload" href="${base}/${f}" as="fetch" crossorigin>`) : []),
      ...[entryUrl, ...(dataFiles.length > 0 ? dataPageChunks : firstChunks)].map((f) => `<link rel="preload" href="${f}" as="script" fetchpriority="low">`),
    ].join('\n    ');
    const extra = Object.entries(attributes)
      .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
      .join('');
    return template
      .replace(
        '<html lang="en" data-prerendered="">',
        () =>
          `<html lang="${language}" data-prerendered="${language}" data-prerendered-path="${escapeHtml(prerenderedPath)}" data-start-failed="${escapeHtml(rendered.startFailed)}"${extra}>`,
      )
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
      .replace(/<meta name="description" content="[^"]*" \/>/, () => `<meta name="description" content="${escapeHtml(description)}" />`)
      .replace('<!--prerender:head-->', () => headTags)
      .replace(entryTag, () => '')
      .replace('<!--prerender:app-->', () => rendered.html)
      .replace('</body>', () => `  ${loaderTag}\n  </body>`);
  }

  return { server, dist, documentHtml, scriptHashes: [scriptHashOf(headScript), scriptHashOf(LOADER_SCRIPT)] };
}

/**
 * Prerenders the shell's own pages (the landing page and each remote route's skeleton) per language.
 * @param {{ shellDir?: string, dataBase?: string }} [o]
 */
export async function prerenderShell(o = {}) {
  const { server, dist, documentHtml, scriptHashes } = shellPages(o);
  const written = [];
  /** The English title and description of each page, for llms.txt. */
  const englishPages = [];
  for (const language of server.LANGUAGE_CODES) {
    for (const page of server.PAGES) {
      const rendered = await server.renderPage(language, page.path);
      const html = documentHtml({
        language,
        prerenderedPath: page.path,
        rendered,
        dataFiles: page.prefetch,
        // "Page not found" (404.html) and the comparison of two decks are never indexed.
        head: page.noindex ? ['<meta name="robots" content="noindex">'] : [],
      });
      for (const folder of server.LANGUAGE_FOLDERS[language]) {
        const file = path.join(dist, 'localized', folder, page.file);
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, html);
        written.push(file);
      }
      // English pages at the top level too: the default of hosts without language rewrites (and of
      // Firebase Hosting for languages the site does not have); 404.html is Firebase's not-found page.
      if (language === 'en') {
        if (!page.noindex) englishPages.push({ path: page.path, title: rendered.title, description: rendered.description });
        const file = path.join(dist, page.file);
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, html);
      }
    }
  }
  // Every page may be indexed (Lighthouse's SEO audit asks for a valid robots.txt; without it the
  // single-page fallback would answer with HTML). The page renderer publishes one with the sitemap.
  writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  writeFileSync(path.join(dist, 'llms.txt'), llmsText(englishPages));
  writeFileSync(
    path.join(dist, 'prerender.json'),
    `${JSON.stringify({ languages: server.LANGUAGE_FOLDERS, pages: server.PAGES.map((p) => ({ path: p.path, file: p.file })), scriptHashes }, null, 2)}\n`,
  );
  const [scriptHash, loaderHash] = scriptHashes;
  return { pages: written.length, scriptHash, loaderHash };
}

/**
 * llms.txt (llmstxt.org): what the site is and its pages, in Markdown, for assistants and agents that
 * read a site (Lighthouse's agentic-browsing audit asks for an H1 and links). From the prerendered
 * English titles and descriptions, so it says what the pages say; a deck's own page has no fixed path.
 * @param {{ path: string, title: string, description: string }[]} pages  the landing page first
 */
export function llmsText(pages) {
  const [landing, ...rest] = pages;
  if (!landing) throw new Error('llms.txt needs the landing page');
  const lines = [`# ${landing.title}`, '', `> ${landing.description}`, '', '## Pages', ''];
  for (const page of [landing, ...rest.filter((p) => !p.path.includes('/_'))]) lines.push(`- [${page.title}](${page.path}): ${page.description}`);
  return `${lines.join('\n')}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { pages } = await prerenderShell();
  console.log(`[prerender] ${pages} pages`);
}
