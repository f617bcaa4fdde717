import type { CardsTexts } from './en';

const ko: CardsTexts = {
  cardsTitle: '최고의 카드',
  cardsIntro: '현재 대회 메타에서 가장 많이 쓰이는 카드를 티어별로 보여 줍니다.',
  cardsHow: '티어는 카드 점수(원래 점수의 제곱근)로 정해지며, 같은 티어 안에서는 많이 쓰이는 카드가 먼저 나옵니다.',
  cardsHint: '가지고 있지 않은 카드를 클릭하면 없는 카드로 표시됩니다. 티어 리스트와 최강 덱 찾기는 그 카드를 빼고 계산합니다.',
  expansionsTitle: '확장팩 티어',
  expansionsIntro: '수록 카드 점수의 합계로 확장팩 순위를 매겼습니다.',
  linkExpansions: '확장팩 티어',
  linkCards: '최고의 카드 티어',
  emptyTierCards: '카드 없음',
  emptyTierExpansions: '확장팩 없음',
  filter: {
    expansion: '확장팩',
    all: '전체',
    option: '{{name}} ({{code}})',
  },
  card: {
    mark: '{{name}}을(를) 없는 카드로 표시',
    score: '점수 {{value}}',
    popularity: '사용률 {{value}}',
  },
  noCards: '이 선택에 해당하는 순위 카드가 없습니다.',
  skippedScores_one: '카드 목록에 없는 카드라서 카드 점수 {{count}}개를 제외했습니다.',
  skippedScores_other: '카드 목록에 없는 카드라서 카드 점수 {{count}}개를 제외했습니다.',
  marked: '{{name}}을(를) 없는 카드로 표시했습니다.',
  expansion: {
    released: '출시일 {{date}}',
    releaseUnknown: '출시일 알 수 없음',
    totalScore: '카드 점수 {{value}}',
    promoNote: '프로모 팩은 순위에서 제외됩니다.',
    none: '순위를 매길 확장팩이 없습니다.',
    unrankedTitle: "아직 순위 없음",
    unrankedText: "이 확장팩들은 아직 현재 대회 결과에 카드가 없습니다(새 확장팩 또는 재수록만 있는 확장팩).",
  },
};

export default ko;
