import type { NamespaceTexts } from 'shared-contracts';

/** Texts of the cards remote (namespace `cards`) in all nine languages. */
export const cardsTexts: NamespaceTexts = {
  "en": {
    "cardsTitle": "Best Cards",
    "cardsIntro": "The most played cards of the current tournament meta, by tier.",
    "expansionsTitle": "Expansions by Tier",
    "expansionsIntro": "Expansions ranked by the summed score of their cards."
  },
  "de": {
    "cardsTitle": "Beste Karten",
    "cardsIntro": "Die meistgespielten Karten des aktuellen Turnier-Metas, nach Tier.",
    "expansionsTitle": "Erweiterungen nach Tier",
    "expansionsIntro": "Erweiterungen, bewertet nach der Summe ihrer Kartenpunkte."
  },
  "de-AT": {
    "cardsTitle": "Beste Karten",
    "cardsIntro": "Die meistgespielten Karten des aktuellen Turnier-Metas, nach Tier.",
    "expansionsTitle": "Erweiterungen nach Tier",
    "expansionsIntro": "Erweiterungen, bewertet nach der Summe ihrer Kartenpunkte."
  },
  "es": {
    "cardsTitle": "Mejores cartas",
    "cardsIntro": "Las cartas más jugadas del meta actual de torneos, por tier.",
    "expansionsTitle": "Expansiones por tier",
    "expansionsIntro": "Expansiones clasificadas por la suma de las puntuaciones de sus cartas."
  },
  "fr": {
    "cardsTitle": "Meilleures cartes",
    "cardsIntro": "Les cartes les plus jouées du méta actuel des tournois, par tier.",
    "expansionsTitle": "Extensions par tier",
    "expansionsIntro": "Les extensions classées selon la somme des scores de leurs cartes."
  },
  "ja": {
    "cardsTitle": "最強カード",
    "cardsIntro": "現在の大会環境でよく使われているカードをティア別に表示します。",
    "expansionsTitle": "拡張パックのティア",
    "expansionsIntro": "収録カードのスコア合計で拡張パックをランク付けしています。"
  },
  "ko": {
    "cardsTitle": "최고의 카드",
    "cardsIntro": "현재 대회 메타에서 가장 많이 쓰이는 카드를 티어별로 보여 줍니다.",
    "expansionsTitle": "확장팩 티어",
    "expansionsIntro": "수록 카드 점수의 합계로 확장팩 순위를 매겼습니다."
  },
  "zh-Hans": {
    "cardsTitle": "最佳卡牌",
    "cardsIntro": "按等级列出当前比赛环境中最常用的卡牌。",
    "expansionsTitle": "扩展包强度榜",
    "expansionsIntro": "按所含卡牌得分总和为扩展包排名。"
  },
  "zh-Hant": {
    "cardsTitle": "最佳卡牌",
    "cardsIntro": "依等級列出目前比賽環境中最常用的卡牌。",
    "expansionsTitle": "擴充包強度榜",
    "expansionsIntro": "依所收錄卡牌分數總和為擴充包排名。"
  }
};
