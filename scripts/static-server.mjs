// Small static file servers for the built site: shell (+ /data, /config.json, /remotes.json) and
// one server per remote, each on its own origin like a real deployment. Binds to 127.0.0.1 only.
import http from 'node:http';
import { readFileSync } from 'node:fs';
import sirv from 'sirv';

const HASHED = /\.[0-9a-f]{10}\.(js|css|png|svg|webp)$/;

/** Long cache for content-hashed files; everything else (index.html, main.js, remoteEntry.js, manifests) revalidates. */
function setCacheHeaders(res, pathname) {
  res.setHeader('Cache-Control', HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * @param {object} o
 * @param {string} o.root              folder to serve
 * @param {number} o.port              0 picks a free port
 * @param {boolean} [o.spa]            serve index.html for unknown paths (the shell)
 * @param {boolean} [o.cors]           allow any origin (remotes and data are read cross-origin)
 * @param {Record<string, () => string>} [o.dynamic]  path -> JSON text read on every request, served with no-store
 * @param {{ prefix: string, dir: string }[]} [o.mounts]
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void> }>}
 */
export function startStaticServer({ root, port, spa = false, cors = false, dynamic = {}, mounts = [] }) {
  const main = sirv(root, { dev: false, etag: true, single: spa, setHeaders: setCacheHeaders });
  const mounted = mounts.map((m) => ({
    prefix: m.prefix.replace(/\/+$/, ''),
    handler: sirv(m.dir, { dev: true, etag: true, setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache') }),
  }));
  const server = http.createServer((req, res) => {
    if (cors) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Access-Control-Allow-Headers', '*');
      if (req.method === 'OPTIONS') {
        res.writeHead(204).end();
        return;
      }
    }
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    const dyn = dynamic[pathname];
    if (dyn) {
      try {
        const body = dyn();
        res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end(body);
      } catch (error) {
        res.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(error));
      }
      return;
    }
    for (const m of mounted) {
      if (pathname === m.prefix || pathname.startsWith(`${m.prefix}/`)) {
        req.url = req.url.slice(m.prefix.length) || '/';
        m.handler(req, res, () => res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found'));
        return;
      }
    }
    main(req, res, () => res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found'));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const actual = server.address().port;
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

export const readText = (file) => () => readFileSync(file, 'utf8');
