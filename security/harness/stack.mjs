// Starts the whole local site exactly as `npm start` does (scripts/stack.mjs: the static servers of
// the shell and of every remote in this one process, the Firebase Auth emulator, the payments
// service), on free 127.0.0.1 ports, serving a fixture build and fixture data. Prints the URLs as
// one JSON line; stops when its standard input closes. Used by security/test/fuzz.test.ts.
//   node security/harness/stack.mjs <empty temp dir>
import path from 'node:path';
import { startStack } from '../../scripts/stack.mjs';
import { devServerOrigins, remotes } from '../../tooling/remotes.mjs';
import { createFixture } from './fixtures.mjs';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: node security/harness/stack.mjs <empty temp dir>');
  process.exit(2);
}
const fixture = await createFixture(dir);
const runtimeDir = path.join(dir, 'runtime');
const stack = await startStack({
  shellPort: 0,
  remotePorts: Object.fromEntries(remotes.map((r) => [r.name, 0])),
  paymentsPort: 0,
  dataDir: fixture.data,
  distDirs: fixture.dists,
  runtimeDir,
  extraAllowedOrigins: devServerOrigins(),
});
process.stdout.write(
  `${JSON.stringify({
    shellUrl: stack.shellUrl,
    remoteUrls: stack.remoteUrls,
    authUrl: stack.authUrl,
    paymentsUrl: stack.paymentsUrl,
    paymentsDataFile: path.join(runtimeDir, 'payments', 'payments.json'),
    pid: process.pid,
    paymentsPid: stack.paymentsPid(),
  })}\n`,
);
process.stdin.resume();
process.stdin.on('end', async () => {
  await stack.stop();
  process.exit(0);
});
