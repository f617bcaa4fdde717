import type { ShellTexts } from './en';

const ko: ShellTexts = {
  skipToContent: '본문으로 건너뛰기',
  nav: { label: '주 메뉴', home: '홈', tierList: '티어 리스트', deckFinder: '최고의 덱 찾기', bestCards: '최고의 카드', statistics: '통계', collection: '내 컬렉션' },
  auth: {
    premium: '프리미엄',
    signIn: 'Google로 로그인',
    signOut: '로그아웃',
    signedInAs: '{{name}}(으)로 로그인됨',
    signInFailed: '로그인하지 못했습니다. 다시 시도하세요.',
    signOutFailed: '로그아웃하지 못했습니다. 다시 시도하세요.',
    dismiss: '닫기',
  },
  social: { sourceCode: '소스 코드', social: '팔로우', sourceCodeLabel: '소스 코드 저장소(새 탭에서 열림)', socialLabel: '공식 소셜 미디어 계정(새 탭에서 열림)' },
  theme: { toDark: '어두운 테마로 전환', toLight: '밝은 테마로 전환', dark: '어둡게', light: '밝게' },
  footer: {
    title: 'TCG 포켓 티어 리스트',
    tagline: '대회 결과로 순위를 매긴 경쟁용 덱.',
    language: '언어',
    disclaimer: '팬 프로젝트입니다. The Pokémon Company, Nintendo, Creatures, DeNA와 관련이 없습니다.',
    parts: '사이트 구성 요소',
  },
  landing: {
    title: '포켓몬 TCG 포켓 티어 리스트',
    subtitle: '대회 결과로 순위를 매긴 가장 강력한 경쟁용 덱을 매주 업데이트합니다.',
    cta: '티어 리스트 보기',
    featuresTitle: '다음 덱을 고르는 데 필요한 모든 것',
    features: {
      tiers: { title: '실제 대회 기반 티어 리스트', text: '점수, 인기, 강도, 승률에 따라 덱을 S부터 E까지 분류합니다.' },
      finder: { title: '최고의 덱 찾기', text: '가지고 있는 카드로 만들 수 있는 가장 강한 덱을 찾아 드립니다.' },
      missing: { title: '없는 카드 제외', text: '없는 카드를 표시하면 모든 순위가 그에 맞게 바뀝니다.' },
      matchups: { title: '상성', text: '각 덱이 어떤 덱에 강하고 어떤 덱에 약한지 확인하세요.' },
      cards: { title: '최고의 카드와 확장팩', text: '가장 많이 쓰이는 카드와 가장 가치 있는 확장팩을 티어별로 보여 줍니다.' },
      languages: { title: '9개 언어, 어두운 테마', text: '원하는 언어로, 낮이든 밤이든 편하게 읽으세요.' },
    },
    promoTitle: '지금 어떤 덱을 만들 수 있을까요?',
    promoText1: '없는 카드를 클릭하세요. 아직 만들 수 있는 최고의 덱을 다시 계산합니다.',
    promoText2: '그 덱이 게임 최고의 덱과 비교해 얼마나 강한지 보여 줍니다.',
    promoCta: '최고의 덱 찾기 사용해 보기',
  },
  startup: {
    planCheckFailed: '프리미엄 플랜을 확인하지 못해 지금은 무료 기능을 이용할 수 있습니다.',
    failed: '사이트를 시작할 수 없습니다. 페이지를 새로고침하세요.',
    configFailed: '사이트 설정이 올바르지 않아 시작할 수 없습니다. 나중에 다시 시도해 주세요.',
    registryFailed: '사이트 구성 요소 목록을 불러오지 못해 이를 필요로 하는 페이지를 지금 열 수 없습니다.',
    rejected_one: '주소가 허용되지 않아 사이트 구성 요소 {{count}}개를 무시했습니다.',
    rejected_other: '주소가 허용되지 않아 사이트 구성 요소 {{count}}개를 무시했습니다.',
  },
  collection: {
    putAside: '이 브라우저에 저장된 없는 카드 목록을 읽을 수 없습니다. 삭제하지 않고 따로 보관했습니다. 컬렉션 페이지에서 내려받거나 복원할 수 있습니다.',
    open: '컬렉션 열기',
    dismiss: '확인',
  },
  remoteError: {
    title: '사이트의 이 부분을 불러오지 못했습니다',
    unreachable: '서버가 응답하지 않았습니다. 연결을 확인한 뒤 다시 시도하세요.',
    timeout: '불러오는 데 2분 넘게 걸렸습니다.',
    chunk: '이 부분의 파일을 불러오지 못했습니다.',
    contract:
      '이 부분은 다른 버전의 사이트용으로 만들어져(계약 {{remoteVersion}}, 사이트는 {{hostVersion}} 사용) 불러오지 않았습니다.',
    render: '이 부분을 표시하는 중에 문제가 발생했습니다.',
    notRegistered: '이 부분은 지금 이용할 수 없습니다.',
    origin: '사이트가 허용하지 않는 주소에 파일이 있어 불러오지 않았습니다.',
    rest: '사이트의 나머지 부분은 계속 작동합니다.',
  },
  meta: {
    home: {
      title: '포켓몬 TCG 포켓 티어 리스트',
      heading: '포켓몬 TCG 포켓 티어 리스트',
      description: '대회 결과로 순위를 매긴 가장 강력한 경쟁용 덱을 매주 업데이트합니다.',
    },
    tierList: {
      title: '티어 리스트 – TCG 포켓 티어 리스트',
      heading: '티어 리스트',
      description: '대회 결과에 따라 경쟁용 덱을 S부터 E까지 분류했습니다.',
    },
    deckFinder: {
      title: '최고의 덱 찾기 – TCG 포켓 티어 리스트',
      heading: '최고의 덱 찾기',
      description: '없는 카드를 클릭하세요. 그러면 아직 만들 수 있는 최고의 덱을 보여 줍니다.',
    },
    deckDetail: {
      title: '덱 상세 정보 – TCG 포켓 티어 리스트',
      heading: '덱 상세 정보',
      description: '경쟁 덱의 핵심 수치, 최고 리스트, 대안과 상성.',
    },
    cardsList: {
      title: '최고의 카드 – TCG 포켓 티어 리스트',
      heading: '최고의 카드',
      description: '현재 대회 메타에서 가장 많이 쓰이는 카드를 티어별로 보여 줍니다.',
    },
    expansionList: {
      title: '확장팩 티어 – TCG 포켓 티어 리스트',
      heading: '확장팩 티어',
      description: '수록 카드 점수의 합계로 확장팩 순위를 매겼습니다.',
    },
    statistics: {
      title: '메타 통계 – TCG Pocket 티어 리스트',
      heading: '메타 통계',
      description: '메타 점유율 추이, 상성표, 그리고 각 수치의 신뢰도.',
    },
    collection: {
      title: '내 컬렉션 – TCG Pocket 티어 리스트',
      heading: '내 컬렉션',
      description: '가진 카드와 없는 카드를 표시하면 모든 순위가 그에 맞게 바뀝니다.',
    },
  },
  loading: '불러오는 중...',
  retry: '다시 시도',
};

export default ko;
