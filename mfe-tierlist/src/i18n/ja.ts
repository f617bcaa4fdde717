import type { TierlistTexts } from './en';

const ja: TierlistTexts = {
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

export default ja;
