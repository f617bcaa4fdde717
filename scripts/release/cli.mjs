// One command for releasing a remote (docs/deploy.md, CONTRIBUTING.md):
//
//   npm run release -- <remote> publish [--no-build] [--from DIR]
//   npm run release -- <remote> canary [--label L] [--share 10] [--for 15m] [--every 30s]
//                                      [--min-sessions 20] [--max-extra-error-rate 0.05] [--confidence 0.95]
//   npm run release -- <remote> promote [--label L]
//   npm run release -- <remote> rollback
//   npm run release -- <remote> revoke <label>
//   npm run release -- <remote> prune [--keep 5] [--unlist]
//   npm run release -- <remote> status
//
// Everywhere: --dry-run (say what would change, change nothing), --runtime DIR (the local stack's
// runtime folder, default .runtime), --no-render (do not render the pages again after a change of
// default). Against the local stack (`npm start`) by default; with --prod [--prod-config FILE] against
// the production registry in Cloud Storage (docs/deploy.md; --runtime is then where its copy is kept).
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as schemaModule from '@tcgp/schemas';
import { remotes } from '../../tooling/remotes.mjs';
import { ReleaseError, installRemoteSchema, readRegistry } from './store.mjs';
import { checkHosted, firestoreHealth, labelsIn, operatorToken, prodRegistryFiles, prodWorkDir, readProdConfig, storageClient } from './prod.mjs';
import { publishBuild } from './versions.mjs';
import { prune } from './retention.mjs';
import { healthFrom, promote, revoke, rollback, runCanary, setCanary, statusText } from './commands.mjs';

/** @import { RegistryFiles } from './store.mjs' */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// tsx runs the TypeScript package as CommonJS: from this ES module its exports arrive as the default export.
/** @type {typeof schemaModule} */
const schemas = Reflect.get(schemaModule, 'default') ?? schemaModule;
installRemoteSchema((/** @type {unknown} */ entry) => schemas.parseRemoteReleases(entry));

/**
 * What the local stack wrote for the release commands (scripts/stack.mjs): its registry files, the
 * versions folder, the servers' addresses.
 * @typedef {RegistryFiles & { releasesDir: string, remoteUrls: Record<string, string>, shellUrl: string | null, paymentsUrl: string | null, pagesDir: string | null, shellDir: string | null }} ReleaseTarget
 */

/**
 * @param {string} runtimeDir
 * @returns {ReleaseTarget}
 */
export function readTarget(runtimeDir) {
  const file = path.join(runtimeDir, 'release-target.json');
  if (!existsSync(file)) throw new ReleaseError(`${file} is missing: start the local stack once (npm start), or pass --runtime`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The production release settings of the demo project (the project firebase.json is generated for). */
const DEMO_PROD_CONFIG = path.join(repoRoot, 'scripts/deploy/demo/release.json');

/**
 * The production registry (Cloud Storage for Firebase, docs/adr/0017-release-registry.md) as a target:
 * a local copy pulled now and on every change, pushed back by compare-and-swap on its generation.
 * @param {{ remote: string, values: { runtime?: string | undefined, 'prod-config'?: string | undefined }, io: MainIo, log: (line: string) => void }} o
 */
async function productionTarget({ remote, values, io, log }) {
  const config = readProdConfig(path.resolve(values['prod-config'] ?? DEMO_PROD_CONFIG));
  const fetchImpl = io.fetch ?? fetch;
  /** @type {Promise<string> | null} */
  let tokenOnce = null;
  const token = () => (tokenOnce ??= (io.token ?? operatorToken)());
  const workDir = path.resolve(values.runtime ?? prodWorkDir(tmpdir()));
  const files = prodRegistryFiles({ client: storageClient({ config, fetchImpl, token }), bucket: config.bucket, prefix: config.prefix, workDir });
  await files.remote.pull();
  log(`[production] registry gs://${config.bucket}/${config.prefix}remotes.json, copy in ${workDir}`);
  /** @type {Date | null} */
  let start = null;
  const since = { set: (/** @type {Date} */ d) => void (start = d) };
  /** @type {ReleaseTarget} */
  const target = {
    ...files,
    releasesDir: path.join(workDir, 'releases'),
    remoteUrls: config.remoteOrigins,
    shellUrl: null,
    paymentsUrl: null,
    pagesDir: null,
    shellDir: null,
  };
  const health = firestoreHealth({ config, fetchImpl, token, labels: labelsIn(files, readRegistry), since: () => start });
  const origin = config.remoteOrigins[remote];
  /** @param {{ label: string, entryName: string, pins: { manifest: string, entry: string } }} build */
  const hosted = async (build) => {
    if (!origin) throw new ReleaseError(`the production settings name no origin for ${remote} (remoteOrigins)`);
    await checkHosted({ origin, ...build, fetchImpl });
  };
  return { target, health, since, hosted };
}

/** `15m`, `30s`, `500ms`, `1h` -> milliseconds. */
export function duration(/** @type {string} */ text) {
  const m = /^(\d+(?:\.\d+)?)(ms|s|m|h)?$/.exec(text.trim());
  if (!m) throw new ReleaseError(`${JSON.stringify(text)} is not a duration (e.g. 30s, 15m)`);
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[m[2] ?? 's'] ?? 1000;
  return Math.round(Number(m[1]) * unit);
}

/**
 * What a caller (a test) may put in place of the real thing: where lines go, the decision rule, and for
 * --prod the network (`fetch`) and the operator's token.
 * @typedef {{ log?: (line: string) => void, judge?: import('./commands.mjs').Judge, fetch?: typeof fetch, token?: () => Promise<string> }} MainIo
 */

const USAGE = 'usage: npm run release -- <remote> <publish|canary|promote|rollback|revoke <label>|prune|status> [--dry-run] [--prod] [options]';

/**
 * @param {string[]} argv
 * @param {MainIo} [io]
 * @returns {Promise<number>} exit code
 */
export async function main(argv, io = {}) {
  const log = io.log ?? ((line) => console.log(line));
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      'dry-run': { type: 'boolean', default: false },
      runtime: { type: 'string' },
      'no-build': { type: 'boolean', default: false },
      'no-render': { type: 'boolean', default: false },
      from: { type: 'string' },
      label: { type: 'string' },
      share: { type: 'string', default: '10' },
      for: { type: 'string', default: '15m' },
      every: { type: 'string', default: '30s' },
      'min-sessions': { type: 'string', default: '20' },
      'max-extra-error-rate': { type: 'string', default: '0.05' },
      confidence: { type: 'string', default: '0.95' },
      prod: { type: 'boolean', default: false },
      'prod-config': { type: 'string' },
      keep: { type: 'string', default: '5' },
      unlist: { type: 'boolean', default: false },
    },
  });
  const [remote, command, arg] = positionals;
  if (!remote || !command) throw new ReleaseError(USAGE);
  const remoteInfo = remotes.find((r) => r.name === remote);
  if (!remoteInfo) throw new ReleaseError(`${JSON.stringify(remote)} is not a remote (${remotes.map((r) => r.name).join(', ')})`);
  const dryRun = values['dry-run'];
  // The command as given (without where the runtime folder is), for the history.
  const commandLine = `release ${argv
    .filter(
      (a, i) =>
        !['--runtime', '--prod-config'].includes(a) && !['--runtime', '--prod-config'].includes(argv[i - 1] ?? '') && !/^--(runtime|prod-config)=/.test(a),
    )
    .join(' ')}`;
  /** Where the command works: the local stack, or the production registry's copy. */
  const { target, health, hosted, since } = values.prod
    ? await productionTarget({ remote, values, io, log })
    : (() => {
        const local = readTarget(path.resolve(values.runtime ?? path.join(repoRoot, '.runtime')));
        return { target: local, health: local.paymentsUrl ? healthFrom(local.paymentsUrl) : null, hosted: undefined, since: undefined };
      })();
  const base = { files: target, remote, command: commandLine, dryRun, ...(values.prod ? {} : { releasesDir: target.releasesDir }) };
  const prefix = `${dryRun ? '[dry run] ' : ''}${values.prod ? '[production] ' : ''}`;

  /** Renders the pages of `remote` again (they are rendered with the default versions). */
  const renderAgain = async () => {
    if (values.prod) {
      // Production pages are rendered by the credential-free render job from the registry just written.
      log(
        `pages: render ${remote}'s pages from this registry and deploy them: npm run pages:render -- --site https://<site> --registry ${target.registryFile} --pins ${target.pinsFile} --only ${remote} --out .deploy/pages`,
      );
      return;
    }
    if (values['no-render'] || !target.shellUrl || !target.pagesDir || !target.shellDir) return;
    try {
      const { renderPages } = await import('../pages/render.mjs');
      await renderPages({
        site: target.shellUrl,
        outDir: target.pagesDir,
        shellDir: target.shellDir,
        pinsFile: target.pinsFile,
        only: /** @type {import('shared-contracts').RemoteName} */ (remote),
        log,
      });
    } catch (error) {
      log(`pages: not rendered again (${error instanceof Error ? error.message : String(error)}); run npm run pages:render`);
    }
  };
  /** @param {{ before: import('./store.mjs').Registry, registry: import('./store.mjs').Registry, written: boolean }} result */
  const renderIfDefaultChanged = async (result) => {
    if (result.written && result.before.remotes[remote]?.default !== result.registry.remotes[remote]?.default) await renderAgain();
  };

  switch (command) {
    case 'publish': {
      const buildDir = path.resolve(values.from ?? path.join(repoRoot, remoteInfo.folder, 'dist'));
      if (!values['no-build'] && !values.from && !dryRun) {
        const { buildApp } = await import('../stack.mjs');
        await buildApp(remoteInfo.folder);
      }
      const origin = target.remoteUrls[remote];
      if (!origin)
        throw new ReleaseError(
          values.prod ? `the production settings name no origin for ${remote} (remoteOrigins)` : `the local stack has no server for ${remote}`,
        );
      const result = await publishBuild({ ...base, releasesDir: target.releasesDir, origin, buildDir, ...(hosted ? { hosted } : {}) });
      if (hosted)
        log(
          `${prefix}${remote} ${result.label}: on its host at ${origin}/${result.label}/ with the bytes of ${path.relative(process.cwd(), buildDir) || buildDir}`,
        );
      else
        log(
          `${prefix}${remote} ${result.label}: ${result.copied ? 'copied to' : dryRun && !existsSync(result.folder) ? 'would be copied to' : 'already in'} ${path.relative(process.cwd(), result.folder) || result.folder}`,
        );
      log(`${prefix}  manifest ${result.manifest}`);
      log(`${prefix}  pins     manifest ${result.pins.manifest}`);
      log(`${prefix}           entry    ${result.pins.entry}`);
      if (result.pins.server) log(`${prefix}           server   ${result.pins.server}`);
      log(
        `${prefix}  registry ${result.entries.length > 0 ? `${result.entries[0]?.reason} (revision ${result.registry.revision})` : 'unchanged: already listed'}`,
      );
      return 0;
    }
    case 'canary': {
      const share = Number(values.share);
      const forMs = duration(values.for);
      const everyMs = duration(values.every);
      let judge = io.judge;
      if (!judge) {
        try {
          // The health decision rule ships with the health reports; without it a canary is set by hand.
          const rule = './judge.mjs';
          judge = (await import(rule)).judgeCanary;
        } catch {
          judge = undefined;
        }
      }
      // `--for 0` sets the share only (the maintainer promotes or rolls back by hand); so does a stack
      // without health reports or the decision rule, which refuses a watch instead.
      if (!judge || !health || forMs === 0) {
        if (forMs > 0)
          throw new ReleaseError(
            `${!judge ? 'the health decision rule (scripts/release/judge.mjs) is not installed' : 'no health is readable (the local stack runs no payments service)'}: run with --for 0 to set the share only, then promote or roll back by hand`,
          );
        const result = await setCanary({ ...base, share, ...(values.label ? { label: values.label } : {}) });
        log(`${prefix}${remote}: ${result.label} ${dryRun ? 'would get' : 'gets'} ${share} % of players (registry revision ${result.registry.revision})`);
        return 0;
      }
      const thresholds = {
        minSessions: Number(values['min-sessions']),
        maxExtraErrorRate: Number(values['max-extra-error-rate']),
        confidence: Number(values.confidence),
      };
      since?.set(new Date());
      const outcome = await runCanary({ ...base, share, forMs, everyMs, health, judge, thresholds, log, ...(values.label ? { label: values.label } : {}) });
      if (outcome.outcome === 'promoted') log(`${remote}: ${outcome.label} promoted (${outcome.reason})`);
      if (outcome.outcome === 'rolled-back') log(`${remote}: ${outcome.label} rolled back (${outcome.reason})`);
      if (outcome.outcome === 'undecided')
        log(`${remote}: ${outcome.label} stays at ${share} %: not enough to judge (${outcome.reason}); run canary again, promote or rollback`);
      if (outcome.outcome === 'promoted') await renderAgain();
      return outcome.outcome === 'rolled-back' ? 3 : outcome.outcome === 'undecided' ? 2 : 0;
    }
    case 'promote': {
      const result = await promote({ ...base, ...(values.label ? { label: values.label } : {}) });
      log(
        `${prefix}${remote}: ${result.written || dryRun ? `${result.label} is the default for every player` : `${result.label} already is the default`} (registry revision ${result.registry.revision})`,
      );
      await renderIfDefaultChanged(result);
      return 0;
    }
    case 'rollback': {
      const result = await rollback(base);
      log(
        `${prefix}${remote}: ${result.label} taken away; every player gets ${result.to} on the next page load (registry revision ${result.registry.revision})`,
      );
      await renderIfDefaultChanged(result);
      return 0;
    }
    case 'revoke': {
      if (!arg) throw new ReleaseError('usage: npm run release -- <remote> revoke <label>');
      const result = await revoke({ ...base, label: arg });
      log(
        `${prefix}${remote}: ${arg} ${result.written || dryRun ? 'revoked: it never starts again' : 'was already revoked'} (registry revision ${result.registry.revision})`,
      );
      return 0;
    }
    case 'prune': {
      const keep = Number(values.keep);
      const result = await prune({
        files: target,
        remote,
        releasesDir: values.prod ? null : target.releasesDir,
        keep,
        unlist: values.unlist,
        dryRun,
        command: commandLine,
      });
      for (const [label, why] of result.kept) log(`${prefix}${remote} ${label}: kept (${why})`);
      if (result.unlist.length > 0)
        log(`${prefix}${remote}: ${result.unlist.join(', ')} ${dryRun ? 'would leave' : 'left'} the registry (registry revision ${result.registry.revision})`);
      const gone = dryRun || values.prod ? result.remove : result.removed;
      if (values.prod)
        for (const label of gone)
          log(`${prefix}${remote} ${label}: no longer needed; its host may delete ${target.remoteUrls[remote] ?? '<origin>'}/${label}/`);
      else for (const label of gone) log(`${prefix}${remote} ${label}: ${dryRun ? 'would be removed' : 'removed'}`);
      if (gone.length === 0) log(`${prefix}${remote}: nothing to remove (keeping the last ${keep})`);
      return 0;
    }
    case 'status': {
      log(await statusText({ files: target, remote, health }));
      return 0;
    }
    default:
      throw new ReleaseError(`unknown command ${JSON.stringify(command)}\n${USAGE}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error) => {
      if (!(error instanceof ReleaseError || (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')))) throw error;
      console.error(`release: ${error.message}`);
      process.exitCode = 1;
    },
  );
}
