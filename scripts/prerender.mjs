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
 * The inline script at the end of every prerendered page: after the first frame is painted it preloads
 * the chunks the app starts with and adds the entry script, each tag in a task of its own (adding a
 * script tag starts its request on the spot; ten of them at once were a long task on a slow phone).
 * A page in a background tab paints no frames, so there it starts after one second. It reads both from its own data attributes, so its
 * text (and the CSP hash that allows it) does not change from build to build.
 */
export const LOADER_SCRIPT =
  "(function(){var c=document.currentScript,e=c.dataset.entry,f=JSON.parse(c.dataset.chunks),d=0;function add(u,p){setTimeout(function(){var x=document.createElement(p?'link':'script');if(p){x.rel='preload';x.as='script';x.href=u}else x.src=u;document.head.appendChild(x)},0)}function go(){if(d)return;d=1;f.forEach(function(u){add(u,1)});add(e,0)}requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,1000)})()";

/** The CSP source of an inline script. */
export const scriptHashOf = (/** @type {string} */ script) => `sha256-${createHash('sha256').update(script).digest('base64')}`;

/**
 * @param {{ shellDir?: string, dataBase?: string }} [o]  dataBase: where the public data set is served
 *   (the prerendered pages preload the route's first files from there; '' turns that off)
 */
export async function prerenderShell({ shellDir = path.join(repoRoot, 'shell'), dataBase = process.env.DATA_PRELOAD_BASE ?? '/data' } = {}) {
  const dist = path.join(shellDir, 'dist');
  /** @type {PrerenderBundle} */
  const server = require(path.join(shellDir, 'dist-prerender/prerender.cjs'));
  const template = readFileSync(path.join(dist, 'page-template.html'), 'utf8');
  /** @type {{ chunks: Record<string, string[]>, groups: Record<string, string[]> }} */
  const { chunks, groups } = JSON.parse(readFileSync(path.join(dist, 'chunks.json'), 'utf8'));
  /** @type {{ shared: { name: string, assets: { js: { sync: string[] } } }[] }} */
  const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  // What the page runs first, fetched in parallel with main.js instead of after it: the app's own chunk
  // (and its CSS, which must be there before the first paint) and the shared libraries it starts with.
  const bootstrap = groups.bootstrap ?? [];
  const styles = bootstrap.filter((f) => f.endsWith('.css'));
  const firstShared = new Set(server.FIRST_SHARED);
  const scripts = [...bootstrap.filter((f) => f.endsWith('.js')), ...manifest.shared.filter((s) => firstShared.has(s.name)).flatMap((s) => s.assets.js.sync)];
  const themeScript = server.THEME_BOOT_SCRIPT;
  // The app's entry script and the chunks it starts with are requested after the first frame is painted
  // (the prerendered page is complete without them): their download and compile never hold back the
  // first paint, yet they download side by side, not one after another. A page in a background tab
  // paints no frames, so there they start after one second.
  const entry = /<script defer="defer" src="([^"]+)"><\/script>|<script defer src="([^"]+)"><\/script>/.exec(template);
  if (!entry) throw new Error('page-template.html has no deferred entry script');
  const entryTag = entry[0];
  // One of the two alternatives matched.
  const entryUrl = /** @type {string} */ (entry[1] ?? entry[2]);
  const firstChunks = [...new Set(scripts)].map((f) => `/${f}`);
  const loaderTag = `<script data-entry="${escapeHtml(entryUrl)}" data-chunks="${escapeHtml(JSON.stringify(firstChunks))}">${LOADER_SCRIPT}</script>`;
  const scriptHash = scriptHashOf(themeScript);
  const loaderHash = scriptHashOf(LOADER_SCRIPT);
  const written = [];
  /** The English title and description of each page, for llms.txt. */
  const englishPages = [];
  for (const language of server.LANGUAGE_CODES) {
    const texts = (chunks[`shell-texts-${language}`] ?? []).filter((f) => f.endsWith('.js'));
    for (const page of server.PAGES) {
      const rendered = await server.renderPage(language, page.path);
      const head = [
        `<script>${themeScript}</script>`,
        ...styles.map((f) => `<link rel="stylesheet" href="/${f}">`),
        '<link rel="preload" href="/config.json" as="fetch" crossorigin>',
        '<link rel="preload" href="/remotes.json" as="fetch" crossorigin>',
        ...texts.map((f) => `<link rel="preload" href="/${f}" as="script" fetchpriority="low">`),
        ...(dataBase ? page.prefetch.map((f) => `<link rel="preload" href="${dataBase}/${f}" as="fetch" crossorigin>`) : []),
      ].join('\n    ');
      const html = template
        .replace(
          '<html lang="en" data-prerendered="">',
          `<html lang="${language}" data-prerendered="${language}" data-prerendered-path="${page.path}" data-start-failed="${escapeHtml(rendered.startFailed)}">`,
        )
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(rendered.title)}</title>`)
        .replace(/<meta name="description" content="[^"]*" \/>/, `<meta name="description" content="${escapeHtml(rendered.description)}" />`)
        .replace('<!--prerender:head-->', head)
        .replace(entryTag, '')
        .replace('<!--prerender:app-->', rendered.html)
        .replace('</body>', `  ${loaderTag}\n  </body>`);
      for (const folder of server.LANGUAGE_FOLDERS[language]) {
        const file = path.join(dist, 'localized', folder, page.file);
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, html);
        written.push(file);
      }
      // English pages at the top level too: the default of hosts without language rewrites (and of
      // Firebase Hosting for languages the site does not have).
      if (language === 'en') {
        englishPages.push({ path: page.path, title: rendered.title, description: rendered.description });
        const file = path.join(dist, page.file);
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, html);
      }
    }
  }
  // Every page may be indexed (Lighthouse's SEO audit asks for a valid robots.txt; without it the
  // single-page fallback would answer with HTML).
  writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  writeFileSync(path.join(dist, 'llms.txt'), llmsText(englishPages));
  writeFileSync(
    path.join(dist, 'prerender.json'),
    `${JSON.stringify({ languages: server.LANGUAGE_FOLDERS, pages: server.PAGES.map((p) => ({ path: p.path, file: p.file })), scriptHashes: [scriptHash, loaderHash] }, null, 2)}\n`,
  );
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

/**
 * A function for the local server: (pathname, Accept-Language) -> absolute file of the prerendered page.
 * @param {string} [shellDir]
 * @returns {(pathname: string, acceptLanguage: string | undefined) => string}
 */
export function documentResolver(shellDir = path.join(repoRoot, 'shell')) {
  /** @type {PrerenderBundle} */
  const server = require(path.join(shellDir, 'dist-prerender/prerender.cjs'));
  const dist = path.join(shellDir, 'dist');
  return (pathname, acceptLanguage) => path.join(dist, server.documentFor(pathname, acceptLanguage));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { pages } = await prerenderShell();
  console.log(`[prerender] ${pages} pages`);
}
