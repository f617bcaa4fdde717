// The page renderer: composes every page of the site, in every language, from the remotes' server
// builds and the current free data set, into static HTML (a published artefact, like the data).
//
//   npm run pages:render -- [--site URL] [--origin URL] [--out DIR] [--languages en,de]
//
//   --site       the running site to read config.json, remotes.json and the data from
//                (default http://127.0.0.1:$SHELL_PORT, the local site of `npm start`)
//   --origin     the site's public address, for canonical links, the sitemap and previews (default: --site)
//   --out        where the pages go (default .runtime/pages); replaced as a whole when the render is done
//   --languages  only these languages (default: all nine)
//   --registry   the registry to render with, from a file (the one a release is about to publish)
//                instead of the live site's remotes.json
//   --pins       the operator's pin file (remotes.integrity.json): each version's sha-384 of its server
//                build, which the server build must match to be run
//   --only       only the pages of this remote (after a release of it): the other pages, the previews of
//                the other remotes and the sitemap are kept from the last render in --out
//
// It reads config.json and remotes.json like the browser does, loads each remote's server build from
// the URL the registry gives (scripts/pages/server-builds.mjs: the browser's checks; each build runs in a
// sandboxed process of its own, scripts/pages/sandbox/), and writes, per
// language, the shell's frame (the shell's own server bundle, from its build) around the remote's markup
// for every route, with the remote's styles, preloads of its scripts and of the page's data, the page's
// link-preview tags, preview images of the decks, sitemap.xml and robots.txt. The shell's build is read,
// never written. A route whose remote cannot be loaded or whose render fails is left out, and the server
// answers it with the shell's skeleton page, as before; the renderer says which and why. Every file is
// named through one checked function (scripts/pages/output.mjs): a page or preview image whose address
// cannot be a file inside the output folder, or cannot be written, is reported and left out. The
// report (pages.report.json) is written beside the output folder, not into it: the folder is published.
import { copyFileSync, existsSync, linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { compress, precompress } from '../precompress.mjs';
import { shellPages } from '../prerender.mjs';
import { ServerBuildError, loadServerBuild } from './server-builds.mjs';
import { OG_LOCALES, headTags } from './head.mjs';
import { robotsTxt, sitemapXml } from './sitemap.mjs';
import { linkTreeWithout } from './link-tree.mjs';
import { cardArtLoader, drawDeckPreview, drawTierListPreview } from './preview.mjs';
import { OutputPathError, outputPath, pageSegments, previewSegments, reportFileOf } from './output.mjs';
import { shellApp, portVariable } from '../../tooling/remotes.mjs';

/** @import { LanguageCode, RemoteName } from 'shared-contracts' */
/** @import { PagePreview, ServerPage, ServerRenderResult } from '@tcgp/page-render' */
/** @import { LoadedServerBuild } from './server-builds.mjs' */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Routes that stay the shell's skeleton: the player's own collection, and the comparison of two decks (one page per pair would be too many). */
const NOT_PUBLISHED = new Set(['collection', 'compare']);

/**
 * @typedef {object} RenderReport
 * @property {string} renderedAt
 * @property {number} pages  documents written (one per page and language; copies under other folders not counted)
 * @property {number} previews  preview images
 * @property {Record<string, string>} remotes  remote -> label of the server build used
 * @property {{ route: string, path?: string, language?: string, reason: string }[]} fallbacks  what was left to the skeleton pages, and why
 * @property {number} seconds
 * @property {number} previewSeconds
 */

/**
 * @param {string} url
 * @param {typeof fetch} fetchImpl
 */
async function getJson(url, fetchImpl) {
  const res = await fetchImpl(url, { signal: AbortSignal.timeout(30_000) });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.json();
}

/**
 * The file of a site path inside a folder (`/deck/a&b` -> `deck/a&b/index.html`), or null when a
 * segment could leave the folder, is not a plain name, is too long or is a name the site's own files
 * use (`_`). See scripts/pages/output.mjs.
 * @param {string} sitePath
 */
export function pageFile(sitePath) {
  try {
    return path.join(...pageSegments(sitePath));
  } catch {
    return null;
  }
}

/**
 * Checks a composed page before it is written: complete, with the remote's markup where it belongs.
 * @param {string} html
 * @param {string} label
 * @param {string} markup  the remote's html (or '' for the shell's own page)
 * @returns {string | null}  what is wrong, or null
 */
export function problemOf(html, label, markup) {
  if (!html.startsWith('<!doctype html>')) return 'it does not start with <!doctype html>';
  if (!html.trimEnd().endsWith('</html>')) return 'it does not end with </html>';
  if (html.includes('<!--prerender:')) return 'a placeholder of the template is left';
  if (!/<title>[^<]+<\/title>/.test(html)) return 'it has no title';
  if (markup) {
    if (!html.includes(`data-composed="${label}"`)) return "the remote's view root is missing";
    if (!html.includes(markup)) return "the remote's markup is not in it as rendered";
  }
  return null;
}

/** @param {unknown} error */
const reasonOf = (error) =>
  error instanceof ServerBuildError ? error.reason : error instanceof OutputPathError ? error.message : error instanceof Error ? error.message : String(error);

/**
 * The pages of a route whose files can be written: a page whose address (or deck preview) cannot be a
 * file name under the output folder (too long, `..`, the decks' skeleton `_`...) is reported in
 * `fallbacks` and left out, and the render goes on with the others.
 * @param {string} routePath
 * @param {ServerPage[]} listed
 * @param {RenderReport['fallbacks']} fallbacks
 * @returns {ServerPage[]}
 */
export function writablePages(routePath, listed, fallbacks) {
  return listed.filter((page) => {
    try {
      pageSegments(page.path);
      if (page.params.deckId !== undefined) previewSegments(page.params.deckId);
      return true;
    } catch (error) {
      fallbacks.push({ route: routePath, path: String(page.path).slice(0, 200), reason: `its address cannot be a file name: ${reasonOf(error)}` });
      return false;
    }
  });
}

/**
 * @param {object} o
 * @param {string} o.site  the running site (config.json, remotes.json, data)
 * @param {string} [o.origin]  public address of the site (default: site)
 * @param {string} [o.outDir]
 * @param {string} [o.shellDir]
 * @param {readonly LanguageCode[]} [o.languages]
 * @param {string} [o.registryFile]  render with this registry (a file) instead of the site's remotes.json
 * @param {string} [o.pinsFile]  the operator's pins (remote -> label -> { server }), handed to loadServerBuild
 * @param {RemoteName} [o.only]  render only this remote's pages, keeping the rest of the last render in outDir
 * @param {typeof fetch} [o.fetchImpl]
 * @param {(line: string) => void} [o.log]
 * @param {Date} [o.now]
 * @param {Pick<Parameters<typeof loadServerBuild>[0], 'limits' | 'requirePinned'>} [o.sandbox]  limits of the server builds' sandboxes
 * @returns {Promise<RenderReport>}
 */
export async function renderPages({
  site,
  origin = site,
  outDir = path.join(repoRoot, '.runtime/pages'),
  shellDir = path.join(repoRoot, 'shell'),
  languages,
  only,
  registryFile,
  pinsFile,
  fetchImpl = fetch,
  log = (line) => console.log(line),
  now = new Date(),
  sandbox = {},
}) {
  const started = performance.now();
  const siteUrl = site.replace(/\/+$/, '');
  const publicOrigin = origin.replace(/\/+$/, '');
  const { server, documentHtml } = shellPages({ shellDir });
  const config = server.parseRuntimeConfig(await getJson(`${siteUrl}/config.json`, fetchImpl));
  // The page preloads the data files from where the browser reads them.
  const dataBase = config.dataBaseUrl.replace(/\/+$/, '');
  const registryJson = registryFile ? JSON.parse(readFileSync(registryFile, 'utf8')) : await getJson(new URL(config.remotesUrl, `${siteUrl}/`).href, fetchImpl);
  // The default version of each remote (registry v2), or its one entry (v1).
  /** @type {Record<string, Record<string, { server?: string }>> | null} */
  const pins = pinsFile && existsSync(pinsFile) ? JSON.parse(readFileSync(pinsFile, 'utf8')) : null;
  const registry = server.filterRegistry(registryJson, config.allowedRemoteOrigins, `${siteUrl}/`);
  for (const r of registry.rejected) log(`[pages] remotes.json: ${r.name} refused (${r.reason}): ${r.url}`);
  const dataBaseUrl = new URL(config.dataBaseUrl.replace(/\/?$/, '/'), `${siteUrl}/`).href.replace(/\/$/, '');
  const context = { config: { ...config, dataBaseUrl }, renderedAt: now.toISOString() };
  const langs = languages ?? server.LANGUAGE_CODES;
  const unknown = langs.filter((l) => !server.LANGUAGE_CODES.includes(l));
  if (unknown.length) throw new Error(`unknown language ${unknown.join(', ')} (the site has ${server.LANGUAGE_CODES.join(', ')})`);

  /** @type {RenderReport['fallbacks']} */
  const fallbacks = [];
  const previous = only && existsSync(reportFileOf(outDir)) ? /** @type {RenderReport} */ (JSON.parse(readFileSync(reportFileOf(outDir), 'utf8'))) : null;
  if (only && !previous) log(`[pages] no earlier render in ${outDir}: every page is rendered`);
  const partial = only !== undefined && previous !== null;
  const routes = server.REMOTE_ROUTES.filter((r) => !NOT_PUBLISHED.has(r.key) && (!partial || r.remote === only));
  /** @type {Map<RemoteName, LoadedServerBuild | ServerBuildError>} */
  const builds = new Map();
  for (const remote of new Set(routes.map((r) => r.remote))) {
    const manifestUrl = registry.accepted[remote];
    if (!manifestUrl) {
      builds.set(remote, new ServerBuildError(remote, 'it is not in remotes.json (or its entry was refused)'));
      continue;
    }
    try {
      // The sha-384 the operator pinned for this version's server build (not the remote host's own claim).
      const label = registry.versions[remote];
      const pinned = label ? pins?.[remote]?.[label]?.server : undefined;
      const loaded = await loadServerBuild({
        remote,
        manifestUrl,
        allowedOrigins: config.allowedRemoteOrigins,
        checks: server,
        fetchImpl,
        ...sandbox,
        ...(pinned ? { pinnedIntegrity: pinned } : {}),
      });
      builds.set(remote, loaded);
      log(
        `[pages] ${loaded.label}: its server build matches ${loaded.integrity === 'pinned' ? 'the integrity pinned in the registry' : "its server manifest's sha-256 (the registry pins none)"}; it runs in a sandbox`,
      );
    } catch (error) {
      builds.set(remote, error instanceof ServerBuildError ? error : new ServerBuildError(remote, reasonOf(error), error));
    }
  }

  // Every page of every route: the static ones, and one per deck of the free set.
  /** @type {{ route: (typeof routes)[number], page: ServerPage, loaded: LoadedServerBuild }[]} */
  const pages = [];
  for (const route of routes) {
    const loaded = builds.get(route.remote);
    if (!loaded || loaded instanceof ServerBuildError) {
      fallbacks.push({ route: route.path, reason: loaded?.message ?? `${route.remote}: no server build` });
      continue;
    }
    if (!loaded.manifest.modules.includes(route.module)) {
      fallbacks.push({ route: route.path, reason: `${loaded.label}'s server build does not render ${route.module}` });
      continue;
    }
    if (!route.path.includes(':')) {
      pages.push({ route, page: { module: route.module, path: route.path, params: {} }, loaded });
      continue;
    }
    try {
      const listed = (await loaded.build.pages(context)).filter((p) => p.module === route.module);
      for (const page of writablePages(route.path, listed, fallbacks)) pages.push({ route, page, loaded });
    } catch (error) {
      fallbacks.push({ route: route.path, reason: `${loaded.label}: its pages could not be listed (${reasonOf(error)})` });
    }
  }

  const staging = `${outDir}.staging-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  // One remote's pages: the last render's files, linked (never written through: every write below
  // replaces its file), without that remote's pages.
  if (partial) linkTreeWithout(outDir, staging, `data-composed="${only}@`);
  /**
   * Writes one document (and its .br and .gz copies) under its language folders, its language address
   * and (English) the top level.
   * @param {LanguageCode} language
   * @param {string} sitePath
   * @param {string} html
   */
  const writePage = async (language, sitePath, html) => {
    const file = pageSegments(sitePath);
    const [first, ...others] = [
      ...server.LANGUAGE_FOLDERS[language].map((folder) => outputPath(staging, ['localized', folder, ...file])),
      outputPath(staging, [server.LANGUAGE_PREFIXES[language], ...file]),
      ...(language === 'en' ? [outputPath(staging, file)] : []),
    ];
    const main = /** @type {string} */ (first);
    mkdirSync(path.dirname(main), { recursive: true });
    for (const suffix of ['', '.br', '.gz']) rmSync(`${main}${suffix}`, { force: true });
    writeFileSync(main, html);
    const bytes = Buffer.from(html);
    const [br, gz] = await Promise.all([compress('.br', bytes), compress('.gz', bytes)]);
    writeFileSync(`${main}.br`, br);
    writeFileSync(`${main}.gz`, gz);
    // The same bytes under the other addresses: links, not copies.
    for (const other of others) {
      mkdirSync(path.dirname(other), { recursive: true });
      for (const suffix of ['', '.br', '.gz']) {
        rmSync(`${other}${suffix}`, { force: true });
        linkSync(`${main}${suffix}`, `${other}${suffix}`);
      }
    }
  };
  /**
   * The address search engines get for a page in a language: English at the address without a prefix
   * (what a crawler without languages reads there), the others at their prefix (`/de/tier-list`). Its
   * canonical link is that address, so the English page is canonical where it is served.
   * @param {LanguageCode} language
   * @param {string} sitePath
   */
  const addressOf = (language, sitePath) => (language === 'en' ? sitePath : server.languagePath(language, sitePath));
  /** The page's addresses in every language, for hreflang and the sitemap. */
  const alternatesOf = (/** @type {string} */ sitePath) => [
    ...langs.map((l) => ({ hreflang: l, href: `${publicOrigin}${addressOf(l, sitePath)}` })),
    { hreflang: 'x-default', href: `${publicOrigin}${sitePath}` },
  ];

  /** @type {Map<string, PagePreview>} */
  const deckPreviews = new Map();
  let written = 0;
  /** @type {{ route: (typeof routes)[number] | null, page: ServerPage, loaded: LoadedServerBuild | null }[]} */
  const allPages = [...(partial ? [] : [{ route: null, page: { module: '', path: '/', params: {} }, loaded: null }]), ...pages];
  for (const language of langs) {
    for (const { route, page, loaded } of allPages) {
      try {
        /** @type {ServerRenderResult | null} */
        const result = loaded ? await loaded.build.render({ ...context, ...page, language }) : null;
        const label = loaded?.label ?? '';
        const composed =
          loaded && route ? { remote: route.remote, module: route.module, label, html: /** @type {ServerRenderResult} */ (result).html } : undefined;
        const prerenderedPath = route ? server.pagePathOf(route.path) : '/';
        const rendered = await server.renderPage(language, page.path, composed);
        const title = result?.head ? `${result.head.title} | ${rendered.siteName}` : rendered.title;
        const description = result?.head?.description ?? rendered.description;
        const deckId = page.params.deckId;
        if (result?.preview && deckId && language === 'en') deckPreviews.set(deckId, result.preview);
        const image = deckId ? `${publicOrigin}/og/deck/${encodeURIComponent(deckId).replace(/%26/g, '&')}.png` : `${publicOrigin}/og/tier-list.png`;
        const assets = loaded && route ? loaded.assets(route.module, language) : { styles: [], scripts: [] };
        const html = documentHtml({
          dataBase,
          language,
          prerenderedPath,
          rendered,
          dataFiles: result?.dataFiles ?? route?.prefetch ?? [],
          title,
          description,
          head: [
            ...assets.styles.map((href) => `<link rel="stylesheet" href="${href}" crossorigin>`),
            // What the page needs to come alive, fetched with the page instead of one step after another:
            // the remote's manifest (the federation runtime reads it first), its entry, setup and page files and
            // the page language's texts.
            ...(loaded ? [`<link rel="preload" href="${loaded.manifestUrl}" as="fetch" crossorigin>`] : []),
            // A remote's files are fetched with CORS (its build sets crossOriginLoading, the shell's loader a
            // crossorigin entry script), so the service worker can read and keep them; the preload must match.
            ...assets.scripts.map((href) => `<link rel="preload" href="${href}" as="script" crossorigin>`),
            headTags({
              title,
              description,
              url: `${publicOrigin}${addressOf(language, page.path)}`,
              image,
              imageAlt: result?.preview?.title ?? rendered.siteName,
              siteName: rendered.siteName,
              locale: OG_LOCALES[language],
              alternates: alternatesOf(page.path),
            }),
          ],
          attributes: { 'data-rendered-at': context.renderedAt, ...(result?.head ? { 'data-own-title': '' } : {}) },
        });
        const problem = problemOf(html, label, composed?.html ?? '');
        if (problem) throw new Error(`the page was not written: ${problem}`);
        await writePage(language, page.path, html);
        written += 1;
      } catch (error) {
        fallbacks.push({ route: route?.path ?? '/', path: page.path, language, reason: `${loaded?.label ?? 'shell'}: ${reasonOf(error)}` });
      }
    }
  }

  // The server builds' sandboxes are done.
  for (const loaded of builds.values()) if (!(loaded instanceof ServerBuildError)) loaded.close();

  // The language addresses of what was not composed (the collection, a deck page's skeleton, a route left
  // to its skeleton): the shell's own prerendered page, so every `/<prefix>/...` address has a page.
  for (const language of langs) {
    const folder = server.LANGUAGE_FOLDERS[language][0];
    for (const page of server.PAGES) {
      const target = outputPath(staging, [server.LANGUAGE_PREFIXES[language], ...page.file.split('/')], { shellFile: true });
      const source = path.join(shellDir, 'dist', 'localized', /** @type {string} */ (folder), page.file);
      if (existsSync(target) || !existsSync(source)) continue;
      mkdirSync(path.dirname(target), { recursive: true });
      for (const suffix of ['', '.br', '.gz']) if (existsSync(`${source}${suffix}`)) copyFileSync(`${source}${suffix}`, `${target}${suffix}`);
    }
  }

  // Preview images: one per deck (English), one for the tier list and every other page.
  const previewStarted = performance.now();
  let previews = 0;
  const drawPreviews = !partial || deckPreviews.size > 0;
  const siteName = 'TCG Pocket Tier List';
  mkdirSync(path.dirname(outputPath(staging, previewSegments('x'))), { recursive: true });
  // With card images configured, the decks' cards are drawn with their art (fetched once per image).
  const art = config.cardImages ? cardArtLoader({ cardImages: config.cardImages, fetchImpl }) : undefined;
  // Every deck's images are asked for at the start (a few at a time), not one deck after another.
  if (art) for (const preview of deckPreviews.values()) for (const card of preview.cards) if (card.image) void art.load(card.image);
  /** @type {Map<string, string[]>} */
  const byTier = new Map();
  for (const [deckId, preview] of deckPreviews) {
    // A preview that cannot be drawn or written is reported and left out; the others are still made.
    // (Removed first: a partial render links the last render's files, which must not be written through.)
    try {
      const file = outputPath(staging, previewSegments(deckId));
      rmSync(file, { force: true });
      writeFileSync(file, await drawDeckPreview(preview, { siteName, ...(art ? { art } : {}) }));
      previews += 1;
    } catch (error) {
      fallbacks.push({ route: '/og/deck', path: deckId.slice(0, 200), reason: `the preview image was not written: ${reasonOf(error)}` });
    }
    if (preview.tier) byTier.set(preview.tier, [...(byTier.get(preview.tier) ?? []), preview.title]);
  }
  const tiers = !drawPreviews
    ? []
    : [...byTier.entries()].sort(([a], [b]) => 'SABCDE'.indexOf(a) - 'SABCDE'.indexOf(b)).map(([tier, decks]) => ({ tier, decks }));
  if (drawPreviews) {
    const file = outputPath(staging, ['og', 'tier-list.png']);
    rmSync(file, { force: true });
    writeFileSync(
      file,
      await drawTierListPreview({ title: 'Pokémon TCG Pocket Tier List', subtitle: 'Competitive decks ranked from tournament results', tiers }, { siteName }),
    );
    previews += 1;
  }
  const previewSeconds = (performance.now() - previewStarted) / 1000;

  const published = new Set(allPages.map((p) => p.page.path));
  // A partial render keeps the last sitemap (the pages' addresses come from the data, not the remote's build).
  if (!partial) {
    writeFileSync(
      outputPath(staging, ['sitemap.xml']),
      sitemapXml(
        [...published].map((p) => ({ path: p, alternates: langs.map((l) => ({ hreflang: l, path: addressOf(l, p) })) })),
        publicOrigin,
      ),
    );
    writeFileSync(outputPath(staging, ['robots.txt']), robotsTxt(publicOrigin));
  }
  /** @type {RenderReport} */
  const report = {
    renderedAt: context.renderedAt,
    pages: written,
    previews,
    remotes: {
      ...(partial ? previous?.remotes : {}),
      ...Object.fromEntries([...builds].map(([name, b]) => [name, b instanceof ServerBuildError ? `failed: ${b.reason}` : b.label])),
    },
    fallbacks: [...(partial ? (previous?.fallbacks ?? []).filter((f) => !routes.some((r) => r.path === f.route)) : []), ...fallbacks],
    seconds: 0,
    previewSeconds,
  };
  await precompress(staging);
  report.seconds = (performance.now() - started) / 1000;
  // Beside the output, not in it: the output folder is published, the report is for the publisher.
  writeFileSync(reportFileOf(outDir), `${JSON.stringify(report, null, 2)}\n`);
  // The new pages replace the old ones as a whole: a reader never gets a mix of two renders' pages.
  const old = `${outDir}.old-${process.pid}`;
  if (existsSync(outDir)) renameSync(outDir, old);
  renameSync(staging, outDir);
  rmSync(old, { recursive: true, force: true });

  const byReason = new Map();
  for (const f of fallbacks) byReason.set(`${f.route}: ${f.reason}`, (byReason.get(`${f.route}: ${f.reason}`) ?? 0) + 1);
  log(
    `[pages] ${written} pages in ${langs.length} languages and ${previews} preview images (${previewSeconds.toFixed(1)} s) in ${report.seconds.toFixed(1)} s -> ${path.relative(process.cwd(), outDir) || outDir}`,
  );
  for (const [what, count] of byReason) log(`[pages] left to the skeleton page${count > 1 ? ` (${count} pages)` : ''}: ${what}`);
  const artFailures = art?.failures() ?? [];
  if (artFailures.length > 0) {
    log(
      `[pages] ${artFailures.length} card images drawn as text tiles, e.g. ${artFailures
        .slice(0, 3)
        .map((f) => `${f.url} ${f.reason}`)
        .join('; ')}`,
    );
  }
  return report;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      site: { type: 'string' },
      origin: { type: 'string' },
      out: { type: 'string' },
      languages: { type: 'string' },
      only: { type: 'string' },
      registry: { type: 'string' },
      pins: { type: 'string' },
    },
  });
  const site = values.site ?? `http://127.0.0.1:${process.env[portVariable('shell')] ?? shellApp.localPort}`;
  try {
    await renderPages({
      site,
      ...(values.origin ? { origin: values.origin } : {}),
      ...(values.out ? { outDir: path.resolve(values.out) } : {}),
      ...(values.languages ? { languages: /** @type {LanguageCode[]} */ (values.languages.split(',')) } : {}),
      ...(values.only ? { only: /** @type {RemoteName} */ (values.only) } : {}),
      ...(values.registry ? { registryFile: path.resolve(values.registry) } : {}),
      ...(values.pins ? { pinsFile: path.resolve(values.pins) } : {}),
    });
  } catch (error) {
    console.error(`[pages] the pages could not be rendered from ${site}: ${reasonOf(error)}`);
    console.error('[pages] is the site running (npm start), or is --site right?');
    process.exit(1);
  }
}
