/** scripts/pages/head.mjs: the link-preview and search tags of a published page. */
import { LANGUAGES } from 'shared-contracts';
import { OG_LOCALES, escapeAttribute, headTags, ogLocale } from '../pages/head.mjs';

const input = {
  title: 'Giratina ex Darkrai ex | TCG Pocket Tier List',
  description: 'The S tier deck: list, matchups and alternatives.',
  url: 'https://tcgp.example/de/deck/giratina-ex-a2b-035&darkrai-ex-a2-110',
  image: 'https://tcgp.example/og/deck/giratina-ex-a2b-035%26darkrai-ex-a2-110.png',
  imageAlt: 'Giratina ex Darkrai ex',
  siteName: 'TCG Pocket Tier List',
  locale: 'de',
  alternates: [
    { hreflang: 'en', href: 'https://tcgp.example/en/deck/giratina-ex-a2b-035&darkrai-ex-a2-110' },
    { hreflang: 'de', href: 'https://tcgp.example/de/deck/giratina-ex-a2b-035&darkrai-ex-a2-110' },
    { hreflang: 'zh-Hant', href: 'https://tcgp.example/zh-hant/deck/giratina-ex-a2b-035&darkrai-ex-a2-110' },
  ],
};

/** The content of <meta property|name=key>, unescaped. */
function metaContent(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`).exec(html);
  return match?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

describe('headTags', () => {
  const html = headTags(input);

  it('has every Open Graph and X card tag with its value', () => {
    expect(metaContent(html, 'og:title')).toBe(input.title);
    expect(metaContent(html, 'og:description')).toBe(input.description);
    expect(metaContent(html, 'og:url')).toBe(input.url);
    expect(metaContent(html, 'og:image')).toBe(input.image);
    expect(metaContent(html, 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'og:image:height')).toBe('630');
    expect(metaContent(html, 'og:image:alt')).toBe(input.imageAlt);
    expect(metaContent(html, 'og:type')).toBe('website');
    expect(metaContent(html, 'og:site_name')).toBe(input.siteName);
    expect(metaContent(html, 'og:locale')).toBe('de_DE');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(metaContent(html, 'twitter:title')).toBe(input.title);
    expect(metaContent(html, 'twitter:description')).toBe(input.description);
    expect(metaContent(html, 'twitter:image')).toBe(input.image);
    // Open Graph tags are properties, the X card's are names.
    expect(html).not.toMatch(/name="og:|property="twitter:/);
  });

  it('links the canonical address and every language, plus x-default', () => {
    expect(html).toContain('<link rel="canonical" href="https://tcgp.example/de/deck/giratina-ex-a2b-035&amp;darkrai-ex-a2-110">');
    for (const { hreflang, href } of input.alternates)
      expect(html).toContain(`<link rel="alternate" hreflang="${hreflang}" href="${href.replace(/&/g, '&amp;')}">`);
    // Without an x-default of its own, the English address is.
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${input.alternates[0]?.href.replace(/&/g, '&amp;')}">`);
    expect(html.match(/rel="alternate"/g)).toHaveLength(input.alternates.length + 1);
  });

  it('takes the x-default it is given, once', () => {
    const given = headTags({ ...input, alternates: [...input.alternates, { hreflang: 'x-default', href: 'https://tcgp.example/deck/x' }] });
    expect(given.match(/hreflang="x-default"/g)).toHaveLength(1);
    expect(given).toContain('<link rel="alternate" hreflang="x-default" href="https://tcgp.example/deck/x">');
    expect(headTags({ ...input, alternates: [] })).toContain(`<link rel="alternate" hreflang="x-default" href="${input.url.replace(/&/g, '&amp;')}">`);
  });

  it('escapes every value for an HTML attribute', () => {
    const tricky = headTags({ ...input, title: 'Say "hi" <script>alert(1)</script> & bye', imageAlt: "It's <b>", description: '"><meta name="x">' });
    expect(tricky).not.toMatch(/<script|<b>|"><meta name="x">/);
    expect(tricky).toContain('content="Say &quot;hi&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; bye"');
    expect(metaContent(tricky, 'og:title')).toBe('Say "hi" <script>alert(1)</script> & bye');
    expect(metaContent(tricky, 'twitter:title')).toBe('Say "hi" <script>alert(1)</script> & bye');
    expect(metaContent(tricky, 'og:image:alt')).toBe("It's <b>");
    expect(metaContent(tricky, 'og:description')).toBe('"><meta name="x">');
    // Each tag a line, each line one tag.
    for (const line of tricky.split('\n')) expect(line).toMatch(/^<(meta|link) [^<>]*>$/);
    expect(escapeAttribute(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });
});

describe('OG_LOCALES', () => {
  it.each(LANGUAGES.map((l) => [l.code, l] as const))('has the og:locale (`language_TERRITORY`) of %s, from LANGUAGES', (code, language) => {
    expect(OG_LOCALES[code]).toBe(language.ogLocale);
    expect(OG_LOCALES[code]).toMatch(/^[a-z]{2,3}_[A-Z]{2}$/);
    expect(metaContent(headTags({ ...input, locale: code }), 'og:locale')).toBe(language.ogLocale);
  });

  it('has no other language', () => {
    expect(Object.keys(OG_LOCALES)).toEqual(LANGUAGES.map((l) => l.code));
  });

  it('is what headTags writes for a language code; a locale is kept as it is', () => {
    expect(metaContent(headTags({ ...input, locale: 'zh-Hant' }), 'og:locale')).toBe('zh_TW');
    expect(metaContent(headTags({ ...input, locale: OG_LOCALES['de-AT'] }), 'og:locale')).toBe('de_AT');
    expect(ogLocale('pt-BR')).toBe('pt_BR');
  });
});
