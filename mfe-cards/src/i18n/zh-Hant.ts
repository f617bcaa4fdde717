import type { CardsTexts } from './en';

const zhHant: CardsTexts = {
  cardsTitle: '最佳卡牌',
  cardsIntro: '依等級列出目前比賽環境中最常用的卡牌。',
  cardsHow: '等級依卡牌分數（原始分數的平方根）劃分；同一等級內，使用率高的卡牌排在前面。',
  cardsHint: '點擊你沒有的卡牌，即可將其標記為缺少。等級榜和最佳牌組搜尋器會隨之排除這張卡牌。',
  expansionsTitle: '擴充包強度榜',
  expansionsIntro: '依所收錄卡牌分數總和為擴充包排名。',
  linkExpansions: '擴充包強度榜',
  linkCards: '最佳卡牌強度榜',
  emptyTierCards: '沒有卡牌',
  emptyTierExpansions: '沒有擴充包',
  filter: {
    expansion: '擴充包',
    all: '全部',
    option: '{{name}}（{{code}}）',
  },
  card: {
    mark: '將{{name}}標記為缺少',
    score: '分數 {{value}}',
    popularity: '使用率 {{value}}',
  },
  noCards: '目前的選擇沒有上榜的卡牌。',
  skippedScores_one: '有 {{count}} 筆卡牌分數因其卡牌不在卡牌目錄中而被略過。',
  skippedScores_other: '有 {{count}} 筆卡牌分數因其卡牌不在卡牌目錄中而被略過。',
  marked: '已將{{name}}標記為缺少。',
  expansion: {
    released: '發售日期：{{date}}',
    releaseUnknown: '發售日期不明',
    totalScore: '卡牌分數 {{value}}',
    promoNote: '特典卡包不列入排名。',
    none: '沒有可排名的擴充包。',
    unrankedTitle: "尚未排名",
    unrankedText: "這些擴充包在目前的比賽結果中還沒有卡牌(新擴充包,或只有重印卡的擴充包)。",
  },
};

export default zhHant;
