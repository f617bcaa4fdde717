import { FALLBACK_LANGUAGE, LANGUAGES, type LanguageCode } from 'shared-contracts';

/**
 * Language detection: from the browser setting only (docs/product-rules.md), English when nothing matches,
 * nothing cached. The same rule picks the prerendered page on the server (Accept-Language).
 */
const TRADITIONAL_REGIONS = new Set(['tw', 'hk', 'mo', 'hant']);

/** Maps one BCP 47 tag (e.g. `de-AT`, `zh-TW`, `fr-CA`) to a supported language, or null. */
export function matchLanguage(tag: string): LanguageCode | null {
  const parts = tag.trim().replace(/_/g, '-').toLowerCase().split('-');
  const base = parts[0];
  if (!base) return null;
  if (base === 'zh') {
    return parts.slice(1).some((p) => TRADITIONAL_REGIONS.has(p)) ? 'zh-Hant' : 'zh-Hans';
  }
  if (base === 'de') return parts[1] === 'at' ? 'de-AT' : 'de';
  const found = LANGUAGES.find((l) => l.code === base);
  return found ? found.code : null;
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
