// Deploy-time generator: fills in the Content-Security-Policy of firebase.json and the constants
// block of firestore.rules (Premium prices, the site's origins) from the production config.json and
// the deploy options, so the policy and the rules follow the same origins as the site.
//
//   node scripts/deploy/generate.mjs [--config FILE] [--deploy FILE] [--out DIR] [--check] [--print-csp]
//
//   --config     the production config.json (default scripts/deploy/demo/config.json: the demo project)
//   --deploy     deploy options (default scripts/deploy/demo/deploy.json); see security-config.mjs
//   --out        where to write firebase.json and firestore.rules (default: the repository root)
//   --check      write nothing; exit 1 when the files in --out differ from what would be generated
//   --print-csp  print the Content-Security-Policy and exit
//
// The checked-in firebase.json and firestore.rules are the demo project's (`--check` keeps them in step).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DeployConfigError, contentSecurityPolicy, replaceGenerated, rulesConstants, withSecurityHeaders } from './security-config.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');

/** @import { Json } from './security-config.mjs' */

/**
 * @param {string} file
 * @returns {Json}
 */
const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new DeployConfigError(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
};

/**
 * The generated file contents, by file name.
 * @param {{ config: Json, deploy: Json, templateDir: string }} o  templateDir: where the current
 *   firebase.json and firestore.rules are
 * @returns {Record<string, string>}
 */
export function generate({ config, deploy, templateDir }) {
  const firebaseJson = withSecurityHeaders(readJson(path.join(templateDir, 'firebase.json')), config, deploy);
  const rules = replaceGenerated(readFileSync(path.join(templateDir, 'firestore.rules'), 'utf8'), rulesConstants(config, deploy));
  return { 'firebase.json': `${JSON.stringify(firebaseJson, null, 2)}\n`, 'firestore.rules': rules };
}

function main() {
  const { values } = parseArgs({
    options: {
      config: { type: 'string', default: path.join(here, 'demo/config.json') },
      deploy: { type: 'string', default: path.join(here, 'demo/deploy.json') },
      out: { type: 'string', default: repoRoot },
      check: { type: 'boolean', default: false },
      'print-csp': { type: 'boolean', default: false },
    },
  });
  const config = readJson(values.config);
  const deploy = readJson(values.deploy);
  if (values['print-csp']) {
    console.log(contentSecurityPolicy(config, deploy));
    return 0;
  }
  const files = generate({ config, deploy, templateDir: values.out });
  let stale = 0;
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(values.out, name);
    if (values.check) {
      if (readFileSync(file, 'utf8') !== text) {
        console.error(`${file} differs from what scripts/deploy/generate.mjs makes of ${values.config} and ${values.deploy}`);
        stale += 1;
      }
    } else {
      writeFileSync(file, text);
      console.log(`[deploy] wrote ${file}`);
    }
  }
  return stale === 0 ? 0 : 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    process.exitCode = main();
  } catch (error) {
    if (!(error instanceof DeployConfigError)) throw error;
    console.error(`[deploy] ${error.message}`);
    process.exitCode = 2;
  }
}
