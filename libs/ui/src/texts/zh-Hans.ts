import type { UiTexts } from './en';

const zhHans: UiTexts = {
  energy: { all: '全部', Grass: '草', Fire: '火', Water: '水', Lightning: '雷', Psychic: '超', Fighting: '斗', Darkness: '恶', Metal: '钢', Dragon: '龙', Colorless: '无色', Trainer: '训练家' },
  card: { unknown: '未知卡牌（{{id}}）', count: '×{{count}}', ex: 'ex' },
  loading: '加载中...',
  retry: '重试',
  close: '关闭',
  dataError: {
    title: '无法加载数据',
    network: '数据服务器没有响应。请检查网络连接后重试。',
    invalid: '数据文件 {{file}} 已损坏或不完整。',
  },
  missingCards: {
    title: '你缺少的卡牌（{{count}}）',
    empty: '你还没有标记任何缺少的卡牌。',
    remove: '移除',
    removeLabel_one: '从缺少的卡牌中移除{{name}}',
    removeLabel_other: '从缺少的卡牌中移除全部 {{count}} 张{{name}}',
    clear: '全部移除',
    removed: '已将{{name}}从缺少的卡牌中移除。',
    cleared: '已移除所有缺少的卡牌。',
    note: '缺少的卡牌在浏览本网站期间会保留，重新加载页面后会被清除。',
    toTierList: '排除这些卡牌后的强度榜',
    toDeck: '排除这些卡牌后的最佳卡组',
  },
  notEnough: {
    title: '卡牌不足',
    text: '不使用你标记为缺少的卡牌，无法组成任何卡组。',
    link: '尝试其他卡组',
  },
  winRate: {
    uncertain: '不确定',
    games_one: '{{games}} 场',
    games_other: '{{games}} 场',
    gamesAbout_one: '约 {{games}} 场',
    gamesAbout_other: '约 {{games}} 场',
    gamesUnknown: '场数未知',
    interval: '95% 区间 {{lower}}–{{upper}}',
    few: '不足 {{min}} 场，因此不确定',
  },
  tier: { label: '{{tier}} 级' },
  skippedLists_one: '有 {{count}} 个卡组列表因包含未知卡牌而被省略。',
  skippedLists_other: '有 {{count}} 个卡组列表因包含未知卡牌而被省略。',
};

export default zhHans;
