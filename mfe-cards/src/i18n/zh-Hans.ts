import type { CardsTexts } from './en';

const zhHans: CardsTexts = {
  cardsTitle: '最佳卡牌',
  cardsIntro: '按等级列出当前比赛环境中最常用的卡牌。',
  cardsHow: '等级按卡牌得分（原始得分的平方根）划分；同一等级内，使用率高的卡牌排在前面。',
  cardsHint: '点击你没有的卡牌，即可将其标记为缺少。等级榜和最佳卡组查找器会随之排除这张卡牌。',
  expansionsTitle: '扩展包强度榜',
  expansionsIntro: '按所含卡牌得分总和为扩展包排名。',
  linkExpansions: '扩展包强度榜',
  linkCards: '最佳卡牌强度榜',
  emptyTierCards: '没有卡牌',
  emptyTierExpansions: '没有扩展包',
  filter: {
    expansion: '扩展包',
    all: '全部',
    option: '{{name}}（{{code}}）',
  },
  card: {
    mark: '将{{name}}标记为缺少',
    score: '得分 {{value}}',
    popularity: '使用率 {{value}}',
  },
  noCards: '当前选择下没有上榜的卡牌。',
  skippedScores_one: '有 {{count}} 条卡牌得分因其卡牌不在卡牌目录中而被省略。',
  skippedScores_other: '有 {{count}} 条卡牌得分因其卡牌不在卡牌目录中而被省略。',
  marked: '已将{{name}}标记为缺少。',
  expansion: {
    released: '发售日期：{{date}}',
    releaseUnknown: '发售日期未知',
    totalScore: '卡牌得分 {{value}}',
    promoNote: '特典卡包不参与排名。',
    none: '没有可排名的扩展包。',
    unrankedTitle: "尚未排名",
    unrankedText: "这些扩展包在当前的比赛结果中还没有卡牌(新扩展包,或只有重印卡的扩展包)。",
  },
};

export default zhHans;
