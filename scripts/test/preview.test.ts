/** scripts/pages/preview.mjs: the 1200×630 preview images of the published pages. */
import {
  NEUTRAL_COLOUR,
  deckPreviewSvg,
  drawDeckPreview,
  drawTierListPreview,
  energyColour,
  escapeXml,
  fitTitle,
  textWidth,
  tierColour,
  tierListPreviewSvg,
  truncate,
} from '../pages/preview.mjs';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const options = { siteName: 'TCG Pocket Tier List' };

/** Width and height from the IHDR chunk, the first after the signature. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

const deck = {
  title: 'Giratina ex Darkrai ex',
  tier: 'S',
  stats: [
    { label: 'Score', value: '58.7%' },
    { label: 'Win rate', value: '54.2%' },
    { label: 'Popularity', value: '6.1%' },
    { label: 'Rank', value: '#1' },
  ],
  cards: [
    { name: 'Giratina ex', energy: 'Psychic', count: 2 },
    { name: 'Darkrai ex', energy: 'Darkness', count: 2 },
    { name: 'Tapu Lele', energy: 'Psychic', count: 1 },
    { name: "Professor's Research", energy: 'Trainer', count: 2 },
  ],
};

const tierList = {
  title: 'Pokémon TCG Pocket Tier List',
  subtitle: 'Competitive decks ranked from tournament results',
  tiers: [
    { tier: 'S', decks: ['Giratina ex Darkrai ex', 'Suicune ex Greninja'] },
    { tier: 'A', decks: ['Pikachu ex Zeraora', 'Celebi ex Serperior'] },
    { tier: 'B', decks: ['Charizard ex Moltres ex'] },
  ],
};

/** Every <text> of an SVG with the box its text takes, from the same font metrics the drawing uses. */
function textBoxes(svg: string) {
  const unescape = (s: string) =>
    s
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&');
  return [...svg.matchAll(/<text x="([\d.]+)" y="([\d.]+)" font-family="Inter" font-size="(\d+)" font-weight="(\d+)"([^>]*)>([^<]*)<\/text>/g)].map((m) => {
    const [, x, y, size, weight, rest = '', content = ''] = m;
    const anchor = /text-anchor="(\w+)"/.exec(rest)?.[1] ?? 'start';
    const spacing = Number(/letter-spacing="([\d.]+)"/.exec(rest)?.[1] ?? 0);
    const text = unescape(content);
    const width = textWidth(text, { size: Number(size), weight: Number(weight) as 400 | 600 | 700 | 800, spacing });
    const left = anchor === 'start' ? Number(x) : anchor === 'middle' ? Number(x) - width / 2 : Number(x) - width;
    return { text, left, right: left + width, y: Number(y), size: Number(size) };
  });
}

describe('drawDeckPreview', () => {
  it('is a PNG of 1200×630', async () => {
    expect(pngSize(await drawDeckPreview(deck, options))).toEqual({ width: 1200, height: 630 });
  });

  it('is the same image for the same data, and another for other data', async () => {
    const [a, b, c, d] = await Promise.all([
      drawDeckPreview(deck, options),
      drawDeckPreview(deck, options),
      drawDeckPreview({ ...deck, title: 'Pikachu ex Zeraora' }, options),
      drawDeckPreview({ ...deck, tier: 'C' }, options),
    ]);
    expect(a.equals(b)).toBe(true);
    expect(a.equals(c)).toBe(false);
    expect(a.equals(d)).toBe(false);
  });

  it('draws the name, the tier, the figures, the cards with their counts and the site name', () => {
    const texts = textBoxes(deckPreviewSvg(deck, options)).map((t) => t.text);
    expect(texts).toEqual(
      expect.arrayContaining(['Giratina ex Darkrai ex', 'S', 'SCORE', '58.7%', 'RANK', '#1', 'Giratina ex', '×2', '×1', 'TCG Pocket Tier List']),
    );
  });

  it('shows at most 8 cards and 4 figures', () => {
    const many = {
      ...deck,
      stats: Array.from({ length: 6 }, (_, i) => ({ label: `Figure ${i}`, value: `${i}` })),
      cards: Array.from({ length: 12 }, (_, i) => ({ name: `Card ${i}`, energy: 'Fire', count: 1 })),
    };
    const texts = textBoxes(deckPreviewSvg(many, options)).map((t) => t.text);
    expect(texts.filter((t) => /^Card \d+$/.test(t))).toHaveLength(8);
    expect(texts.filter((t) => /^FIGURE \d$/.test(t))).toHaveLength(4);
  });

  it('fits a very long name in two lines inside the image, and never throws', async () => {
    const long = {
      ...deck,
      title: 'Mega Charizard Y ex Moltres ex Blaine Infernape Centiskorch Heatran '.repeat(6),
      cards: [{ name: 'W'.repeat(300), count: 2 }],
    };
    const svg = deckPreviewSvg(long, options);
    const boxes = textBoxes(svg);
    for (const box of boxes) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(1200);
    }
    const title = boxes.filter((b) => b.y < 200 && b.size >= 36 && b.text !== 'S');
    expect(title).toHaveLength(2);
    expect(title[1]?.text.endsWith('…')).toBe(true);
    expect(pngSize(await drawDeckPreview(long, options))).toEqual({ width: 1200, height: 630 });
    // One word longer than a line, and no words at all.
    await expect(drawDeckPreview({ ...deck, title: 'X'.repeat(500) }, options)).resolves.toBeInstanceOf(Buffer);
    await expect(drawDeckPreview({ title: '', stats: [], cards: [] }, options)).resolves.toBeInstanceOf(Buffer);
  });

  it('escapes XML special characters in every text', async () => {
    const tricky = {
      title: 'Tom & Jerry <ex> "Best"',
      tier: 'A',
      stats: [{ label: 'A&B', value: '<1%' }],
      cards: [{ name: 'Fish & "Chips" <Tool>', energy: 'Water', count: 1 }],
    };
    const svg = deckPreviewSvg(tricky, { siteName: "Bob's <Tier> & List" });
    expect(svg).toContain('Tom &amp; Jerry &lt;ex&gt; &quot;Best&quot;');
    expect(svg).toContain('A&amp;B');
    expect(svg).toContain('&lt;1%');
    expect(svg).toContain('Bob&apos;s &lt;Tier&gt; &amp; List');
    expect(svg).not.toMatch(/<ex>|<Tool>|<Tier>|& /);
    expect(pngSize(await drawDeckPreview(tricky, { siteName: "Bob's <Tier> & List" }))).toEqual({ width: 1200, height: 630 });
    // Characters XML cannot hold are left out rather than breaking the image.
    expect(escapeXml('a\u0000b\u001fc\ud800d')).toBe('abcd');
    await expect(drawDeckPreview({ ...deck, title: 'Bad\u0001name\ud83d' }, options)).resolves.toBeInstanceOf(Buffer);
  });

  it('colours tiles by energy type, and an unknown or missing one neutral', () => {
    expect(energyColour('Grass')).toBe('#3f9a3a');
    expect(energyColour('fire')).toBe('#e0532f');
    expect(energyColour(' LIGHTNING ')).toBe('#e6b800');
    for (const type of ['water', 'psychic', 'fighting', 'darkness', 'metal', 'dragon', 'colorless']) expect(energyColour(type)).not.toBe(NEUTRAL_COLOUR);
    expect(energyColour('plasma')).toBe(NEUTRAL_COLOUR);
    expect(energyColour('toString')).toBe(NEUTRAL_COLOUR);
    expect(energyColour(undefined)).toBe(NEUTRAL_COLOUR);
    const card = (energy?: string) => deckPreviewSvg({ ...deck, cards: [{ name: 'Mystery', energy, count: 1 }] }, options);
    expect(card('plasma')).toBe(card(undefined));
    expect(card('plasma')).not.toBe(card('Grass'));
  });

  it('colours the badge per tier', () => {
    expect(new Set(['S', 'A', 'B', 'C', 'D', 'E'].map(tierColour)).size).toBe(6);
    expect(tierColour('s')).toBe(tierColour('S'));
    expect(tierColour('Z')).toBe(NEUTRAL_COLOUR);
    expect(deckPreviewSvg({ ...deck, tier: 'S' }, options)).not.toBe(deckPreviewSvg({ ...deck, tier: 'E' }, options));
  });
});

describe('drawTierListPreview', () => {
  it('is a PNG of 1200×630, different for other data', async () => {
    const a = await drawTierListPreview(tierList, options);
    expect(pngSize(a)).toEqual({ width: 1200, height: 630 });
    const b = await drawTierListPreview({ ...tierList, tiers: tierList.tiers.slice(1) }, options);
    expect(a.equals(b)).toBe(false);
  });

  it('draws a row per tier with its top decks, the rest as "+N", all inside the image', () => {
    const crowded = {
      title: 'Tier list',
      tiers: [
        { tier: 'S', decks: Array.from({ length: 20 }, (_, i) => `Deck number ${i}`) },
        { tier: 'A', decks: ['A deck with a name so long it can never fit in one row of the tier list at all, not even close'] },
        { tier: 'B', decks: [] },
      ],
    };
    const boxes = textBoxes(tierListPreviewSvg(crowded, options));
    const texts = boxes.map((b) => b.text);
    expect(texts).toEqual(expect.arrayContaining(['Tier list', 'S', 'A', 'B', 'Deck number 0', '—']));
    const shown = texts.filter((t) => t.startsWith('Deck number')).length;
    expect(texts).toContain(`+${20 - shown}`);
    expect(texts.some((t) => t.startsWith('A deck with') && t.endsWith('…'))).toBe(true);
    for (const box of boxes) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(1200);
    }
  });
});

describe('text fitting', () => {
  const font = { size: 40, weight: 800 } as const;

  it('measures wider text wider, and bigger text bigger', () => {
    expect(textWidth('WWW', font)).toBeGreaterThan(textWidth('iii', font));
    expect(textWidth('Deck', { size: 80, weight: 800 })).toBeCloseTo(2 * textWidth('Deck', font));
    expect(textWidth('', font)).toBe(0);
  });

  it('cuts with an ellipsis only what does not fit', () => {
    expect(truncate('Short', 500, font)).toBe('Short');
    const cut = truncate('A rather long deck name indeed', 200, font);
    expect(cut.endsWith('…')).toBe(true);
    expect(textWidth(cut, font)).toBeLessThanOrEqual(200);
  });

  it('keeps a title on one line at the largest size that fits, else wraps it to two', () => {
    expect(fitTitle('Short', 900, { oneLine: [72, 60], twoLines: [48], weight: 800 })).toEqual({ lines: ['Short'], size: 72 });
    const two = fitTitle('Mega Charizard Y ex Moltres ex Blaine Infernape', 600, { oneLine: [72, 60], twoLines: [48, 40], weight: 800 });
    expect(two.lines).toHaveLength(2);
    for (const line of two.lines) expect(textWidth(line, { size: two.size, weight: 800 })).toBeLessThanOrEqual(600);
  });
});
