// The renderer's side of a sandboxed server build: starts scripts/pages/sandbox/runner.mjs in a child
// process with Node's permission model and an empty environment, hands it the staged build, and turns
// its answers into a RemoteServerBuild whose calls are bounded in time and size. The child's data
// fetches are made here, and only under the data set of the call in flight.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** @import { ServerPage, ServerRenderRequest, ServerRenderResult } from '@tcgp/page-render' */

const RUNNER = fileURLToPath(new URL('./runner.mjs', import.meta.url));

/**
 * @typedef {object} SandboxLimits
 * @property {number} [loadMs]  the build's start (running its file)
 * @property {number} [callMs]  one render or listing of pages (the build's own limit is 60 s)
 * @property {number} [memoryMb]  the child's heap (--max-old-space-size)
 * @property {number} [maxResultBytes]  one answer (a page's render result as JSON)
 * @property {number} [maxDataBytes]  one data file the build reads
 * @property {number} [maxRestarts]  how often a child that was stopped is started again before its remote is given up
 */

/** @type {Required<SandboxLimits>} */
export const DEFAULT_LIMITS = {
  loadMs: 30_000,
  callMs: 90_000,
  memoryMb: 1024,
  maxResultBytes: 5 * 1024 * 1024,
  maxDataBytes: 50 * 1024 * 1024,
  maxRestarts: 2,
};

/**
 * The flags of Node's permission model on this Node (`--permission` from 22, experimental before).
 * @param {readonly string[]} readable  the only files the process may read
 * @param {string} [version]
 */
export function permissionFlags(readable, version = process.versions.node) {
  const major = Number(version.split('.')[0]);
  return [major >= 22 ? '--permission' : '--experimental-permission', ...readable.map((file) => `--allow-fs-read=${file}`)];
}

/** Why a call of the build failed (the renderer names the remote in front). */
export class SandboxError extends Error {
  /** @param {string} reason */
  constructor(reason) {
    super(reason);
    this.name = 'SandboxError';
  }
}

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
/** @param {unknown} value @returns {value is string[]} */
const isStrings = (value) => Array.isArray(value) && value.every((v) => typeof v === 'string');

/**
 * A render result as the protocol has it, or a reason (the data comes from the remote's code).
 * @param {unknown} value
 * @returns {{ ok: true, value: ServerRenderResult } | { ok: false, reason: string }}
 */
export function checkRenderResult(value) {
  if (!isObject(value)) return { ok: false, reason: 'its render result is not an object' };
  if (typeof value.html !== 'string') return { ok: false, reason: 'its render result has no html' };
  if (!isStrings(value.dataFiles)) return { ok: false, reason: 'its render result has no dataFiles list' };
  if (value.head !== undefined && !(isObject(value.head) && typeof value.head.title === 'string' && typeof value.head.description === 'string'))
    return { ok: false, reason: 'its render result has a head without title and description' };
  const preview = value.preview;
  if (
    preview !== undefined &&
    !(
      isObject(preview) &&
      typeof preview.title === 'string' &&
      (preview.tier === undefined || typeof preview.tier === 'string') &&
      Array.isArray(preview.stats) &&
      preview.stats.every((s) => isObject(s) && typeof s.label === 'string' && typeof s.value === 'string') &&
      Array.isArray(preview.cards) &&
      preview.cards.every(
        (c) =>
          isObject(c) &&
          typeof c.name === 'string' &&
          (c.energy === undefined || typeof c.energy === 'string') &&
          (c.count === undefined || typeof c.count === 'number') &&
          (c.image === undefined || typeof c.image === 'string'),
      )
    )
  )
    return { ok: false, reason: 'its render result has a preview of the wrong shape' };
  return { ok: true, value: /** @type {ServerRenderResult} */ (/** @type {unknown} */ (value)) };
}

/**
 * @param {unknown} value
 * @returns {{ ok: true, value: ServerPage[] } | { ok: false, reason: string }}
 */
export function checkPages(value) {
  if (!Array.isArray(value)) return { ok: false, reason: 'its pages are not a list' };
  for (const page of value) {
    if (!isObject(page) || typeof page.module !== 'string' || typeof page.path !== 'string' || !isObject(page.params))
      return { ok: false, reason: 'its pages list has an entry that is not { module, path, params }' };
    if (!Object.values(page.params).every((v) => typeof v === 'string')) return { ok: false, reason: 'its pages list has params that are not text' };
  }
  return { ok: true, value: /** @type {ServerPage[]} */ (value) };
}

/**
 * Starts a remote's server build in its sandbox and waits until it is loaded.
 * @param {object} o
 * @param {Buffer} o.code  the build's bytes (already checked against their integrity)
 * @param {string} o.name  what stack traces call the file (its URL)
 * @param {typeof fetch} o.fetchImpl  for the build's reads of the data set
 * @param {SandboxLimits} [o.limits]
 * @param {() => void} [o.onStart]  called whenever a child process is started (tests)
 */
export async function startSandbox({ code, name, fetchImpl, limits = {}, onStart }) {
  const limit = { ...DEFAULT_LIMITS, ...limits };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'server-build-'));
  const file = path.join(dir, 'build.cjs');
  writeFileSync(file, code);
  chmodSync(file, 0o400);
  const integrity = `sha384-${createHash('sha384').update(code).digest('base64')}`;
  let restarts = 0;
  /** Why the last child was stopped. */
  let lastStop = '';
  let closed = false;
  /** @type {Child | null} */
  let child = null;
  /** @typedef {{ name: string, buildLabel: string, contractVersion: string, modules: string[] }} BuildInfo */
  /** @type {BuildInfo | null} */
  let info = null;

  /**
   * @typedef {object} Child
   * @property {import('node:child_process').ChildProcess} process
   * @property {Promise<any>} loaded
   * @property {Map<number, { resolve: (value: unknown) => void, reject: (error: Error) => void, dataBase: string | null }>} calls
   * @property {(reason: string) => void} stop
   * @property {(on: boolean) => void} [hold]
   */

  /** @returns {Child} */
  const startChild = () => {
    onStart?.();
    const proc = spawn(process.execPath, [...permissionFlags([RUNNER, file]), `--max-old-space-size=${limit.memoryMb}`, '--no-warnings', RUNNER], {
      env: {},
      cwd: dir,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    /** @type {Child['calls']} */
    const calls = new Map();
    /** @type {string | null} */
    let stoppedFor = null;
    let stderr = '';
    /** @type {(value: any) => void} */
    let loadedResolve = () => undefined;
    /** @type {(error: Error) => void} */
    let loadedReject = () => undefined;
    const loaded = new Promise((resolve, reject) => {
      loadedResolve = resolve;
      loadedReject = reject;
    });
    loaded.catch(() => undefined);
    const self = /** @type {Child} */ ({ process: proc, loaded, calls, stop: (reason) => stop(reason) });
    /** @param {string} reason */
    const stop = (reason) => {
      if (stoppedFor === null) stoppedFor = reason;
      if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL');
    };
    /** @param {string} reason */
    const failAll = (reason) => {
      const error = new SandboxError(reason);
      lastStop = reason;
      loadedReject(error);
      for (const call of calls.values()) call.reject(error);
      calls.clear();
      if (child === self) child = null;
    };
    proc.stdin.on('error', () => undefined);
    proc.stderr.setEncoding('utf8');
    proc.stderr.on('data', (/** @type {string} */ chunk) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    let pending = '';
    proc.stdout.setEncoding('utf8');
    proc.stdout.on('data', (/** @type {string} */ chunk) => {
      pending += chunk;
      // An answer larger than the limit is refused while it arrives, never kept whole.
      if (pending.length > limit.maxResultBytes + 64 * 1024 && !pending.includes('\n')) {
        pending = '';
        stop(`it sent more than ${limit.maxResultBytes} bytes in one answer`);
        return;
      }
      let at;
      while ((at = pending.indexOf('\n')) !== -1) {
        const line = pending.slice(0, at);
        pending = pending.slice(at + 1);
        if (line.length > limit.maxResultBytes + 64 * 1024) {
          stop(`it sent more than ${limit.maxResultBytes} bytes in one answer`);
          return;
        }
        handle(line);
      }
    });
    /** @param {string} line */
    const handle = (line) => {
      /** @type {any} */
      let message;
      try {
        message = JSON.parse(line);
      } catch {
        stop('it wrote what is not the protocol');
        return;
      }
      if (!isObject(message)) return;
      if (message.t === 'loaded') {
        if (message.ok === true) loadedResolve(message.value);
        else loadedReject(new SandboxError(`it failed to start (${String(message.error)})`));
      } else if (message.t === 'result' && typeof message.id === 'number') {
        const call = calls.get(message.id);
        if (!call) return;
        calls.delete(message.id);
        if (message.ok === true) call.resolve(message.value);
        else call.reject(new SandboxError(String(message.error)));
      } else if (message.t === 'fetch' && typeof message.id === 'number' && typeof message.url === 'string') {
        void answerFetch(message.id, message.url);
      }
    };
    /**
     * @param {number} id
     * @param {string} url
     */
    const answerFetch = async (id, url) => {
      const reply = (/** @type {Record<string, unknown>} */ answer) => {
        if (proc.stdin.writable) proc.stdin.write(`${JSON.stringify({ t: 'fetched', id, ...answer })}\n`);
      };
      // The address as fetch will read it (`%2e%2e/` is `../` to the URL parser), under a call's data set.
      /** @type {string | null} */
      let href = null;
      try {
        href = new URL(url).href;
      } catch {
        /* refused below */
      }
      const target = href;
      if (target === null || ![...calls.values()].some((call) => call.dataBase !== null && target.startsWith(call.dataBase))) {
        reply({ error: 'a server build may read the data set only' });
        return;
      }
      try {
        const res = await fetchImpl(target, { redirect: 'error', signal: AbortSignal.timeout(30_000) });
        const body = Buffer.from(await res.arrayBuffer());
        if (body.length > limit.maxDataBytes) throw new Error(`larger than ${limit.maxDataBytes} bytes`);
        reply({
          status: res.status,
          statusText: res.statusText,
          headers: { 'content-type': res.headers.get('content-type') ?? 'application/octet-stream' },
          body: body.toString('base64'),
        });
      } catch (error) {
        reply({ error: error instanceof Error ? error.message : String(error) });
      }
    };
    proc.on('error', (error) => {
      stop(error.message);
      failAll(`it could not be started (${error.message})`);
    });
    proc.on('exit', (codeNumber, signal) => {
      const reason =
        stoppedFor ??
        (/heap out of memory|allocation failed/i.test(stderr)
          ? `it ran out of memory (the limit is ${limit.memoryMb} MB)`
          : `its process ended (${signal ?? `exit code ${codeNumber}`})${stderr.trim() ? `: ${stderr.trim().split('\n').slice(-3).join(' ').slice(0, 500)}` : ''}`);
      failAll(reason);
    });
    // The child keeps the renderer running only while it is asked something: a build left unclosed
    // never holds the renderer open (and the child ends when its stdin does).
    /** @type {{ ref?: () => void, unref?: () => void }[]} */
    const streams = [proc, /** @type {any} */ (proc.stdin), /** @type {any} */ (proc.stdout), /** @type {any} */ (proc.stderr)];
    self.hold = (/** @type {boolean} */ on) => {
      for (const stream of streams) (on ? stream.ref : stream.unref)?.call(stream);
    };
    proc.stdin.write(`${JSON.stringify({ t: 'load', file, name, integrity, maxBytes: limit.maxResultBytes })}\n`);
    const timer = setTimeout(() => stop(`it took more than ${limit.loadMs} ms to start`), limit.loadMs);
    loaded.then(
      () => clearTimeout(timer),
      () => clearTimeout(timer),
    );
    return self;
  };

  /** A running child whose build is loaded, started again when one was stopped (up to maxRestarts). */
  const ready = async () => {
    if (closed) throw new SandboxError('its sandbox was closed');
    if (!child) {
      if (info !== null) {
        if (restarts >= limit.maxRestarts) throw new SandboxError(`it is not started again after ${restarts + 1} stops (the last: ${lastStop})`);
        restarts += 1;
      }
      child = startChild();
    }
    const current = child;
    current.hold?.(true);
    info = await current.loaded;
    return current;
  };

  let ids = 0;
  /**
   * @param {'pages' | 'render'} method
   * @param {any} arg
   */
  const call = async (method, arg) => {
    const current = await ready();
    const id = ++ids;
    const dataBaseUrl = arg?.config?.dataBaseUrl;
    /** @type {string | null} */
    let dataBase = null;
    try {
      if (typeof dataBaseUrl === 'string') dataBase = new URL(`${dataBaseUrl.replace(/\/+$/, '')}/`).href;
    } catch {
      /* no data set: every fetch is refused */
    }
    const settled = () => {
      if (current.calls.size === 0) current.hold?.(false);
    };
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        current.stop(`its ${method === 'pages' ? 'listing of pages' : 'render'} took more than ${limit.callMs} ms`);
      }, limit.callMs);
      current.calls.set(id, {
        resolve: (value) => {
          clearTimeout(timer);
          current.calls.delete(id);
          settled();
          resolve(value);
        },
        reject: (error) => {
          clearTimeout(timer);
          current.calls.delete(id);
          settled();
          reject(error);
        },
        dataBase,
      });
      current.process.stdin?.write(`${JSON.stringify({ t: 'call', id, method, arg })}\n`);
    });
  };

  const started = await ready().catch((error) => {
    close();
    throw error;
  });
  started.hold?.(false);
  const loadedInfo = /** @type {BuildInfo} */ (/** @type {unknown} */ (info));

  function close() {
    closed = true;
    child?.stop('its sandbox was closed');
    child = null;
    rmSync(dir, { recursive: true, force: true });
  }

  return {
    name: loadedInfo.name,
    buildLabel: loadedInfo.buildLabel,
    contractVersion: loadedInfo.contractVersion,
    modules: loadedInfo.modules,
    /** @param {import('@tcgp/page-render').ServerRenderContext} context @returns {Promise<ServerPage[]>} */
    pages: async (context) => {
      const checked = checkPages(await call('pages', context));
      if (!checked.ok) throw new SandboxError(checked.reason);
      return checked.value;
    },
    /** @param {ServerRenderRequest} request @returns {Promise<ServerRenderResult>} */
    render: async (request) => {
      const checked = checkRenderResult(await call('render', request));
      if (!checked.ok) throw new SandboxError(checked.reason);
      return checked.value;
    },
    close,
  };
}
