import type { CardId, CardImagesConfig } from '@tcgp/domain';

/** A card as TCGdex names it in Pocket: set id (`A1`, `A2b`, `P-A`) and card number (`001`). */
export interface HostCardRef {
  set: string;
  number: string;
}

/**
 * Maps this site's card id (set code in lower case, dash, number: `a2b-035`, `pa-001`) to TCGdex's
 * Pocket set id and number: `a1-001` → `A1` / `001`, `a2b-035` → `A2b` / `035`, promos `pa-001` →
 * `P-A` / `001`. TCGdex's Pocket numbers are zero-padded to three digits
 * (`https://assets.tcgdex.net/en/tcgp/A1/001/high.webp`). Any other format: null (the text tile).
 */
export function hostCardRef(cardId: CardId): HostCardRef | null {
  const m = /^([a-z])(\d+)([a-z]?)-(\d{1,4})$/.exec(cardId) ?? /^(p)()([a-z])-(\d{1,4})$/.exec(cardId);
  if (!m) return null;
  const [, series = '', generation = '', sub = '', digits = ''] = m;
  const value = Number(digits);
  if (value < 1) return null;
  const number = String(value).padStart(3, '0');
  if (series === 'p' && generation === '') return { set: `P-${sub.toUpperCase()}`, number };
  return { set: `${series.toUpperCase()}${generation}${sub}`, number };
}

/**
 * The host's codes to try for a page language whose first subtag is not enough: TCGdex writes Chinese
 * as `zh-cn` (Simplified) and `zh-tw` (Traditional). Pokémon TCG Pocket itself is published in
 * Traditional Chinese only, so TCGdex has no `zh-cn` art for it: a Simplified Chinese page takes the
 * Traditional art when the host lists no `zh-cn`, which reads closer than the fallback's.
 */
const HOST_LANGUAGES_OF: Record<string, readonly string[]> = {
  'zh-hans': ['zh-cn', 'zh-tw'],
  'zh-cn': ['zh-cn', 'zh-tw'],
  'zh-sg': ['zh-cn', 'zh-tw'],
  'zh-hant': ['zh-tw'],
  'zh-tw': ['zh-tw'],
  'zh-hk': ['zh-tw'],
};

/**
 * The host's language for a page language (`de-AT` → `de`, `zh-Hans` → `zh-cn`, else `zh-tw`;
 * `zh-Hant` → `zh-tw`): when the host has it (`languages`), else the configured fallback, else null.
 */
export function hostLanguage(pageLanguage: string, config: Pick<CardImagesConfig, 'languages' | 'fallbackLanguage'>): string | null {
  const tag = pageLanguage.trim().replace(/_/g, '-').toLowerCase();
  const first = tag.split('-')[0] ?? tag;
  // Chinese without a known script or region is not guessed: the fallback.
  const candidates = HOST_LANGUAGES_OF[tag] ?? (first === 'zh' ? [tag] : [tag, first]);
  for (const candidate of candidates) {
    if (config.languages.includes(candidate)) return candidate;
  }
  return config.fallbackLanguage;
}

/** The image host's sizes: TCGdex's `low` (245 × 337) and `high` (600 × 825). */
export type CardImageSize = 'low' | 'high';
export const CARD_IMAGE_WIDTHS: Record<CardImageSize, number> = { low: 245, high: 600 };

export function fillCardImageTemplate(template: string, ref: HostCardRef, language: string, size: CardImageSize): string {
  const values: Record<string, string> = { set: ref.set, number: ref.number, lang: language, size };
  return template.replace(/\{(set|number|lang|size)\}/g, (_, key: string) => encodeURIComponent(values[key] ?? ''));
}

/** One language's image: `src` (the small size) and, when the template has `{size}`, a srcset of both sizes. */
export interface CardImageSource {
  language: string;
  src: string;
  srcSet: string | undefined;
}

/**
 * The images to try for a card, in order: the page language's (or the fallback's when the host lacks
 * it), then the fallback language's. Empty without a config or for an id the host does not know.
 * Computed from the config and the language only, so the server and the browser render the same markup.
 */
export function cardImageSources(config: CardImagesConfig | null, cardId: CardId, pageLanguage: string): CardImageSource[] {
  if (!config) return [];
  const ref = hostCardRef(cardId);
  if (!ref) return [];
  const languages = [hostLanguage(pageLanguage, config), config.fallbackLanguage].filter((l): l is string => l !== null);
  const hasSize = config.urlTemplate.includes('{size}');
  const hasLanguage = config.urlTemplate.includes('{lang}');
  return [...new Set(hasLanguage ? languages : languages.slice(0, 1))].map((language) => {
    const src = fillCardImageTemplate(config.urlTemplate, ref, language, 'low');
    const srcSet = hasSize
      ? (['low', 'high'] as const).map((size) => `${fillCardImageTemplate(config.urlTemplate, ref, language, size)} ${CARD_IMAGE_WIDTHS[size]}w`).join(', ')
      : undefined;
    return { language, src, srcSet };
  });
}
