// Starts static servers on a fixture site for security/test/staticServer.test.ts and prints their
// URLs as one JSON line. Stops when its standard input closes (the test ended or died).
//   node security/harness/static-site.mjs <empty temp dir>
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { startStaticServer } from '../../scripts/static-server.mjs';
import { createFixture } from './fixtures.mjs';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: node security/harness/static-site.mjs <empty temp dir>');
  process.exit(2);
}
const fixture = await createFixture(dir);
const { shell: shellRoot, tierlist: remoteRoot } = fixture.dists;
if (!shellRoot || !remoteRoot) throw new Error('the fixture has no shell or tierlist build');
// The shell's "page not found", which `document` picks for an address that is no page.
writeFileSync(path.join(shellRoot, '404.html'), '<!doctype html><html><head><title>Page not found</title></head><body></body></html>');
const servers = {
  shell: await startStaticServer({
    root: shellRoot,
    port: 0,
    spa: true,
    dynamic: { '/config.json': () => '{"dataBaseUrl":"/data"}' },
    mounts: [{ prefix: '/data', dir: fixture.data }],
  }),
  remote: await startStaticServer({ root: remoteRoot, port: 0, cors: true }),
  documents: await startStaticServer({
    root: shellRoot,
    port: 0,
    spa: true,
    document: (req) => {
      if (req.url?.startsWith('/outside')) return path.join(fixture.outside, 'secret.txt');
      if (req.url?.startsWith('/no-such-page')) return path.join(shellRoot, '404.html');
      return /^de\b/.test(req.headers['accept-language'] ?? '') ? path.join(shellRoot, 'de', 'index.html') : null;
    },
  }),
};
process.stdout.write(`${JSON.stringify({ ...Object.fromEntries(Object.entries(servers).map(([k, s]) => [k, s.url])), ...fixture })}\n`);
process.stdin.resume();
process.stdin.on('end', async () => {
  for (const s of Object.values(servers)) await s.close();
  process.exit(0);
});
