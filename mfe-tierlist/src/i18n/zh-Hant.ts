import type { TierlistTexts } from './en';

const zhHant: TierlistTexts = {
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

export default zhHant;
