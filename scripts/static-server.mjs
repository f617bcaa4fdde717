// Small static file servers for the built site: shell (+ /data, /config.json, /remotes.json) and
// one server per remote, each on its own origin like a real deployment. Binds to 127.0.0.1 only.
//
// sirv serves the files (precompressed .br/.gz next to them, ETags). In front of it every request
// passes checks so that no request can take the process down or read what it should not:
// - only GET and HEAD (and OPTIONS for CORS); a malformed percent-escape is 400;
// - no dotfiles or dot segments (404), no symlink that leads out of the served folder (404);
// - a Range header that is not one satisfiable `bytes=a-b` / `bytes=a-` is ignored (full answer);
// - `X-Content-Type-Options: nosniff` on every answer; any unexpected error is a 500, never a crash.
import http from 'node:http';
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import sirv from 'sirv';

/** Content-hashed file names (webpack's [contenthash:10]): cached for a year, like firebase.json. */
export const HASHED = /\.[0-9a-f]{10}\.(js|css|png|svg|webp)$/;
/** A file the page loads as a script, style, image or font: never answered with a page when missing. */
export const ASSET = /\.(m?js|css|png|svg|webp|avif|jpe?g|gif|ico|woff2?|map)$/;
const PRECOMPRESSED = ['.br', '.gz'];
/** A version folder's name: a version label (`1.4.0+3f2c1ab`, tooling/buildLabel.mjs). */
const VERSION_FOLDER = /^[0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.-]+)?\+[0-9A-Za-z.-]+$/;
const INDEX_SUFFIXES = ['', '.html', '.htm', '/index', '/index.html', '/index.htm'];

/** Long cache for content-hashed files; everything else (index.html, main.js, remoteEntry.js, manifests) revalidates. */
/**
 * Drops ETag and Last-Modified from the response sirv is about to write (it passes them to writeHead).
 * @param {http.ServerResponse} res
 */
function withoutValidators(res) {
  const writeHead = res.writeHead;
  res.writeHead = /** @type {typeof res.writeHead} */ (
    /**
     * @this {http.ServerResponse}
     * @param {number} status
     * @param {http.OutgoingHttpHeaders} [headers]
     */
    function (status, headers) {
      if (headers && typeof headers === 'object') {
        delete headers.ETag;
        delete headers['Last-Modified'];
      }
      return writeHead.call(this, status, headers);
    }
  );
}

/**
 * Makes the response sirv is about to write carry `status` instead of its 200 (a page chosen as the
 * answer to an address that is no page: "page not found", 404).
 * @param {http.ServerResponse} res
 * @param {number} status
 */
function withStatus(res, status) {
  const writeHead = res.writeHead;
  res.writeHead = /** @type {typeof res.writeHead} */ (
    /**
     * @this {http.ServerResponse}
     * @param {number} code
     * @param {...any} rest
     */
    function (code, ...rest) {
      return writeHead.call(this, code === 200 ? status : code, ...rest);
    }
  );
}

/** @param {string} pathname */
function cacheControl(pathname) {
  return HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * The decoded path segments of a request target, or an HTTP status to answer instead:
 * 400 for a target that is not a path or has a malformed escape, 404 for dot segments and dotfiles.
 * @param {string | undefined} url
 * @returns {{ status: 400 } | { status: 404 } | { raw: string, segments: string[], status?: undefined }}
 */
export function parseTarget(url) {
  if (typeof url !== 'string' || !url.startsWith('/')) return { status: 400 };
  const raw = url.split(/[?#]/, 1)[0] ?? '';
  /** @type {string[]} */
  const segments = [];
  for (const part of raw.split('/')) {
    let decoded;
    try {
      decoded = decodeURIComponent(part);
    } catch {
      return { status: 400 };
    }
    if (decoded.includes('\0')) return { status: 400 };
    for (const piece of decoded.split(/[/\\]/)) {
      if (piece.startsWith('.')) return { status: 404 };
      if (piece !== '') segments.push(piece);
    }
  }
  return { raw, segments };
}

/**
 * A Range header sirv can answer correctly (one range, start <= end), or undefined to ignore it.
 * @param {string | undefined} range
 * @returns {string | undefined}
 */
export function usableRange(range) {
  if (typeof range !== 'string') return undefined;
  const m = /^bytes=(\d{1,15})-(\d{0,15})$/.exec(range.trim());
  if (!m) return undefined;
  if (m[2] !== '' && Number(m[2]) < Number(m[1])) return undefined;
  return `bytes=${m[1]}-${m[2]}`;
}

/**
 * Checks the files sirv may pick for `segments` under `root` (the path, its .html / index variants and
 * their .br / .gz copies). Returns false when one of them is a symlink leading out of `root`;
 * `stale` is true when a precompressed copy is older than its source (it must not be sent).
 * @param {string} realRoot
 * @param {string[]} segments
 * @returns {{ contained: boolean, stale: boolean }}
 */
function inspectCandidates(realRoot, segments) {
  const base = path.join(realRoot, ...segments);
  let stale = false;
  for (const suffix of INDEX_SUFFIXES) {
    const file = base + suffix;
    if (!existsSync(file)) continue;
    const real = realpathSync(file);
    if (real !== realRoot && !real.startsWith(realRoot + path.sep)) return { contained: false, stale };
    const source = statSync(real);
    if (!source.isFile()) continue;
    for (const ext of PRECOMPRESSED) {
      if (!existsSync(file + ext)) continue;
      const copy = realpathSync(file + ext);
      if (!copy.startsWith(realRoot + path.sep)) return { contained: false, stale };
      if (statSync(copy).mtimeMs < source.mtimeMs) stale = true;
    }
  }
  return { contained: true, stale };
}

/**
 * The existing file `segments` names directly (not a fallback), or null.
 * @param {string} realRoot
 * @param {string[]} segments
 * @returns {string | null}
 */
function directFile(realRoot, segments) {
  for (const suffix of ['', '/index.html']) {
    const file = path.join(realRoot, ...segments) + suffix;
    try {
      if (statSync(file).isFile()) return file;
    } catch {
      /* not there */
    }
  }
  return null;
}

/**
 * A path segment as sirv reads it back: sirv decodes a request path with decodeURI, which leaves the
 * escapes of `; : @ & = + $ ,` as they are, so those characters stay literal (a deck page's `&`).
 */
const encodeSegment = (/** @type {string} */ segment) =>
  encodeURIComponent(segment).replace(/%(3B|3A|40|26|3D|2B|24|2C)/gi, (escape) => decodeURIComponent(escape));
const encodePath = (/** @type {string} */ relative) => `/${relative.split(path.sep).map(encodeSegment).join('/')}`;

/**
 * @param {object} o
 * @param {string} o.root              folder to serve
 * @param {number} o.port              0 picks a free port
 * @param {boolean} [o.spa]            serve index.html for unknown paths (the shell)
 * @param {boolean} [o.cors]           allow any origin (remotes and data are read cross-origin)
 * @param {Record<string, () => string>} [o.dynamic]  path -> JSON text read on every request, served with no-store
 * @param {{ prefix: string, dir: string }[]} [o.mounts]  folders served under a path prefix, read on every request (they may change)
 * @param {(req: http.IncomingMessage) => string | null} [o.document]  picks the HTML file (absolute path inside
 *        `root` or `overlay`) for a navigation request: a GET/HEAD whose path is not a file other than HTML. Answered with
 *        `Cache-Control: no-cache` and `Vary: Accept-Encoding, Accept-Language`; null keeps the default
 *        (the file itself, or index.html for a single-page app).
 * @param {string} [o.overlay]  a folder whose files are served before `root`'s (the published pages, their
 *        preview images, sitemap.xml and robots.txt); read on every request (it is replaced while serving)
 * @param {string} [o.versionsDir]  a remote's published versions (`<dir>/<label>/…`), served at `/<label>/…`; read on
 *        every request, so a version published while the server runs is served at once
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void> }>}
 */
export function startStaticServer({ root, port, spa = false, cors = false, dynamic = {}, mounts = [], document, overlay, versionsDir }) {
  const documents = new WeakSet();
  const realRoot = realpathSync(root);
  const main = sirv(realRoot, {
    dev: false,
    etag: true,
    single: spa,
    brotli: true,
    gzip: true,
    setHeaders: (res, pathname) => {
      if (documents.has(res)) {
        res.setHeader('Cache-Control', 'no-cache');
        res.setHeader('Vary', 'Accept-Encoding, Accept-Language');
      } else {
        res.setHeader('Cache-Control', cacheControl(pathname));
        // A content-hashed file never changes, and browsers never revalidate an immutable response:
        // its validators would only add bytes to every answer.
        if (HASHED.test(pathname)) withoutValidators(res);
      }
    },
  });
  const mounted = mounts.map((m) => {
    const dir = realpathSync(m.dir);
    return {
      prefix: m.prefix.replace(/\/+$/, ''),
      dir,
      handler: sirv(dir, { dev: true, etag: true, brotli: true, gzip: true, setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache') }),
    };
  });

  const layer = overlay
    ? sirv(overlay, {
        dev: true,
        etag: true,
        brotli: true,
        gzip: true,
        setHeaders: (res, pathname) => {
          res.setHeader('Cache-Control', cacheControl(pathname));
          if (documents.has(res)) res.setHeader('Vary', 'Accept-Encoding, Accept-Language');
        },
      })
    : null;
  // Published versions: files that never change once there, but folders that appear while serving (dev
  // mode: sirv looks each request up instead of listing the folder once).
  const versions = versionsDir
    ? sirv(versionsDir, {
        dev: true,
        etag: true,
        brotli: true,
        gzip: true,
        setHeaders: (res, pathname) => {
          res.setHeader('Cache-Control', cacheControl(pathname));
          if (HASHED.test(pathname)) withoutValidators(res);
        },
      })
    : null;
  const versionsRoot = () => {
    try {
      return versionsDir ? realpathSync(versionsDir) : null;
    } catch {
      return null;
    }
  };
  /** The overlay's real path, while it exists (it is replaced as a whole by each render). */
  const overlayRoot = () => {
    try {
      return overlay ? realpathSync(overlay) : null;
    } catch {
      return null;
    }
  };

  const notFound = (/** @type {http.ServerResponse} */ res) => {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
  };

  /**
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   */
  function handle(req, res) {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // A file that disappears while it is being sent ends that answer, not the process.
    res.on('pipe', (source) => source.on('error', () => res.destroy()));
    if (cors) res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'OPTIONS' && cors) return res.writeHead(204, { 'Access-Control-Allow-Headers': '*' }).end();
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return res.writeHead(405, { Allow: cors ? 'GET, HEAD, OPTIONS' : 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }).end('Method not allowed');
    }
    const target = parseTarget(req.url);
    if (target.status === 400) return res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request');
    if (target.status === 404) return notFound(res);

    const dyn = Object.hasOwn(dynamic, target.raw) ? dynamic[target.raw] : undefined;
    if (dyn) {
      const body = dyn();
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      return res.end(body);
    }

    const range = usableRange(req.headers.range);
    if (range) req.headers.range = range;
    else delete req.headers.range;

    const versionRoot = versions ? versionsRoot() : null;
    if (versions && versionRoot && target.segments.length > 1 && VERSION_FOLDER.test(target.segments[0] ?? '')) {
      const inVersions = inspectCandidates(versionRoot, target.segments);
      if (!inVersions.contained) return notFound(res);
      if (directFile(versionRoot, target.segments) !== null) {
        if (inVersions.stale) delete req.headers['accept-encoding'];
        req.url = `${encodePath(target.segments.join(path.sep))}${(req.url ?? '').slice(target.raw.length)}`;
        return versions(req, res, () => notFound(res));
      }
    }

    const mount = mounted.find((m) => target.raw === m.prefix || target.raw.startsWith(`${m.prefix}/`));
    const dir = mount ? mount.dir : realRoot;
    const segments = mount ? target.segments.slice(mount.prefix.split('/').length - 1) : target.segments;
    const check = inspectCandidates(dir, segments);
    if (!check.contained) return notFound(res);
    if (check.stale) delete req.headers['accept-encoding'];

    if (mount) {
      req.url = (req.url ?? '').slice(mount.prefix.length) || '/';
      return mount.handler(req, res, () => notFound(res));
    }
    const over = overlayRoot();
    // The path as sirv reads it (its decodeURI keeps `%26` as it is: /og/deck/a%26b.png is a&b.png).
    const query = (req.url ?? '').slice(target.raw.length);
    req.url = `${encodePath(segments.join(path.sep))}${target.raw.endsWith('/') && segments.length > 0 ? '/' : ''}${query}`;
    // A missing script, style or image (an old build's hashed chunk) is a 404, never a page with 200:
    // a browser or a service worker would keep that HTML under the file's name.
    const name = segments.at(-1) ?? '';
    if ((HASHED.test(name) || ASSET.test(name)) && directFile(realRoot, segments) === null && !(over && directFile(over, segments))) return notFound(res);
    if (document) {
      const direct = directFile(realRoot, segments) ?? (over ? directFile(over, segments) : null);
      if (direct === null || direct.endsWith('.html')) {
        const chosen = document(req);
        if (chosen) {
          const real = existsSync(chosen) ? realpathSync(chosen) : null;
          const inOverlay = real !== null && over !== null && real.startsWith(over + path.sep);
          if (!real || !(inOverlay || real.startsWith(realRoot + path.sep)) || !statSync(real).isFile()) {
            throw new Error(`document() chose ${chosen}, which is not a file inside ${realRoot}${overlay ? ` or ${overlay}` : ''}`);
          }
          documents.add(res);
          // "Page not found" (404.html, what `document` chooses for an address that is no page) is a 404.
          if (path.basename(real) === '404.html') withStatus(res, 404);
          req.url = encodePath(path.relative(inOverlay ? over : realRoot, real));
          if (inOverlay && layer) return layer(req, res, () => notFound(res));
          return main(req, res, () => notFound(res));
        }
      }
    }
    if (over && layer && directFile(over, segments) !== null && inspectCandidates(over, segments).contained)
      return layer(req, res, () => main(req, res, () => notFound(res)));
    return main(req, res, () => notFound(res));
  }

  const server = http.createServer((req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      console.error('[static] request failed', req.method, req.url, error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Internal error');
      else res.destroy();
    }
  });
  // Requests Node's parser rejects (bad request line, oversized headers): 400 / 431 with nosniff;
  // CONNECT (which Node hands to a separate event): 405.
  /**
   * @param {import('node:stream').Duplex} socket
   * @param {string} status
   */
  const answerAndClose = (socket, status) =>
    socket.end(`HTTP/1.1 ${status}\r\nX-Content-Type-Options: nosniff\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
  server.on('clientError', (error, socket) => {
    const { code } = /** @type {NodeJS.ErrnoException} */ (error);
    if (code === 'ECONNRESET' || !socket.writable) return socket.destroy();
    answerAndClose(socket, code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : '400 Bad Request');
  });
  server.on('connect', (_req, socket) => answerAndClose(socket, '405 Method Not Allowed'));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const actual = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
      resolve({
        url: `http://127.0.0.1:${actual}`,
        port: actual,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections?.();
            server.close(() => done());
          }),
      });
    });
  });
}

/** A `dynamic` entry of startStaticServer: the text of `file`, read on every request. */
export const readText = (/** @type {string} */ file) => () => readFileSync(file, 'utf8');
