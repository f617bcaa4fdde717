import type { TierlistTexts } from './en';

const ko: TierlistTexts = {
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

export default ko;
