import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig, sharedFirebase } from '../tooling/webpack.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));
// The shell has NO remotes compiled in: they are registered at run time from remotes.json.
export default createAppConfig({
  dir,
  name: 'shell',
  port: 3000,
  title: 'TCG Pocket Tier List',
  extraShared: sharedFirebase(),
});
