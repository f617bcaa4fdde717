// Free ports for the local servers (the end-to-end tests ask for port 0 everywhere).
import net from 'node:net';

/** @import { AddressInfo } from 'node:net' */

/** @returns {Promise<number>} a port free on 127.0.0.1 at the time of the call */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {AddressInfo} */ (srv.address());
      srv.close(() => resolve(port));
    });
  });
}
