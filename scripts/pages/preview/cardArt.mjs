// Card art for the deck previews, fetched at publish time from the configured image host under limits
// (time, bytes, pixels, decoding), each image checked to be drawable before a preview uses it.
import { escapeXml } from '../xml.mjs';
import { resvgInWorker } from './resvgWorkers.mjs';

/**
 * The longest wait for one image, its largest size in bytes and in pixels, images fetched at once, and
 * the longest resvg may take to decode one image or draw a preview with images (then it is stopped).
 */
export const CARD_ART_LIMITS = /** @type {const} */ ({ timeoutMs: 4_000, maxBytes: 1_500_000, maxPixels: 2048, concurrency: 4, drawMs: 10_000 });

/**
 * The address the renderer fetches a card's art from: the page's image address, with a WebP or AVIF
 * file asked for as PNG (resvg 2.6 decodes PNG, JPEG and GIF only; TCGdex serves every card image as
 * `.png`, `.jpg` and `.webp`). Null for an address that is not http(s).
 * @param {string} src
 */
export function previewArtUrl(src) {
  let url;
  try {
    url = new URL(src);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  url.pathname = url.pathname.replace(/\.(webp|avif)$/i, '.png');
  return url.href;
}

/**
 * The format and size of an image from its first bytes: PNG, JPEG or GIF (what resvg draws), else null.
 * @param {Buffer} bytes
 * @returns {{ type: 'image/png' | 'image/jpeg' | 'image/gif', width: number, height: number } | null}
 */
export function imageInfo(bytes) {
  if (bytes.length >= 24 && bytes.readUInt32BE(0) === 0x89504e47 && bytes.readUInt32BE(4) === 0x0d0a1a0a && bytes.toString('latin1', 12, 16) === 'IHDR') {
    return { type: 'image/png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (bytes.length >= 10 && /^GIF8[79]a$/.test(bytes.toString('latin1', 0, 6))) {
    return { type: 'image/gif', width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
  }
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    // The first start-of-frame segment (SOF0–SOF15 but DHT, JPG and DAC) has the size.
    let at = 2;
    while (at + 9 < bytes.length) {
      if (bytes[at] !== 0xff) return null;
      const marker = /** @type {number} */ (bytes[at + 1]);
      if (marker === 0xff) {
        at += 1;
        continue;
      }
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { type: 'image/jpeg', width: bytes.readUInt16BE(at + 7), height: bytes.readUInt16BE(at + 5) };
      }
      at += 2 + bytes.readUInt16BE(at + 2);
    }
  }
  return null;
}

/**
 * Card art for the previews of one render: `load(src)` gives the image of a card as a data URL, or
 * null when it cannot be had: not on the configured image host, a redirect (to any address: the host
 * must answer itself), an error status, no answer within the time-out, more bytes than the cap, not a
 * PNG, JPEG or GIF, too many pixels, or one resvg cannot draw within `drawMs` (decoded in a worker
 * thread, stopped after the limit). Each address is fetched once (the promise is kept), a few at a
 * time; `failures` says what failed. `drawMs` also limits the drawing of a preview with images.
 * @typedef {{ load: (src: string) => Promise<string | null>, failures: () => { url: string, reason: string }[], drawMs: number }} CardArtLoader
 */

/**
 * @param {object} o
 * @param {{ urlTemplate: string }} o.cardImages  the site's config.cardImages
 * @param {typeof fetch} [o.fetchImpl]
 * @param {Partial<Record<keyof typeof CARD_ART_LIMITS, number>>} [o.limits]  instead of CARD_ART_LIMITS (tests)
 * @returns {CardArtLoader}
 */
export function cardArtLoader({ cardImages, fetchImpl = fetch, limits = {} }) {
  const { timeoutMs, maxBytes, maxPixels, concurrency, drawMs } = { ...CARD_ART_LIMITS, ...limits };
  /** The image host: the template's origin. */
  let hostOrigin = '';
  try {
    hostOrigin = new URL(cardImages.urlTemplate.replace(/\{(set|number|lang|size)\}/g, 'x')).origin;
  } catch {
    // No host: nothing is fetched.
  }
  /** @type {Map<string, Promise<string | null>>} */
  const cache = new Map();
  /** @type {{ url: string, reason: string }[]} */
  const failed = [];
  let running = 0;
  /** @type {(() => void)[]} */
  const waiting = [];
  const slot = async () => {
    if (running >= concurrency) await new Promise((resolve) => waiting.push(() => resolve(undefined)));
    running += 1;
  };
  const release = () => {
    running -= 1;
    waiting.shift()?.();
  };

  /** @param {string} url */
  const fetchArt = async (url) => {
    await slot();
    try {
      // No redirect is followed: the image host could send the publishing machine to any address.
      /** @type {Response} */
      let res;
      try {
        res = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
      } catch (error) {
        throw new Error(
          error instanceof Error && error.name === 'TimeoutError' ? `gave no answer within ${timeoutMs} ms` : 'could not be fetched (no answer, or a redirect)',
          { cause: error },
        );
      }
      if (res.redirected || (res.status >= 300 && res.status < 400)) {
        await res.body?.cancel().catch(() => {});
        throw new Error(`answered with a redirect (${res.status}), which is not followed`);
      }
      const length = Number(res.headers.get('content-length') ?? 0);
      if (!res.ok || length > maxBytes) {
        await res.body?.cancel().catch(() => {});
        throw new Error(res.ok ? `has ${length} bytes, more than ${maxBytes}` : `answered ${res.status}`);
      }
      /** @type {Buffer[]} */
      const chunks = [];
      let size = 0;
      for await (const chunk of /** @type {AsyncIterable<Uint8Array>} */ (res.body ?? [])) {
        size += chunk.byteLength;
        if (size > maxBytes) throw new Error(`has more than ${maxBytes} bytes`);
        chunks.push(Buffer.from(chunk));
      }
      const bytes = Buffer.concat(chunks);
      const info = imageInfo(bytes);
      if (!info) throw new Error('is not a PNG, JPEG or GIF image');
      if (info.width < 1 || info.height < 1 || info.width > maxPixels || info.height > maxPixels) {
        throw new Error(`is ${info.width} × ${info.height} pixels, not 1 to ${maxPixels} a side`);
      }
      const href = `data:${info.type};base64,${bytes.toString('base64')}`;
      if (!(await drawable(href, drawMs))) throw new Error('cannot be decoded');
      return href;
    } finally {
      release();
    }
  };

  return {
    load(src) {
      const url = previewArtUrl(src);
      const key = url ?? src;
      let art = cache.get(key);
      if (!art) {
        art =
          url === null || new URL(url).origin !== hostOrigin ? Promise.reject(new Error(`is not on the image host ${hostOrigin || '(none)'}`)) : fetchArt(url);
        art = art.catch((/** @type {unknown} */ error) => {
          failed.push({ url: key, reason: error instanceof Error ? error.message : String(error) });
          return null;
        });
        cache.set(key, art);
      }
      return art;
    },
    failures: () => [...failed],
    drawMs,
  };
}

/**
 * Whether resvg draws the image (a data URL): drawn on 8 × 8 pixels, some of them are not transparent.
 * resvg leaves out an image it cannot decode without an error. Decoded in a worker thread, stopped
 * after `timeoutMs` (then this throws).
 * @param {string} href
 * @param {number} timeoutMs
 */
async function drawable(href, timeoutMs) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><image width="8" height="8" preserveAspectRatio="none" href="${escapeXml(href)}"/></svg>`;
  try {
    return /** @type {boolean} */ (
      await resvgInWorker(svg, { timeoutMs, probe: true, options: { fitTo: { mode: 'original' }, font: { loadSystemFonts: false }, logLevel: 'off' } })
    );
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('took longer')) throw new Error(error.message.replace('to draw', 'to decode'), { cause: error });
    return false;
  }
}
