/**
 * scripts/pages/preview.mjs: card art in the deck previews, fetched at publish time from a small image
 * host on this computer (127.0.0.1, a free port) that serves plain-coloured PNGs, a 404, a host that
 * never answers, text, too many bytes and too many pixels.
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inflateSync } from 'node:zlib';
import { Resvg } from '@resvg/resvg-js';
import { artCardBox, cardArtLoader, deckPreviewSvg, drawDeckPreview, imageInfo, previewArtUrl } from '../pages/preview.mjs';

const options = { siteName: 'TCG Pocket Tier List' };
type Rgb = [number, number, number];
const RED: Rgb = [200, 40, 40];
const GREEN: Rgb = [30, 170, 60];
const BLUE: Rgb = [40, 60, 210];

/** A plain-coloured PNG, drawn by resvg. */
function png(width: number, height: number, [r, g, b]: Rgb): Buffer {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="rgb(${r},${g},${b})"/></svg>`;
  return new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng();
}

/** The RGB of one pixel of a PNG (8-bit RGB or RGBA, not interlaced: what resvg writes). */
function pixelAt(file: Buffer, x: number, y: number): Rgb {
  const width = file.readUInt32BE(16);
  const colourType = file[25];
  expect([2, 6]).toContain(colourType);
  expect(file[24]).toBe(8);
  expect(file[28]).toBe(0);
  const channels = colourType === 6 ? 4 : 3;
  const idat: Buffer[] = [];
  for (let at = 8; at < file.length;) {
    const length = file.readUInt32BE(at);
    if (file.toString('latin1', at + 4, at + 8) === 'IDAT') idat.push(file.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  let previous = new Uint8Array(stride);
  let row = previous;
  for (let line = 0; line <= y; line += 1) {
    const start = line * (stride + 1);
    const filter = raw[start];
    row = new Uint8Array(stride);
    for (let i = 0; i < stride; i += 1) {
      const a = i >= channels ? (row[i - channels] as number) : 0;
      const b = previous[i] as number;
      const c = i >= channels ? (previous[i - channels] as number) : 0;
      let predictor = 0;
      if (filter === 1) predictor = a;
      else if (filter === 2) predictor = b;
      else if (filter === 3) predictor = (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c;
        const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
        predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      row[i] = ((raw[start + 1 + i] as number) + predictor) & 0xff;
    }
    previous = row;
  }
  return [row[x * channels] ?? 0, row[x * channels + 1] ?? 0, row[x * channels + 2] ?? 0];
}

const near = (a: Rgb, b: Rgb) => a.every((v, i) => Math.abs(v - (b[i] ?? 0)) <= 3);
/** The pixel in the middle of card `index`'s place, a little above the count's disc. */
const middleOf = (file: Buffer, index: number, hasStats = true) => {
  const box = artCardBox(index, hasStats);
  return pixelAt(file, Math.round(box.x + box.w / 2), Math.round(box.y + box.h / 3));
};

// ---------------------------------------------------------------------------------------------------
// The image host

const ART: Record<string, Buffer> = {
  '/en/tcgp/A1/001/low.png': png(245, 337, RED),
  '/en/tcgp/A1/002/low.png': png(245, 337, GREEN),
  '/en/tcgp/A1/003/low.png': png(245, 337, BLUE),
  '/en/tcgp/A1/009/low.png': png(245, 337, BLUE),
  // The most pixels the loader takes: several milliseconds to decode, never within 1 ms.
  '/en/tcgp/A1/010/low.png': png(2048, 2048, RED),
};
let host: Server;
let base = '';
let other: Server;
let otherBase = '';
let otherRequests: string[] = [];
let requests: string[] = [];
let inFlight = 0;
let mostInFlight = 0;
/** Answers held back (the host that never answers), ended when the test is over. */
const held: ServerResponse[] = [];

beforeAll(async () => {
  host = createServer((req, res) => {
    const url = req.url ?? '';
    requests.push(url);
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    res.on('close', () => (inFlight -= 1));
    if (url.startsWith('/slow/')) {
      held.push(res);
      return;
    }
    if (url.startsWith('/text/')) {
      res.writeHead(200, { 'content-type': 'image/png' }).end('<html>not an image</html>');
      return;
    }
    if (url.startsWith('/big/')) {
      // No content-length: the cap is counted while reading.
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(Buffer.concat([png(245, 337, RED), Buffer.alloc(50_000)]));
      return;
    }
    if (url.startsWith('/huge/')) {
      res.writeHead(200, { 'content-type': 'image/png' }).end(png(4000, 10, RED));
      return;
    }
    if (url.startsWith('/redirect-away/')) {
      res.writeHead(302, { location: `${otherBase}/en/tcgp/A1/001/low.png` }).end();
      return;
    }
    if (url.startsWith('/redirect-here/')) {
      res.writeHead(301, { location: `${base}/en/tcgp/A1/001/low.png` }).end();
      return;
    }
    if (url.startsWith('/broken/')) {
      const good = png(245, 337, RED);
      res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.concat([good.subarray(0, 33), Buffer.alloc(200, 7)]));
      return;
    }
    const body = ART[url.replace(/^\/later/, '')];
    if (!body) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    // `/later/...`: answered on the next turn, so that several are asked for at once.
    const send = () => res.writeHead(200, { 'content-type': 'image/png', 'content-length': body.length }).end(body);
    if (url.startsWith('/later/')) setTimeout(send, 20);
    else send();
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  // Another origin on this computer, where a redirect of the image host points.
  other = createServer((req, res) => {
    otherRequests.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'image/png' }).end(ART['/en/tcgp/A1/001/low.png']);
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  otherBase = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
});

beforeEach(() => {
  requests = [];
  otherRequests = [];
  mostInFlight = 0;
});

afterAll(async () => {
  for (const res of held) res.destroy();
  host.closeAllConnections();
  other.closeAllConnections();
  await new Promise<void>((resolve) => host.close(() => resolve()));
  await new Promise<void>((resolve) => other.close(() => resolve()));
});

const cardImages = () => ({ urlTemplate: `${base}/{lang}/tcgp/{set}/{number}/{size}.webp` });
const image = (path: string) => `${base}${path}`;

const deck = (cards: { name: string; energy?: string; count?: number; image?: string }[]) => ({
  title: 'Giratina ex Darkrai ex',
  tier: 'S',
  stats: [
    { label: 'Score', value: '58.7%' },
    { label: 'Win rate', value: '54.2%' },
  ],
  cards,
});

describe('deck previews with card art', () => {
  it("draws each card's image in its place, and the text tile where the host has none", async () => {
    const art = cardArtLoader({ cardImages: cardImages() });
    const preview = deck([
      { name: 'Giratina ex', energy: 'Psychic', count: 2, image: image('/en/tcgp/A1/001/low.webp') },
      { name: 'Missing Card', energy: 'Fire', count: 1, image: image('/en/tcgp/A1/404/low.webp') },
      { name: 'Darkrai ex', energy: 'Darkness', count: 2, image: image('/en/tcgp/A1/002/low.webp') },
    ]);
    const file = await drawDeckPreview(preview, { ...options, art });
    expect(near(middleOf(file, 0), RED)).toBe(true);
    expect(near(middleOf(file, 2), GREEN)).toBe(true);
    const tile = middleOf(file, 1);
    expect(near(tile, RED) || near(tile, GREEN)).toBe(false);
    // The page's .webp address is fetched as .png: resvg draws no WebP.
    expect(requests).toEqual(expect.arrayContaining(['/en/tcgp/A1/001/low.png', '/en/tcgp/A1/404/low.png', '/en/tcgp/A1/002/low.png']));
    expect(art.failures()).toEqual([{ url: image('/en/tcgp/A1/404/low.png'), reason: 'answered 404' }]);
    // The card without art keeps its name and count, the ones with art their count.
    const svg = deckPreviewSvg(preview, { ...options, arts: ['data:image/png;base64,AA==', null, 'data:image/png;base64,AA=='] });
    expect(svg).toContain('>Missing Card</text>');
    expect(svg.match(/>×2<\/text>/g)).toHaveLength(2);
    expect(svg.match(/<image /g)).toHaveLength(2);
  });

  it('places the cards higher without figures', async () => {
    const art = cardArtLoader({ cardImages: cardImages() });
    const file = await drawDeckPreview({ ...deck([{ name: 'Giratina ex', image: image('/en/tcgp/A1/001/low.webp') }]), stats: [] }, { ...options, art });
    expect(near(middleOf(file, 0, false), RED)).toBe(true);
    expect(artCardBox(0, false).y).toBeLessThan(artCardBox(0, true).y);
  });

  it('fetches each image once per render, a few at a time', async () => {
    const art = cardArtLoader({ cardImages: cardImages(), limits: { concurrency: 2 } });
    const cards = ['001', '002', '003', '009'].map((n) => ({ name: `Card ${n}`, count: 1, image: image(`/later/en/tcgp/A1/${n}/low.webp`) }));
    await Promise.all([drawDeckPreview(deck(cards), { ...options, art }), drawDeckPreview(deck([...cards].reverse()), { ...options, art })]);
    await drawDeckPreview(deck(cards.slice(1)), { ...options, art });
    expect([...requests].sort()).toEqual(['001', '002', '003', '009'].map((n) => `/later/en/tcgp/A1/${n}/low.png`));
    expect(mostInFlight).toBeLessThanOrEqual(2);
    expect(art.failures()).toEqual([]);
  });

  it('gives up on a host that does not answer in time, and the preview is drawn with the tile', async () => {
    const art = cardArtLoader({ cardImages: { urlTemplate: `${base}/slow/{set}/{number}.png` }, limits: { timeoutMs: 300 } });
    const withSlow = deck([{ name: 'Giratina ex', energy: 'Psychic', count: 2, image: image('/slow/A1/001.png') }]);
    const file = await drawDeckPreview(withSlow, { ...options, art });
    expect(requests).toEqual(['/slow/A1/001.png']);
    expect(art.failures()).toHaveLength(1);
    // All the art failed: the preview is today's, card for card.
    const { image: _dropped, ...card } = withSlow.cards[0] ?? { name: '' };
    expect(file.equals(await drawDeckPreview({ ...withSlow, cards: [card] }, options))).toBe(true);
  });

  it.each([
    ['a body that is no image', '/text/A1/001.png', 'is not a PNG, JPEG or GIF image'],
    ['more bytes than the cap', '/big/A1/001.png', 'has more than 20000 bytes'],
    ['more pixels than the cap', '/huge/A1/001.png', 'is 4000 × 10 pixels, not 1 to 2048 a side'],
    ['a PNG that cannot be decoded', '/broken/A1/001.png', 'cannot be decoded'],
  ])('keeps the text tile for %s', async (_label, path, reason) => {
    const art = cardArtLoader({ cardImages: { urlTemplate: `${base}/{set}/{number}.png` }, limits: { maxBytes: 20_000 } });
    const broken = deck([
      { name: 'Broken', energy: 'Fire', count: 1, image: image(path) },
      { name: 'Darkrai ex', energy: 'Darkness', count: 2, image: image('/en/tcgp/A1/002/low.png') },
    ]);
    const file = await drawDeckPreview(broken, { ...options, art });
    expect(art.failures()).toEqual([{ url: image(path), reason }]);
    expect(near(middleOf(file, 1), GREEN)).toBe(true);
    const tile = middleOf(file, 0);
    expect(near(tile, RED) || near(tile, GREEN)).toBe(false);
  });

  it('fetches nothing from another host than the configured one', async () => {
    const art = cardArtLoader({ cardImages: { urlTemplate: 'https://images.example.org/{set}/{number}.png' } });
    expect(await art.load(image('/en/tcgp/A1/001/low.png'))).toBeNull();
    expect(await art.load('file:///etc/passwd')).toBeNull();
    expect(requests).toEqual([]);
    expect(art.failures().map((f) => f.reason)).toEqual([
      'is not on the image host https://images.example.org',
      'is not on the image host https://images.example.org',
    ]);
  });

  it('follows no redirect, to another origin or its own, and keeps the text tile', async () => {
    const art = cardArtLoader({ cardImages: { urlTemplate: `${base}/{set}/{number}.png` } });
    const redirected = deck([
      { name: 'Away', energy: 'Fire', count: 1, image: image('/redirect-away/A1/001.png') },
      { name: 'Here', energy: 'Fire', count: 1, image: image('/redirect-here/A1/001.png') },
      { name: 'Darkrai ex', energy: 'Darkness', count: 2, image: image('/en/tcgp/A1/002/low.png') },
    ]);
    const file = await drawDeckPreview(redirected, { ...options, art });
    expect(otherRequests).toEqual([]);
    expect(requests).not.toContain('/en/tcgp/A1/001/low.png');
    expect(
      art
        .failures()
        .map((f) => f.url)
        .sort(),
    ).toEqual([image('/redirect-away/A1/001.png'), image('/redirect-here/A1/001.png')]);
    for (const f of art.failures()) expect(f.reason).toMatch(/redirect/);
    expect(near(middleOf(file, 2), GREEN)).toBe(true);
    for (const i of [0, 1]) expect(near(middleOf(file, i), RED)).toBe(false);
  });

  it('stops decoding an image after the time limit and keeps the text tile', async () => {
    const art = cardArtLoader({ cardImages: cardImages(), limits: { drawMs: 1 } });
    const slowToDraw = deck([{ name: 'Giratina ex', energy: 'Psychic', count: 2, image: image('/en/tcgp/A1/010/low.webp') }]);
    const file = await drawDeckPreview(slowToDraw, { ...options, art });
    expect(art.failures()).toEqual([{ url: image('/en/tcgp/A1/010/low.png'), reason: 'took longer than 1 ms to decode' }]);
    expect(near(middleOf(file, 0), RED)).toBe(false);
    // The next loader, with time enough, draws it: the stopped worker left nothing behind.
    const again = cardArtLoader({ cardImages: cardImages() });
    expect(near(middleOf(await drawDeckPreview(slowToDraw, { ...options, art: again }), 0), RED)).toBe(true);
  });

  it("draws exactly today's preview without a loader or without image addresses", async () => {
    const withImages = deck([{ name: 'Giratina ex', energy: 'Psychic', count: 2, image: image('/en/tcgp/A1/001/low.webp') }]);
    const without = deck([{ name: 'Giratina ex', energy: 'Psychic', count: 2 }]);
    const today = await drawDeckPreview(without, options);
    expect((await drawDeckPreview(withImages, options)).equals(today)).toBe(true);
    expect((await drawDeckPreview(without, { ...options, art: cardArtLoader({ cardImages: cardImages() }) })).equals(today)).toBe(true);
    expect(deckPreviewSvg(withImages, options)).toBe(deckPreviewSvg(without, options));
    expect(requests).toEqual([]);
  });
});

describe('previewArtUrl', () => {
  it('asks for PNG instead of WebP or AVIF, and keeps every other address', () => {
    expect(previewArtUrl('https://assets.tcgdex.net/en/tcgp/A1/001/low.webp')).toBe('https://assets.tcgdex.net/en/tcgp/A1/001/low.png');
    expect(previewArtUrl('https://img.example/A1/001.AVIF?v=2')).toBe('https://img.example/A1/001.png?v=2');
    expect(previewArtUrl('https://img.example/A1/001.jpg')).toBe('https://img.example/A1/001.jpg');
    expect(previewArtUrl('https://img.example/webp/A1/001')).toBe('https://img.example/webp/A1/001');
    expect(previewArtUrl('data:image/png;base64,AA==')).toBeNull();
    expect(previewArtUrl('/relative/001.png')).toBeNull();
  });
});

describe('imageInfo', () => {
  it('reads the format and size of PNG, GIF and JPEG, and nothing else', () => {
    expect(imageInfo(png(245, 337, RED))).toEqual({ type: 'image/png', width: 245, height: 337 });
    const gif = Buffer.from([...Buffer.from('GIF89a', 'latin1'), 0x2c, 0x01, 0xc8, 0x00, 0, 0, 0]);
    expect(imageInfo(gif)).toEqual({ type: 'image/gif', width: 300, height: 200 });
    // SOI, an APP0 segment of 16 bytes, then SOF0: precision, height 337, width 245.
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...Array<number>(14).fill(0), 0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0x51, 0x00, 0xf5, 0x03]);
    expect(imageInfo(jpeg)).toEqual({ type: 'image/jpeg', width: 245, height: 337 });
    expect(imageInfo(Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1'))).toBeNull();
    expect(imageInfo(Buffer.from('<html></html>'))).toBeNull();
    expect(imageInfo(Buffer.alloc(0))).toBeNull();
  });
});
