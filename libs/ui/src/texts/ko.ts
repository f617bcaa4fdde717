import type { UiTexts } from './en';

const ko: UiTexts = {
  energy: { all: '전체', Grass: '풀', Fire: '불꽃', Water: '물', Lightning: '번개', Psychic: '초', Fighting: '격투', Darkness: '악', Metal: '강철', Dragon: '드래곤', Colorless: '무색', Trainer: '트레이너스' },
  card: { unknown: '알 수 없는 카드({{id}})', count: '×{{count}}', ex: 'ex' },
  loading: '불러오는 중...',
  retry: '다시 시도',
  close: '닫기',
  dataError: {
    title: '데이터를 불러오지 못했습니다',
    network: '데이터 서버가 응답하지 않았습니다. 연결을 확인한 뒤 다시 시도하세요.',
    invalid: '데이터 파일 {{file}}이(가) 손상되었거나 불완전합니다.',
  },
  missingCards: {
    title: '없는 카드 ({{count}})',
    empty: '아직 없는 카드로 표시한 카드가 없습니다.',
    remove: '삭제',
    removeLabel_one: '없는 카드에서 {{name}} 삭제',
    removeLabel_other: '없는 카드에서 {{name}} {{count}}장 모두 삭제',
    clear: '모두 삭제',
    removed: '없는 카드에서 {{name}}을(를) 삭제했습니다.',
    cleared: '없는 카드를 모두 삭제했습니다.',
    note: '없는 카드는 사이트를 둘러보는 동안 유지되며 페이지를 새로 고치면 사라집니다.',
    toTierList: '없는 카드를 뺀 티어 리스트',
    toDeck: '없는 카드를 뺀 최고의 덱',
  },
  notEnough: {
    title: '카드가 부족합니다',
    text: '없다고 표시한 카드 없이 만들 수 있는 덱이 없습니다.',
    link: '다른 덱 시도하기',
  },
  winRate: {
    uncertain: '불확실',
    games_one: '{{games}}게임',
    games_other: '{{games}}게임',
    gamesAbout_one: '약 {{games}}게임',
    gamesAbout_other: '약 {{games}}게임',
    gamesUnknown: '게임 수 알 수 없음',
    interval: '95% 구간 {{lower}}~{{upper}}',
    few: '{{min}}게임 미만이라 불확실',
  },
  tier: { label: '{{tier}} 티어' },
  skippedLists_one: '알 수 없는 카드가 있어 덱 리스트 {{count}}개를 제외했습니다.',
  skippedLists_other: '알 수 없는 카드가 있어 덱 리스트 {{count}}개를 제외했습니다.',
};

export default ko;
