import type { ShellTexts } from './en';

const zhHant: ShellTexts = {
  skipToContent: '跳到主要內容',
  nav: { label: '主導覽', home: '首頁', tierList: '強度榜', deckFinder: '最佳牌組搜尋', bestCards: '最佳卡牌', statistics: '統計', collection: '我的收藏' },
  auth: {
    premium: '進階版',
    signIn: '使用 Google 登入',
    signOut: '登出',
    signedInAs: '已登入：{{name}}',
    signInFailed: '登入失敗，請再試一次。',
    signOutFailed: '登出失敗，請再試一次。',
    dismiss: '關閉',
  },
  social: { sourceCode: '原始碼', social: '追蹤我們', sourceCodeLabel: '原始碼儲存庫（在新分頁中開啟）', socialLabel: '我們的社群媒體帳號（在新分頁中開啟）' },
  theme: { toDark: '切換為深色主題', toLight: '切換為淺色主題', dark: '深色', light: '淺色' },
  footer: {
    title: 'TCG Pocket 強度榜',
    tagline: '依比賽結果排名的競技牌組。',
    language: '語言',
    disclaimer: '粉絲專案。與 The Pokémon Company、任天堂、Creatures 或 DeNA 無關。',
    parts: '網站組成部分',
  },
  landing: {
    title: '寶可夢集換式卡牌遊戲 Pocket 強度榜',
    subtitle: '依比賽結果排名的最強競技牌組，每週更新。',
    cta: '查看強度榜',
    featuresTitle: '挑選下一副牌組所需的一切',
    features: {
      tiers: { title: '以真實比賽為基礎的強度榜', text: '依分數、熱門度、強度或勝率將牌組分為 S 到 E 級。' },
      finder: { title: '最佳牌組搜尋', text: '找出用你擁有的卡牌能組成的最強牌組。' },
      missing: { title: '排除缺少的卡牌', text: '標記你沒有的卡牌，所有排名都會隨之調整。' },
      matchups: { title: '對戰相性', text: '查看每副牌組剋制哪些牌組、又怕哪些牌組。' },
      cards: { title: '最佳卡牌與擴充包', text: '依等級列出最常用的卡牌和最有價值的擴充包。' },
      languages: { title: '九種語言，深色主題', text: '用你的語言瀏覽網站，白天晚上都舒適。' },
    },
    promoTitle: '你現在能組成哪副牌組？',
    promoText1: '點擊你沒有的卡牌，搜尋工具會重新計算你仍能組成的最佳牌組。',
    promoText2: '它會顯示這副牌組與遊戲中最強牌組相比有多強。',
    promoCta: '試試最佳牌組搜尋',
  },
  startup: {
    planCheckFailed: '無法確認你的進階版方案，目前你可以使用免費功能。',
    failed: '網站無法啟動。請重新載入頁面。',
    configFailed: '網站設定有誤,無法啟動。請稍後再試。',
    registryFailed: '無法載入網站組成部分清單，需要它們的頁面暫時無法開啟。',
    rejected_one: '有 {{count}} 個網站組成部分因位址不被允許而被略過。',
    rejected_other: '有 {{count}} 個網站組成部分因位址不被允許而被略過。',
  },
  collection: {
    putAside: '此瀏覽器中儲存的缺少卡牌無法讀取。它們已另行保存，並未刪除：你可以在收藏頁面下載或還原。',
    open: '開啟收藏',
    dismiss: '知道了',
  },
  remoteError: {
    title: '無法載入網站的這個部分',
    unreachable: '伺服器沒有回應。請檢查網路連線後再試一次。',
    timeout: '載入時間超過 2 分鐘。',
    chunk: '這個部分的某個檔案載入失敗。',
    contract: '這個部分是為網站的其他版本建置的（契約 {{remoteVersion}}，網站使用 {{hostVersion}}），因此未載入。',
    render: '顯示這個部分時發生錯誤。',
    notRegistered: '這個部分暫時無法使用。',
    origin: '它的檔案位於本站不允許的位址,因此未載入。',
    rest: '網站的其他部分仍可正常使用。',
  },
  meta: {
    home: {
      title: '寶可夢集換式卡牌遊戲 Pocket 強度榜',
      heading: '寶可夢集換式卡牌遊戲 Pocket 強度榜',
      description: '依比賽結果排名的最強競技牌組，每週更新。',
    },
    tierList: {
      title: '強度榜 – TCG Pocket 強度榜',
      heading: '強度榜',
      description: '依比賽結果將競技牌組分為 S 到 E 級。',
    },
    deckFinder: {
      title: '最佳牌組搜尋 – TCG Pocket 強度榜',
      heading: '最佳牌組搜尋',
      description: '點擊你沒有的卡牌，搜尋器就會顯示你仍能組成的最佳牌組。',
    },
    deckDetail: {
      title: '牌組詳情 – TCG Pocket 強度榜',
      heading: '牌組詳情',
      description: '競技牌組的關鍵數據、最佳清單、替代方案與對戰。',
    },
    cardsList: {
      title: '最佳卡牌 – TCG Pocket 強度榜',
      heading: '最佳卡牌',
      description: '依等級列出目前比賽環境中最常用的卡牌。',
    },
    expansionList: {
      title: '擴充包強度榜 – TCG Pocket 強度榜',
      heading: '擴充包強度榜',
      description: '依所收錄卡牌分數總和為擴充包排名。',
    },
    statistics: {
      title: '環境統計 – TCG Pocket 強度榜',
      heading: '環境統計',
      description: '環境佔比趨勢、對戰矩陣，以及每個數字的可信程度。',
    },
    collection: {
      title: '我的收藏 – TCG Pocket 強度榜',
      heading: '我的收藏',
      description: '標記你擁有和缺少的卡牌，所有排行都會隨之調整。',
    },
  },
  loading: '載入中...',
  view: { updating: '正在依你的收藏更新…' },
  retry: '重試',
};

export default zhHant;
