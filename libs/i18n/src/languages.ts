import { FALLBACK_LANGUAGE, LANGUAGES, type LanguageCode } from 'shared-contracts';

// Language detection: from the browser setting only (docs/product-rules.md), English when nothing matches,
// nothing cached. The same rule picks the prerendered page on the server (Accept-Language).

/** Each language's browser tags (`browserTags` of LANGUAGES), split into subtags. */
const BROWSER_TAGS: readonly { code: LanguageCode; subtags: readonly string[] }[] = LANGUAGES.flatMap((language) =>
  language.browserTags.map((tag) => ({ code: language.code, subtags: tag.split('-') })),
);

/**
 * Maps one BCP 47 tag (e.g. `de-AT`, `zh-TW`, `fr-CA`) to a supported language, or null: the language
 * with a browser tag of the same primary language whose other subtags all appear in it, the most
 * specific such tag first (`zh-Hant-TW` → `zh-hant`, not `zh`; `de-CH` → `de`).
 */
export function matchLanguage(tag: string): LanguageCode | null {
  const [base, ...rest] = tag.trim().replace(/_/g, '-').toLowerCase().split('-');
  if (!base) return null;
  let best: { code: LanguageCode; specificity: number } | null = null;
  for (const { code, subtags } of BROWSER_TAGS) {
    const [tagBase, ...tagRest] = subtags;
    if (tagBase !== base || !tagRest.every((subtag) => rest.includes(subtag))) continue;
    if (!best || subtags.length > best.specificity) best = { code, specificity: subtags.length };
  }
  return best?.code ?? null;
}

/**
 * Language from the browser setting only (navigator.languages, in order of preference);
 * English when none is supported. Nothing is read from or written to storage.
 */
export function detectLanguage(browserLanguages: readonly string[]): LanguageCode {
  for (const tag of browserLanguages) {
    const match = matchLanguage(tag);
    if (match) return match;
  }
  return FALLBACK_LANGUAGE;
}

/** The languages of an `Accept-Language` header, best first (q-values respected; `*` and q=0 dropped). */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((l) => l.tag !== '' && l.tag !== '*' && l.q > 0 && Number.isFinite(l.q))
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((l) => l.tag);
}
