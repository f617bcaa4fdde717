import type { CardsTexts } from './en';

const ja: CardsTexts = {
  cardsTitle: '最強カード',
  cardsIntro: '現在の大会環境でよく使われているカードをティア別に表示します。',
  cardsHow: 'ティアはカードスコア（元のスコアの平方根）で決まり、同じティアの中では使用率の高いカードから順に並びます。',
  cardsHint: '持っていないカードをクリックすると、不足カードとして登録されます。ティアリストと最強デッキ検索はそのカードを除いて計算します。',
  expansionsTitle: '拡張パックのティア',
  expansionsIntro: '収録カードのスコア合計で拡張パックをランク付けしています。',
  linkExpansions: '拡張パックのティア',
  linkCards: '最強カードのティア',
  emptyTierCards: 'カードなし',
  emptyTierExpansions: '拡張パックなし',
  filter: {
    expansion: '拡張パック',
    all: 'すべて',
    option: '{{name}}（{{code}}）',
  },
  card: {
    mark: '{{name}}を不足カードに登録',
    score: 'スコア {{value}}',
    popularity: '使用率 {{value}}',
  },
  noCards: 'この条件に該当するランク付きのカードはありません。',
  skippedScores_one: 'カードリストにないカードのため、{{count}}件のカードスコアを除外しました。',
  skippedScores_other: 'カードリストにないカードのため、{{count}}件のカードスコアを除外しました。',
  marked: '{{name}}を不足カードに登録しました。',
  expansion: {
    released: '発売日 {{date}}',
    releaseUnknown: '発売日不明',
    totalScore: 'カードスコア {{value}}',
    promoNote: 'プロモパックはランク付けの対象外です。',
    none: 'ランク付けできる拡張パックはありません。',
    unrankedTitle: "まだランク付けされていません",
    unrankedText: "これらの拡張パックは、現在の大会結果にまだカードがありません(新しいパック、または再録のみのパック)。",
  },
};

export default ja;
