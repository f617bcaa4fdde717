// Runs one remote's server build for the page renderer, in a process of its own (started by
// scripts/pages/server-builds.mjs with Node's permission model: it may read this file and the staged
// build only, write nothing, start no process, worker or addon, and it has an empty environment).
//
// Before the build runs, this process gives up the network (the permission model of Node 24
// does not restrict it): sockets, servers, UDP, DNS and fetch refuse. The build then runs in a vm
// context of its own whose global holds what a React server render needs and nothing of Node's
// process: no `process`, a `require` of a few built-ins, and a `fetch` that asks the renderer for the
// data set (the renderer answers only addresses under the data set of the call in flight).
//
// Protocol (one JSON object per line): the renderer writes `{ t: 'load', file, integrity, maxBytes }`,
// `{ t: 'call', id, method: 'pages' | 'render', arg }` and `{ t: 'fetched', id, ... }` to stdin; this
// writes `{ t: 'loaded', ... }`, `{ t: 'result', id, ok, value | error }` and `{ t: 'fetch', id, url }`
// to stdout. Nothing else goes to stdout; what the build logs goes to stderr.
import { createHash } from 'node:crypto';
import dgram from 'node:dgram';
import dns from 'node:dns';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import https from 'node:https';
import { syncBuiltinESMExports } from 'node:module';
import net from 'node:net';
import { createInterface } from 'node:readline';
import tls from 'node:tls';
import util from 'node:util';
import vm from 'node:vm';

/** The built-ins a server build may require (a React server render needs these; see tooling/webpack/nodeBundleConfig.mjs). */
const ALLOWED_BUILTINS = new Set(['async_hooks', 'buffer', 'crypto', 'events', 'path', 'stream', 'string_decoder', 'url', 'util']);

const refuse = (/** @type {string} */ what) =>
  function refused() {
    throw new Error(`a server build has no network (${what})`);
  };

/** Takes the network away from this process: every way the built-ins open a connection refuses. */
function cutNetwork() {
  net.Socket.prototype.connect = refuse('net.Socket connect');
  net.Server.prototype.listen = refuse('net.Server listen');
  net.connect = net.createConnection = refuse('net.connect');
  tls.connect = refuse('tls.connect');
  http.request = http.get = https.request = https.get = refuse('http request');
  http2.connect = refuse('http2.connect');
  dgram.createSocket = refuse('dgram.createSocket');
  /** @type {any} */
  const udp = dgram.Socket.prototype;
  for (const method of ['bind', 'connect', 'send']) udp[method] = refuse(`dgram ${method}`);
  /** @type {any[]} */
  const resolvers = [dns, dns.promises, dns.Resolver.prototype, dns.promises.Resolver.prototype];
  for (const target of resolvers) {
    for (const key of Object.keys(target)) if (typeof target[key] === 'function' && !/^[A-Z]/.test(key)) target[key] = refuse(`dns.${key}`);
  }
  /** @type {any} */
  const global = globalThis;
  for (const name of ['fetch', 'WebSocket', 'EventSource']) delete global[name];
  // Another way to reach the built-ins, and one to the raw bindings (the permission model refuses that one too).
  /** @type {any} */
  const proc = process;
  for (const name of ['getBuiltinModule', 'binding', '_linkedBinding']) delete proc[name];
  syncBuiltinESMExports();
}

const ownRequire = (/** @type {string} */ id) => {
  const name = id.startsWith('node:') ? id.slice(5) : id;
  if (!ALLOWED_BUILTINS.has(name)) throw new Error(`a server build may not require ${JSON.stringify(id)} (it may require ${[...ALLOWED_BUILTINS].join(', ')})`);
  return builtins[name];
};
/** @type {Record<string, any>} The allowed built-ins, loaded before the network is cut. */
const builtins = {
  async_hooks: await import('node:async_hooks'),
  buffer: await import('node:buffer'),
  crypto: await import('node:crypto'),
  events: await import('node:events'),
  path: await import('node:path'),
  stream: await import('node:stream'),
  string_decoder: await import('node:string_decoder'),
  url: await import('node:url'),
  util,
};
for (const [name, namespace] of Object.entries(builtins)) builtins[name] = namespace.default ?? namespace;

const { Request, Response, Headers } = globalThis;
cutNetwork();

const send = (/** @type {unknown} */ message) => process.stdout.write(`${JSON.stringify(message)}\n`);
const text = (/** @type {unknown} */ error) => String(error instanceof Error ? error.message : error).slice(0, 2000);

/** @type {Map<number, { resolve: (response: Response) => void, reject: (error: Error) => void, url: string }>} Data fetches waiting for the renderer's answer, by id. */
const fetches = new Map();
let fetchIds = 0;

/**
 * The build's fetch: a GET the renderer makes for it (the renderer refuses what is not the data set).
 * @param {RequestInfo | URL} input
 * @param {RequestInit} [init]
 */
function dataFetch(input, init) {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : String(input?.url ?? input);
  const method = String(init?.method ?? (typeof input === 'object' && input !== null && 'method' in input ? input.method : 'GET')).toUpperCase();
  if (method !== 'GET') return Promise.reject(new TypeError(`a server build may only read the data set (${method} ${url})`));
  const id = ++fetchIds;
  return new Promise((/** @type {(response: Response) => void} */ resolve, reject) => {
    fetches.set(id, { resolve, reject, url });
    send({ t: 'fetch', id, url });
  });
}

/** @param {any} message */
function answerFetch(message) {
  const waiting = fetches.get(message.id);
  if (!waiting) return;
  fetches.delete(message.id);
  if (typeof message.error === 'string') {
    waiting.reject(new TypeError(`fetch ${waiting.url} failed: ${message.error}`));
    return;
  }
  const response = new Response(Buffer.from(message.body, 'base64'), { status: message.status, statusText: message.statusText, headers: message.headers });
  Object.defineProperty(response, 'url', { value: waiting.url });
  waiting.resolve(response);
}

const quiet = (/** @type {unknown[]} */ ...args) => process.stderr.write(`${util.format(...args).slice(0, 4000)}\n`);
const sandboxConsole = { log: quiet, info: quiet, warn: quiet, error: quiet, debug: quiet, trace: quiet };

/** The build's global: what a server render uses, none of Node's process. */
function sandboxContext() {
  const context = vm.createContext({
    console: sandboxConsole,
    setTimeout,
    clearTimeout,
    setInterval,
    clearInterval,
    setImmediate,
    clearImmediate,
    queueMicrotask,
    structuredClone,
    atob,
    btoa,
    TextEncoder,
    TextDecoder,
    URL,
    URLSearchParams,
    AbortController,
    AbortSignal,
    Event,
    EventTarget,
    MessageChannel,
    MessagePort,
    Blob,
    FormData: globalThis.FormData,
    ReadableStream: globalThis.ReadableStream,
    WritableStream: globalThis.WritableStream,
    TransformStream: globalThis.TransformStream,
    Buffer,
    Headers,
    Request,
    Response,
    performance: { now: () => performance.now(), timeOrigin: performance.timeOrigin, mark() {}, measure() {} },
    crypto: globalThis.crypto,
    fetch: dataFetch,
  });
  vm.runInContext('globalThis.global = globalThis;', context);
  return context;
}

/** @type {any} */
let build = null;
let maxBytes = 5 * 1024 * 1024;

/** @param {any} message */
function load(message) {
  maxBytes = message.maxBytes;
  const code = readFileSync(message.file);
  const digest = `sha384-${createHash('sha384').update(code).digest('base64')}`;
  if (digest !== message.integrity) throw new Error(`the staged build is not the one checked (${digest})`);
  const context = sandboxContext();
  const wrapper = vm.runInContext(`(function (exports, require, module, __filename, __dirname) {${code.toString('utf8')}\n})`, context, {
    filename: message.name,
  });
  const module = vm.runInContext('({ exports: {} })', context);
  wrapper.call(module.exports, module.exports, ownRequire, module, message.name, '/');
  const exported = module.exports;
  const candidate = exported?.default && typeof exported.default.render === 'function' ? exported.default : exported;
  if (typeof candidate?.render !== 'function' || typeof candidate?.pages !== 'function') throw new Error('it does not export render() and pages()');
  build = candidate;
  const modules = Array.isArray(candidate.modules) ? candidate.modules.filter((/** @type {unknown} */ m) => typeof m === 'string') : [];
  return { name: String(candidate.name), buildLabel: String(candidate.buildLabel), contractVersion: String(candidate.contractVersion), modules };
}

/** @param {any} message */
async function call(message) {
  if (!build) throw new Error('the build is not loaded');
  const method = message.method === 'pages' ? 'pages' : 'render';
  const value = await build[method](JSON.parse(JSON.stringify(message.arg)));
  const json = JSON.stringify(value ?? null);
  if (json.length > maxBytes) throw new Error(`its ${method}() gave ${json.length} bytes, more than the limit of ${maxBytes}`);
  return json;
}

createInterface({ input: process.stdin, crlfDelay: Infinity }).on('line', (line) => {
  /** @type {any} */
  let message;
  try {
    message = JSON.parse(line);
  } catch {
    return;
  }
  if (message.t === 'fetched') answerFetch(message);
  else if (message.t === 'load') {
    try {
      send({ t: 'loaded', ok: true, value: load(message) });
    } catch (error) {
      send({ t: 'loaded', ok: false, error: text(error) });
    }
  } else if (message.t === 'call') {
    call(message).then(
      (json) => process.stdout.write(`{"t":"result","id":${Number(message.id)},"ok":true,"value":${json}}\n`),
      (error) => send({ t: 'result', id: message.id, ok: false, error: text(error) }),
    );
  }
});
// A render's promise that never settles must not keep this process alive once the renderer is gone.
process.stdin.on('end', () => process.exit(0));
