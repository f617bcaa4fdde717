import type { NamespaceTexts } from 'shared-contracts';

/** Texts of the deck remote (namespace `deck`) in all nine languages. */
export const deckTexts: NamespaceTexts = {
  "en": {
    "finderTitle": "Best Deck Finder",
    "finderIntro": "Click the cards you do not have to find the best deck you can build.",
    "detailTitle": "Deck details",
    "detailIntro": "Key stats, matchups and alternatives of {{deckId}}."
  },
  "de": {
    "finderTitle": "Bester-Deck-Finder",
    "finderIntro": "Klicke auf die Karten, die dir fehlen, um das beste Deck zu finden, das du bauen kannst.",
    "detailTitle": "Deckdetails",
    "detailIntro": "Kennzahlen, Matchups und Alternativen von {{deckId}}."
  },
  "de-AT": {
    "finderTitle": "Bester-Deck-Finder",
    "finderIntro": "Klick auf die Karten, die dir fehlen, um das beste Deck zu finden, das du zusammenstellen kannst.",
    "detailTitle": "Deckdetails",
    "detailIntro": "Kennzahlen, Matchups und Alternativen von {{deckId}}."
  },
  "es": {
    "finderTitle": "Buscador del mejor mazo",
    "finderIntro": "Haz clic en las cartas que no tienes para encontrar el mejor mazo que puedes construir.",
    "detailTitle": "Detalles del mazo",
    "detailIntro": "Estadísticas clave, enfrentamientos y alternativas de {{deckId}}."
  },
  "fr": {
    "finderTitle": "Recherche du meilleur deck",
    "finderIntro": "Cliquez sur les cartes que vous n’avez pas pour trouver le meilleur deck que vous pouvez construire.",
    "detailTitle": "Détails du deck",
    "detailIntro": "Statistiques clés, matchups et alternatives de {{deckId}}."
  },
  "ja": {
    "finderTitle": "最強デッキ検索",
    "finderIntro": "持っていないカードをクリックして、組める最強のデッキを見つけましょう。",
    "detailTitle": "デッキの詳細",
    "detailIntro": "{{deckId}} の主な数値、相性、代替案。"
  },
  "ko": {
    "finderTitle": "최고의 덱 찾기",
    "finderIntro": "없는 카드를 클릭해 만들 수 있는 최고의 덱을 찾으세요.",
    "detailTitle": "덱 상세 정보",
    "detailIntro": "{{deckId}}의 주요 수치, 상성, 대안."
  },
  "zh-Hans": {
    "finderTitle": "最佳卡组查找",
    "finderIntro": "点击你没有的卡牌，找出你能组成的最佳卡组。",
    "detailTitle": "卡组详情",
    "detailIntro": "{{deckId}} 的关键数据、对局克制和替代方案。"
  },
  "zh-Hant": {
    "finderTitle": "最佳牌組搜尋",
    "finderIntro": "點擊你沒有的卡牌，找出你能組成的最佳牌組。",
    "detailTitle": "牌組詳情",
    "detailIntro": "{{deckId}} 的關鍵數據、對戰相性和替代方案。"
  }
};
