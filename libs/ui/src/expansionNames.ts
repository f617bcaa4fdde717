import { useMemo } from 'react';
import type { LanguageCode } from 'shared-contracts';
import type { Expansion } from '@tcgp/domain';
import { useUiTranslation } from './texts/namespace';

/**
 * Localized names of the expansions, where we have them: the one source of every set name a page
 * shows (the cards pages, the finder's packs to open, a deck page's "from <pack>"). The data (`meta.json`) carries only the
 * English name, which stays the fallback for every set and language not listed here (new sets,
 * promo sets, Simplified Chinese). Austrian German uses the German names.
 * These are the names the game uses in each language, as far as we know them; when in doubt a
 * set is left out so the English name is shown rather than a wrong translation.
 */
const LOCALIZED_NAMES: Readonly<Record<string, Partial<Record<LanguageCode, string>>>> = {
  a1: { de: 'Unschlagbare Gene', es: 'Genes Formidables', fr: 'Puissance Génétique', ja: '最強の遺伝子', ko: '최강의 유전자', 'zh-Hant': '最強的基因' },
  a1a: { de: 'Mysteriöse Insel', es: 'La Isla Singular', fr: 'L’Île Fabuleuse', ja: '幻のいる島', ko: '환상이 있는 섬', 'zh-Hant': '幻遊島' },
  a2: {
    de: 'Kollision von Raum und Zeit',
    es: 'Pugna Espaciotemporal',
    fr: 'Choc Spatio-Temporel',
    ja: '時空の激闘',
    ko: '시공의 격투',
    'zh-Hant': '時空激鬥',
  },
  a2a: { de: 'Licht des Triumphs', es: 'Luz Triunfal', fr: 'Lumière Triomphale', ja: '超克の光', ko: '초극의 빛', 'zh-Hant': '超克之光' },
  a2b: {
    de: 'Glänzendes Festival',
    es: 'Festival Brillante',
    fr: 'Réjouissances Rayonnantes',
    ja: 'シャイニングハイ',
    ko: '샤이닝 하이',
    'zh-Hant': '嗨放異彩',
  },
  a3: { de: 'Hüter des Firmaments', es: 'Guardianes Celestiales', fr: 'Gardiens Astraux', ja: '双天の守護者', ko: '쌍천의 수호자', 'zh-Hant': '雙天之守護者' },
  a3a: {
    de: 'Dimensionskrise',
    es: 'Crisis Interdimensional',
    fr: 'Crise Interdimensionnelle',
    ja: '異次元クライシス',
    ko: '이차원 크라이시스',
    'zh-Hant': '異次元危機',
  },
  a3b: { de: 'Evoli-Hain', es: 'Arboleda Eevee', fr: 'La Clairière d’Évoli', ja: 'イーブイガーデン', ko: '이브이 가든', 'zh-Hant': '伊布花園' },
  a4: { de: 'Weisheit von Meer und Himmel', es: 'Sabiduría del Mar y el Cielo', fr: 'Sagesse entre Ciel et Mer', ja: '天と海の導き', ko: '하늘과 바다의 인도' },
  a4a: { ja: '未知なる水域', ko: '미지의 수역' },
};

/**
 * Display code of a set id: the leading letters in capitals, as printed on the cards
 * (`a1` -> `A1`, `a2b` -> `A2b`, `pa` -> `PA`).
 */
export function setCode(setId: string): string {
  return setId.replace(/^[a-z]+/, (letters) => letters.toUpperCase());
}

/**
 * Name of an expansion in `language`: the localized name when known, else the data's (English)
 * name, else the set code (a card whose set is not in meta.json).
 */
export function expansionName(setId: string, expansion: Expansion | undefined, language: string): string {
  return localizedName(setId, language) ?? expansion?.name ?? setCode(setId);
}

function localizedName(setId: string, language: string): string | undefined {
  const names = LOCALIZED_NAMES[setId];
  return names?.[language as LanguageCode] ?? (language === 'de-AT' ? names?.de : undefined);
}

/**
 * The language of the name `expansionName` gives, when it is not the page's: `'en'` for the data's
 * English name on a page in another language (the `lang` of the element that shows it, so a screen
 * reader speaks it as English), else undefined.
 */
export function expansionNameLanguage(setId: string, language: string): 'en' | undefined {
  return language === 'en' || localizedName(setId, language) ? undefined : 'en';
}

/**
 * Set id -> expansion name in the page language (`expansionName`), for the expansions of meta.json
 * (undefined while unknown) and any other set id.
 */
export function useExpansionNames(expansions: readonly Expansion[] | undefined): (setId: string) => string {
  const { i18n } = useUiTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const byId = new Map((expansions ?? []).map((e) => [e.id, e]));
    return (setId: string) => expansionName(setId, byId.get(setId), language);
  }, [expansions, language]);
}

/** Set id -> `expansionNameLanguage` in the page language. */
export function useExpansionNameLanguage(): (setId: string) => 'en' | undefined {
  const { i18n } = useUiTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => (setId: string) => expansionNameLanguage(setId, language), [language]);
}
