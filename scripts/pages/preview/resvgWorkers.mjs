// resvg on images from outside: in worker threads, under a time limit.
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { RENDER_OPTIONS } from './renderPng.mjs';

/** Worker threads at most (each runs one drawing at a time). */
const WORKERS = Math.max(1, Math.min(4, availableParallelism()));
const workerFile = fileURLToPath(new URL('../resvg-worker.mjs', import.meta.url));
/** @type {Worker[]} */
const idle = [];
let workers = 0;
/** @type {(() => void)[]} */
const queued = [];
let nextJob = 0;

/**
 * Runs resvg on `svg` in a worker thread; a drawing that takes longer than `timeoutMs` is stopped
 * (its worker terminated) and rejected. Workers are kept for the next drawings and never keep the
 * process alive.
 * @param {string} svg
 * @param {{ timeoutMs: number, probe?: boolean, options?: object }} o  probe: only whether something is drawn
 * @returns {Promise<Buffer | boolean>}  the PNG, or with `probe` whether something is drawn
 */
export async function resvgInWorker(svg, { timeoutMs, probe, options = RENDER_OPTIONS }) {
  while (idle.length === 0 && workers >= WORKERS) await new Promise((resolve) => queued.push(() => resolve(undefined)));
  let worker = idle.pop();
  if (!worker) {
    worker = new Worker(workerFile);
    worker.unref();
    workers += 1;
  }
  const current = worker;
  const id = (nextJob += 1);
  try {
    return await new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        cleanup();
        void current.terminate();
        workers -= 1;
        reject(new Error(`took longer than ${timeoutMs} ms to draw`));
      }, timeoutMs);
      /** @param {{ id: number, png?: Uint8Array, drawn?: boolean, error?: string }} message */
      const onMessage = (message) => {
        if (message.id !== id) return;
        cleanup();
        idle.push(current);
        if (message.error !== undefined) reject(new Error(message.error));
        else resolve(probe ? message.drawn === true : Buffer.from(/** @type {Uint8Array} */ (message.png)));
      };
      /** @param {Error} error */
      const onError = (error) => {
        cleanup();
        workers -= 1;
        reject(error);
      };
      const cleanup = () => {
        clearTimeout(timer);
        current.off('message', onMessage);
        current.off('error', onError);
      };
      current.on('message', onMessage);
      current.on('error', onError);
      current.postMessage({ id, svg, options, probe: probe === true });
    });
  } finally {
    queued.shift()?.();
  }
}
