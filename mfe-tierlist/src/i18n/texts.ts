import type { NamespaceTexts } from 'shared-contracts';

/** Texts of the tierlist remote (namespace `tierlist`) in all nine languages. */
export const tierlistTexts: NamespaceTexts = {
  "en": {
    "title": "Tier List",
    "intro": "Competitive decks ranked from S to E by their tournament results."
  },
  "de": {
    "title": "Tier-Liste",
    "intro": "Wettbewerbsdecks von S bis E, bewertet nach ihren Turnierergebnissen."
  },
  "de-AT": {
    "title": "Tier-Liste",
    "intro": "Wettbewerbsdecks von S bis E, bewertet nach ihren Turnierergebnissen."
  },
  "es": {
    "title": "Tier list",
    "intro": "Mazos competitivos clasificados de S a E según sus resultados en torneos."
  },
  "fr": {
    "title": "Tier list",
    "intro": "Les decks compétitifs classés de S à E d’après leurs résultats en tournoi."
  },
  "ja": {
    "title": "ティアリスト",
    "intro": "大会結果に基づいて、競技用デッキをSからEまでランク付けしています。"
  },
  "ko": {
    "title": "티어 리스트",
    "intro": "대회 결과에 따라 경쟁용 덱을 S부터 E까지 분류했습니다."
  },
  "zh-Hans": {
    "title": "强度榜",
    "intro": "根据比赛结果将竞技卡组分为 S 到 E 级。"
  },
  "zh-Hant": {
    "title": "強度榜",
    "intro": "依比賽結果將競技牌組分為 S 到 E 級。"
  }
};
