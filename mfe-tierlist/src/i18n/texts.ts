import type { NamespaceTexts } from 'shared-contracts';

/*
 * Texts of the tierlist remote (namespace `tierlist`) in all nine languages. Energy names, "Loading...",
 * "Retry", data errors and card texts come from the shared `common` namespace.
 * Every language is typed as `typeof en`, so a missing or extra key fails the type check as well as
 * the completeness test.
 */
const en = {
  title: 'Tier List',
  intro: 'Competitive decks ranked from S to E by their tournament results.',
  lastUpdated: 'Last updated: {{date}}',
  freshness: {
    green: 'Up to date: updated within the last 2 days',
    orange: 'Updated within the last 7 days',
    red: 'Updated more than 7 days ago',
  },
  filters: {
    label: 'Filters',
    energy: 'Energy type',
    includeEx: 'Include EX cards',
    deckAmount: 'Number of Decks',
    sortBy: 'Sort By',
  },
  sort: { score: 'Score', popularity: 'Popularity', strength: 'Strength', winRate: 'Win rate' },
  help: {
    title: 'What the numbers mean:',
    button: 'What is {{metric}}?',
    score:
      'Score rates the best list of a deck from its tournament results, as a percent: the higher, the better the deck does. Unless you choose another sort, decks are ranked by score.',
    popularity:
      'Popularity shows how often a deck is played in tournaments, on a scale from 0 to 10: the most played deck in the list has 10.0.',
    strength:
      'Strength shows how strong the best list of a deck is, on a scale from 0 to 10: the strongest deck in the list has 10.0.',
    winRate: 'Win rate is the share of its tournament games a deck won against all its opponents, as a percent.',
  },
  upsell: {
    text: 'Free plan: the top {{amount}} decks by score. Premium shows up to 100 decks, with energy and EX filters and sorting by popularity, strength or win rate.',
    button: 'Get Premium',
  },
  shown_one: '{{count}} deck, sorted by {{metric}}',
  shown_other: '{{count}} decks, sorted by {{metric}}',
  missingSummary_one: 'The decks below avoid the {{count}} card you marked as missing.',
  missingSummary_other: 'The decks below avoid the {{count}} cards you marked as missing.',
  missingHint:
    'Mark the cards you do not own in the Best Deck Finder or on the Best Cards page: the tier list then shows only decks you can build.',
  notEnoughHint:
    'Remove a few of your missing cards above, or try another deck: this starts again with all cards.',
  noDecks: {
    title: 'No decks to show',
    text: 'There are no decks in the data yet.',
    filtersHint: 'No deck matches the current filters: choose another energy type or include EX cards.',
  },
  tier: { empty: 'No decks in this tier' },
};

type Texts = typeof en;

const de: Texts = {
  title: 'Tier-Liste',
  intro: 'Wettbewerbsdecks von S bis E, bewertet nach ihren Turnierergebnissen.',
  lastUpdated: 'Zuletzt aktualisiert: {{date}}',
  freshness: {
    green: 'Aktuell: in den letzten 2 Tagen aktualisiert',
    orange: 'In den letzten 7 Tagen aktualisiert',
    red: 'Vor mehr als 7 Tagen aktualisiert',
  },
  filters: {
    label: 'Filter',
    energy: 'Energietyp',
    includeEx: 'EX-Karten einbeziehen',
    deckAmount: 'Anzahl der Decks',
    sortBy: 'Sortieren nach',
  },
  sort: { score: 'Wertung', popularity: 'Beliebtheit', strength: 'Stärke', winRate: 'Siegquote' },
  help: {
    title: 'Was die Zahlen bedeuten:',
    button: 'Was ist {{metric}}?',
    score:
      'Die Wertung beurteilt die beste Liste eines Decks anhand seiner Turnierergebnisse, in Prozent: Je höher, desto besser schneidet das Deck ab. Wenn du keine andere Sortierung wählst, werden die Decks nach Wertung geordnet.',
    popularity:
      'Die Beliebtheit zeigt, wie oft ein Deck in Turnieren gespielt wird, auf einer Skala von 0 bis 10: Das meistgespielte Deck der Liste hat 10,0.',
    strength:
      'Die Stärke zeigt, wie stark die beste Liste eines Decks ist, auf einer Skala von 0 bis 10: Das stärkste Deck der Liste hat 10,0.',
    winRate: 'Die Siegquote ist der Anteil der Turnierspiele, die ein Deck gegen alle Gegner gewonnen hat, in Prozent.',
  },
  upsell: {
    text: 'Kostenloser Plan: die besten {{amount}} Decks nach Wertung. Premium zeigt bis zu 100 Decks, mit Energie- und EX-Filtern und Sortierung nach Beliebtheit, Stärke oder Siegquote.',
    button: 'Premium holen',
  },
  shown_one: '{{count}} Deck, sortiert nach {{metric}}',
  shown_other: '{{count}} Decks, sortiert nach {{metric}}',
  missingSummary_one: 'Die Decks unten kommen ohne die {{count}} Karte aus, die du als fehlend markiert hast.',
  missingSummary_other: 'Die Decks unten kommen ohne die {{count}} Karten aus, die du als fehlend markiert hast.',
  missingHint:
    'Markiere die Karten, die du nicht besitzt, im Bester-Deck-Finder oder auf der Seite „Beste Karten“: Die Tier-Liste zeigt dann nur Decks, die du bauen kannst.',
  notEnoughHint:
    'Entferne oben einige deiner fehlenden Karten oder probiere ein anderes Deck: Damit beginnst du wieder mit allen Karten.',
  noDecks: {
    title: 'Keine Decks zum Anzeigen',
    text: 'In den Daten gibt es noch keine Decks.',
    filtersHint: 'Kein Deck passt zu den aktuellen Filtern: Wähle einen anderen Energietyp oder beziehe EX-Karten ein.',
  },
  tier: { empty: 'Keine Decks in diesem Tier' },
};

const deAT: Texts = {
  ...de,
  missingHint:
    'Markier die Karten, die du nicht besitzt, im Bester-Deck-Finder oder auf der Seite „Beste Karten“: Die Tier-Liste zeigt dann nur Decks, die du bauen kannst.',
  notEnoughHint:
    'Entfern oben ein paar deiner fehlenden Karten oder probier ein anderes Deck: Damit fängst du wieder mit allen Karten an.',
  noDecks: {
    ...de.noDecks,
    filtersHint: 'Kein Deck passt zu den aktuellen Filtern: Wähl einen anderen Energietyp oder bezieh EX-Karten ein.',
  },
};

const es: Texts = {
  title: 'Tier list',
  intro: 'Mazos competitivos clasificados de S a E según sus resultados en torneos.',
  lastUpdated: 'Última actualización: {{date}}',
  freshness: {
    green: 'Al día: actualizado en los últimos 2 días',
    orange: 'Actualizado en los últimos 7 días',
    red: 'Actualizado hace más de 7 días',
  },
  filters: {
    label: 'Filtros',
    energy: 'Tipo de energía',
    includeEx: 'Incluir cartas EX',
    deckAmount: 'Número de mazos',
    sortBy: 'Ordenar por',
  },
  sort: { score: 'Puntuación', popularity: 'Popularidad', strength: 'Fuerza', winRate: 'Tasa de victorias' },
  help: {
    title: 'Qué significan los números:',
    button: '¿Qué es {{metric}}?',
    score:
      'La puntuación valora la mejor lista de un mazo según sus resultados en torneos, en porcentaje: cuanto más alta, mejor le va al mazo. Si no eliges otro orden, los mazos se clasifican por puntuación.',
    popularity:
      'La popularidad indica con qué frecuencia se juega un mazo en torneos, en una escala de 0 a 10: el mazo más jugado de la lista tiene 10,0.',
    strength:
      'La fuerza indica lo fuerte que es la mejor lista de un mazo, en una escala de 0 a 10: el mazo más fuerte de la lista tiene 10,0.',
    winRate: 'La tasa de victorias es la parte de sus partidas de torneo que un mazo ganó contra todos sus rivales, en porcentaje.',
  },
  upsell: {
    text: 'Plan gratuito: los {{amount}} mejores mazos por puntuación. Premium muestra hasta 100 mazos, con filtros de energía y EX y orden por popularidad, fuerza o tasa de victorias.',
    button: 'Obtener Premium',
  },
  shown_one: '{{count}} mazo, ordenado por {{metric}}',
  shown_other: '{{count}} mazos, ordenados por {{metric}}',
  missingSummary_one: 'Los mazos de abajo evitan la {{count}} carta que marcaste como que te falta.',
  missingSummary_other: 'Los mazos de abajo evitan las {{count}} cartas que marcaste como que te faltan.',
  missingHint:
    'Marca las cartas que no tienes en el Buscador del mejor mazo o en la página Mejores cartas: la tier list mostrará solo los mazos que puedes construir.',
  notEnoughHint:
    'Quita algunas de tus cartas que faltan aquí arriba, o prueba otro mazo: así empiezas de nuevo con todas las cartas.',
  noDecks: {
    title: 'No hay mazos que mostrar',
    text: 'Todavía no hay mazos en los datos.',
    filtersHint: 'Ningún mazo coincide con los filtros actuales: elige otro tipo de energía o incluye las cartas EX.',
  },
  tier: { empty: 'No hay mazos en este tier' },
};

const fr: Texts = {
  title: 'Tier list',
  intro: 'Les decks compétitifs classés de S à E d’après leurs résultats en tournoi.',
  lastUpdated: 'Dernière mise à jour : {{date}}',
  freshness: {
    green: 'À jour : mis à jour au cours des 2 derniers jours',
    orange: 'Mis à jour au cours des 7 derniers jours',
    red: 'Mis à jour il y a plus de 7 jours',
  },
  filters: {
    label: 'Filtres',
    energy: 'Type d’énergie',
    includeEx: 'Inclure les cartes EX',
    deckAmount: 'Nombre de decks',
    sortBy: 'Trier par',
  },
  sort: { score: 'Score', popularity: 'Popularité', strength: 'Puissance', winRate: 'Taux de victoire' },
  help: {
    title: 'Ce que signifient les chiffres :',
    button: 'Qu’est-ce que {{metric}} ?',
    score:
      'Le score évalue la meilleure liste d’un deck d’après ses résultats en tournoi, en pourcentage : plus il est élevé, mieux le deck s’en sort. Sauf si vous choisissez un autre tri, les decks sont classés par score.',
    popularity:
      'La popularité indique la fréquence à laquelle un deck est joué en tournoi, sur une échelle de 0 à 10 : le deck le plus joué de la liste a 10,0.',
    strength:
      'La puissance indique la force de la meilleure liste d’un deck, sur une échelle de 0 à 10 : le deck le plus puissant de la liste a 10,0.',
    winRate: 'Le taux de victoire est la part de ses parties de tournoi qu’un deck a gagnées contre tous ses adversaires, en pourcentage.',
  },
  upsell: {
    text: 'Offre gratuite : les {{amount}} meilleurs decks par score. Premium affiche jusqu’à 100 decks, avec les filtres d’énergie et EX et le tri par popularité, puissance ou taux de victoire.',
    button: 'Passer à Premium',
  },
  shown_one: '{{count}} deck, trié par {{metric}}',
  shown_other: '{{count}} decks, triés par {{metric}}',
  missingSummary_one: 'Les decks ci-dessous évitent la {{count}} carte que vous avez marquée comme manquante.',
  missingSummary_other: 'Les decks ci-dessous évitent les {{count}} cartes que vous avez marquées comme manquantes.',
  missingHint:
    'Marquez les cartes que vous ne possédez pas dans la Recherche du meilleur deck ou sur la page Meilleures cartes : la tier list n’affiche alors que les decks que vous pouvez construire.',
  notEnoughHint:
    'Retirez quelques-unes de vos cartes manquantes ci-dessus, ou essayez un autre deck : vous repartez alors avec toutes les cartes.',
  noDecks: {
    title: 'Aucun deck à afficher',
    text: 'Les données ne contiennent pas encore de decks.',
    filtersHint: 'Aucun deck ne correspond aux filtres actuels : choisissez un autre type d’énergie ou incluez les cartes EX.',
  },
  tier: { empty: 'Aucun deck dans ce tier' },
};

const ja: Texts = {
  title: 'ティアリスト',
  intro: '大会結果に基づいて、競技用デッキをSからEまでランク付けしています。',
  lastUpdated: '最終更新：{{date}}',
  freshness: {
    green: '最新：2日以内に更新',
    orange: '7日以内に更新',
    red: '最終更新から7日以上経過',
  },
  filters: {
    label: 'フィルター',
    energy: 'エネルギータイプ',
    includeEx: 'exカードを含める',
    deckAmount: 'デッキ数',
    sortBy: '並べ替え',
  },
  sort: { score: 'スコア', popularity: '人気', strength: '強さ', winRate: '勝率' },
  help: {
    title: '数値の意味：',
    button: '{{metric}}とは？',
    score:
      'スコアは、デッキの最良リストを大会結果から評価した値（パーセント）です。高いほどそのデッキは好成績です。ほかの並べ替えを選ばない限り、デッキはスコア順に並びます。',
    popularity: '人気は、デッキが大会でどれだけ使われているかを0〜10で示します。リストで最も使われているデッキが10.0です。',
    strength: '強さは、デッキの最良リストの強さを0〜10で示します。リストで最も強いデッキが10.0です。',
    winRate: '勝率は、デッキがすべての対戦相手との大会の試合で勝った割合（パーセント）です。',
  },
  upsell: {
    text: '無料プラン：スコア上位{{amount}}デッキ。プレミアムなら最大100デッキを表示し、エネルギーとexのフィルターや、人気・強さ・勝率での並べ替えが使えます。',
    button: 'プレミアムにする',
  },
  shown_one: '{{count}}デッキ（{{metric}}順）',
  shown_other: '{{count}}デッキ（{{metric}}順）',
  missingSummary_one: '下のデッキは、持っていないと登録した{{count}}枚のカードを使いません。',
  missingSummary_other: '下のデッキは、持っていないと登録した{{count}}枚のカードを使いません。',
  missingHint:
    '最強デッキ検索または最強カードのページで持っていないカードを登録すると、ティアリストには組めるデッキだけが表示されます。',
  notEnoughHint:
    '上の持っていないカードをいくつか削除するか、別のデッキを試してください（すべてのカードでやり直します）。',
  noDecks: {
    title: '表示するデッキがありません',
    text: 'データにまだデッキがありません。',
    filtersHint: '現在のフィルターに合うデッキがありません。別のエネルギータイプを選ぶか、exカードを含めてください。',
  },
  tier: { empty: 'このティアにデッキはありません' },
};

const ko: Texts = {
  title: '티어 리스트',
  intro: '대회 결과에 따라 경쟁용 덱을 S부터 E까지 분류했습니다.',
  lastUpdated: '마지막 업데이트: {{date}}',
  freshness: {
    green: '최신: 최근 2일 이내 업데이트',
    orange: '최근 7일 이내 업데이트',
    red: '7일 이상 전에 업데이트',
  },
  filters: {
    label: '필터',
    energy: '에너지 타입',
    includeEx: 'ex 카드 포함',
    deckAmount: '덱 수',
    sortBy: '정렬 기준',
  },
  sort: { score: '점수', popularity: '인기도', strength: '강도', winRate: '승률' },
  help: {
    title: '숫자의 의미:',
    button: '{{metric}}: 무슨 뜻인가요?',
    score:
      '점수는 덱의 최고 리스트를 대회 결과로 평가한 값(퍼센트)입니다. 높을수록 덱의 성적이 좋습니다. 다른 정렬을 고르지 않으면 덱은 점수순으로 정렬됩니다.',
    popularity: '인기도는 덱이 대회에서 얼마나 자주 쓰이는지를 0~10으로 나타냅니다. 목록에서 가장 많이 쓰인 덱이 10.0입니다.',
    strength: '강도는 덱의 최고 리스트가 얼마나 강한지를 0~10으로 나타냅니다. 목록에서 가장 강한 덱이 10.0입니다.',
    winRate: '승률은 덱이 모든 상대와의 대회 경기에서 이긴 비율(퍼센트)입니다.',
  },
  upsell: {
    text: '무료 플랜: 점수 상위 {{amount}}개 덱. 프리미엄은 최대 100개 덱을 보여 주고, 에너지·ex 필터와 인기도·강도·승률 정렬을 제공합니다.',
    button: '프리미엄 받기',
  },
  shown_one: '덱 {{count}}개, {{metric}} 순',
  shown_other: '덱 {{count}}개, {{metric}} 순',
  missingSummary_one: '아래 덱은 없다고 표시한 카드 {{count}}장을 쓰지 않습니다.',
  missingSummary_other: '아래 덱은 없다고 표시한 카드 {{count}}장을 쓰지 않습니다.',
  missingHint:
    '최고의 덱 찾기나 최고의 카드 페이지에서 가지고 있지 않은 카드를 표시하면, 티어 리스트에 만들 수 있는 덱만 나옵니다.',
  notEnoughHint:
    '위에서 없는 카드를 몇 장 삭제하거나 다른 덱을 시도해 보세요(모든 카드로 다시 시작합니다).',
  noDecks: {
    title: '표시할 덱이 없습니다',
    text: '데이터에 아직 덱이 없습니다.',
    filtersHint: '현재 필터에 맞는 덱이 없습니다. 다른 에너지 타입을 고르거나 ex 카드를 포함하세요.',
  },
  tier: { empty: '이 티어에 덱이 없습니다' },
};

const zhHans: Texts = {
  title: '强度榜',
  intro: '根据比赛结果将竞技卡组分为 S 到 E 级。',
  lastUpdated: '最后更新：{{date}}',
  freshness: {
    green: '最新：2 天内已更新',
    orange: '7 天内已更新',
    red: '超过 7 天未更新',
  },
  filters: {
    label: '筛选',
    energy: '能量属性',
    includeEx: '包含 ex 卡',
    deckAmount: '卡组数量',
    sortBy: '排序方式',
  },
  sort: { score: '评分', popularity: '热度', strength: '强度', winRate: '胜率' },
  help: {
    title: '数字的含义：',
    button: '什么是{{metric}}？',
    score: '评分根据比赛结果评价卡组的最佳构筑，以百分比表示：越高，卡组表现越好。除非选择其他排序，卡组按评分排列。',
    popularity: '热度表示卡组在比赛中的使用频率，范围 0 到 10：列表中使用最多的卡组为 10.0。',
    strength: '强度表示卡组最佳构筑的强弱，范围 0 到 10：列表中最强的卡组为 10.0。',
    winRate: '胜率是卡组在对阵所有对手的比赛中获胜的比例，以百分比表示。',
  },
  upsell: {
    text: '免费版：按评分排名前 {{amount}} 的卡组。高级版最多显示 100 个卡组，并提供能量和 ex 筛选，以及按热度、强度或胜率排序。',
    button: '获取高级版',
  },
  shown_one: '{{count}} 个卡组，按{{metric}}排序',
  shown_other: '{{count}} 个卡组，按{{metric}}排序',
  missingSummary_one: '下方卡组不使用你标记为缺少的 {{count}} 张卡牌。',
  missingSummary_other: '下方卡组不使用你标记为缺少的 {{count}} 张卡牌。',
  missingHint:
    '在最佳卡组查找或最佳卡牌页面标记你没有的卡牌后，强度榜只显示你能组成的卡组。',
  notEnoughHint:
    '请在上方移除一些缺少的卡牌，或尝试其他卡组（将以全部卡牌重新开始）。',
  noDecks: {
    title: '没有可显示的卡组',
    text: '数据中还没有卡组。',
    filtersHint: '没有卡组符合当前筛选：请选择其他能量属性或包含 ex 卡。',
  },
  tier: { empty: '此级别没有卡组' },
};

const zhHant: Texts = {
  title: '強度榜',
  intro: '依比賽結果將競技牌組分為 S 到 E 級。',
  lastUpdated: '最後更新：{{date}}',
  freshness: {
    green: '最新：2 天內已更新',
    orange: '7 天內已更新',
    red: '超過 7 天未更新',
  },
  filters: {
    label: '篩選',
    energy: '能量屬性',
    includeEx: '包含 ex 卡',
    deckAmount: '牌組數量',
    sortBy: '排序方式',
  },
  sort: { score: '評分', popularity: '熱度', strength: '強度', winRate: '勝率' },
  help: {
    title: '數字的意思：',
    button: '什麼是{{metric}}？',
    score: '評分依比賽結果評價牌組的最佳構築，以百分比表示：越高，牌組表現越好。除非選擇其他排序，牌組依評分排列。',
    popularity: '熱度表示牌組在比賽中的使用頻率，範圍 0 到 10：列表中使用最多的牌組為 10.0。',
    strength: '強度表示牌組最佳構築的強弱，範圍 0 到 10：列表中最強的牌組為 10.0。',
    winRate: '勝率是牌組在對上所有對手的比賽中獲勝的比例，以百分比表示。',
  },
  upsell: {
    text: '免費方案：依評分排名前 {{amount}} 的牌組。進階版最多顯示 100 個牌組，並提供能量與 ex 篩選，以及依熱度、強度或勝率排序。',
    button: '取得進階版',
  },
  shown_one: '{{count}} 個牌組，依{{metric}}排序',
  shown_other: '{{count}} 個牌組，依{{metric}}排序',
  missingSummary_one: '下方牌組不使用你標記為缺少的 {{count}} 張卡牌。',
  missingSummary_other: '下方牌組不使用你標記為缺少的 {{count}} 張卡牌。',
  missingHint:
    '在最佳牌組搜尋或最佳卡牌頁面標記你沒有的卡牌後，強度榜只會顯示你能組成的牌組。',
  notEnoughHint:
    '請在上方移除一些缺少的卡牌，或嘗試其他牌組（將以全部卡牌重新開始）。',
  noDecks: {
    title: '沒有可顯示的牌組',
    text: '資料中還沒有牌組。',
    filtersHint: '沒有牌組符合目前的篩選：請選擇其他能量屬性或包含 ex 卡。',
  },
  tier: { empty: '此級別沒有牌組' },
};

export const tierlistTexts: NamespaceTexts = {
  en,
  de,
  'de-AT': deAT,
  es,
  fr,
  ja,
  ko,
  'zh-Hans': zhHans,
  'zh-Hant': zhHant,
};
