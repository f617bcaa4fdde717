// The starter texts of a generated remote's page, in the languages the site has today. A language
// added later gets the English text, which the remote's texts test flags until someone translates it.

/** @typedef {{ intro: string, back: string }} StarterTexts */

/** @type {StarterTexts} */
const ENGLISH = { intro: 'A new part of the site, built and released as its own remote.', back: 'Back to the tier list' };

/** @type {Record<string, StarterTexts>} */
export const STARTER_TEXTS = {
  en: ENGLISH,
  de: { intro: 'Ein neuer Teil der Seite, als eigenes Remote gebaut und veröffentlicht.', back: 'Zurück zur Tier-Liste' },
  'de-AT': { intro: 'Ein neuer Teil der Seite, als eigenes Remote gebaut und veröffentlicht.', back: 'Zurück zur Tier-Liste' },
  es: { intro: 'Una nueva parte del sitio, creada y publicada como su propio remoto.', back: 'Volver a la lista de niveles' },
  fr: { intro: 'Une nouvelle partie du site, construite et publiée comme son propre remote.', back: 'Retour à la liste des tiers' },
  ja: { intro: 'サイトの新しいページです。独立したリモートとしてビルドされ、公開されます。', back: 'ティアリストに戻る' },
  ko: { intro: '사이트의 새 페이지로, 독립된 리모트로 빌드되고 배포됩니다.', back: '티어 리스트로 돌아가기' },
  'zh-Hans': { intro: '网站的新部分，作为独立的远程模块构建和发布。', back: '返回强度榜' },
  'zh-Hant': { intro: '網站的新部分，作為獨立的遠端模組建置和發布。', back: '返回強度榜' },
};

/**
 * The starter texts of `language` (English for a language this table does not know yet).
 * @param {string} language
 * @returns {StarterTexts}
 */
export function starterTexts(language) {
  return STARTER_TEXTS[language] ?? ENGLISH;
}
