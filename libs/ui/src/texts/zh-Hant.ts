import type { UiTexts } from './en';

const zhHant: UiTexts = {
  energy: { all: '全部', Grass: '草', Fire: '火', Water: '水', Lightning: '雷', Psychic: '超', Fighting: '鬥', Darkness: '惡', Metal: '鋼', Dragon: '龍', Colorless: '無色', Trainer: '訓練家' },
  card: { unknown: '未知卡牌（{{id}}）', count: '×{{count}}', ex: 'ex' },
  loading: '載入中...',
  retry: '重試',
  close: '關閉',
  dataError: {
    title: '無法載入資料',
    network: '資料伺服器沒有回應。請檢查網路連線後再試一次。',
    invalid: '資料檔案 {{file}} 已損毀或不完整。',
  },
  missingCards: {
    title: '你缺少的卡牌（{{count}}）',
    empty: '你還沒有標記任何缺少的卡牌。',
    remove: '移除',
    removeLabel_one: '從缺少的卡牌中移除{{name}}',
    removeLabel_other: '從缺少的卡牌中移除全部 {{count}} 張{{name}}',
    clear: '全部移除',
    removed: '已將{{name}}從缺少的卡牌中移除。',
    cleared: '已移除所有缺少的卡牌。',
    note: '缺少的卡牌在瀏覽本網站期間會保留，重新載入頁面後會被清除。',
    toTierList: '排除這些卡牌後的強度榜',
    toDeck: '排除這些卡牌後的最佳牌組',
  },
  notEnough: {
    title: '卡牌不足',
    text: '不使用你標記為缺少的卡牌，無法組成任何牌組。',
    link: '嘗試其他牌組',
  },
  winRate: {
    uncertain: '不確定',
    games_one: '{{games}} 場',
    games_other: '{{games}} 場',
    gamesAbout_one: '約 {{games}} 場',
    gamesAbout_other: '約 {{games}} 場',
    gamesUnknown: '場數未知',
    interval: '95% 區間 {{lower}}–{{upper}}',
    few: '不足 {{min}} 場，因此不確定',
  },
  tier: { label: '{{tier}} 級' },
  skippedLists_one: '有 {{count}} 個牌組清單因包含未知卡牌而被略過。',
  skippedLists_other: '有 {{count}} 個牌組清單因包含未知卡牌而被略過。',
};

export default zhHant;
