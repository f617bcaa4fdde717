import type { TierlistTexts } from './en';

const zhHans: TierlistTexts = {
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

export default zhHans;
