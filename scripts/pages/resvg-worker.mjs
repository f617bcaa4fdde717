// A worker thread that runs resvg for the preview images that hold card art fetched from the image
// host (scripts/pages/preview/resvgWorkers.mjs): decoding an image from outside runs here, where the renderer can
// stop it after a time limit (Worker.terminate) without stopping itself.
//
// Message in: { id, svg, options, probe }. Out: { id, png } (the PNG bytes) or, with `probe`,
// { id, drawn } (whether some pixel is not transparent), or { id, error }.
import { parentPort } from 'node:worker_threads';
import { Resvg } from '@resvg/resvg-js';

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
port.on('message', (/** @type {{ id: number, svg: string, options: import('@resvg/resvg-js').ResvgRenderOptions, probe?: boolean }} */ job) => {
  try {
    const image = new Resvg(job.svg, job.options).render();
    if (job.probe) {
      const { pixels } = image;
      let drawn = false;
      for (let i = 3; i < pixels.length && !drawn; i += 4) drawn = pixels[i] !== 0;
      port.postMessage({ id: job.id, drawn });
    } else {
      port.postMessage({ id: job.id, png: image.asPng() });
    }
  } catch (error) {
    port.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
  }
});
