import type { ShellTexts } from './en';

const ja: ShellTexts = {
  skipToContent: '本文へスキップ',
  nav: {
    label: 'メイン',
    home: 'ホーム',
    tierList: 'ティアリスト',
    deckFinder: '最強デッキ検索',
    bestCards: '最強カード',
    statistics: '統計',
    collection: 'マイコレクション',
    brandShort: 'TCGP ティア',
    menu: 'メニュー',
    closeMenu: 'メニューを閉じる',
    pages: 'ページ',
  },
  auth: {
    premium: 'プレミアム',
    signIn: 'Googleでログイン',
    signInShort: 'ログイン',
    signOut: 'ログアウト',
    signedInAs: '{{name}} としてログイン中',
    signInFailed: 'ログインできませんでした。もう一度お試しください。',
    signOutFailed: 'ログアウトできませんでした。もう一度お試しください。',
    signInOffline: 'オフラインです。ログインにはインターネット接続が必要です。オンラインに戻ってからもう一度お試しください。',
    dismiss: '閉じる',
  },
  social: {
    sourceCode: 'ソースコード',
    social: 'フォロー',
    sourceCodeLabel: 'ソースコードのリポジトリ（新しいタブで開きます）',
    socialLabel: '公式SNSアカウント（新しいタブで開きます）',
  },
  theme: { toDark: 'ダークテーマに切り替え', toLight: 'ライトテーマに切り替え', dark: 'ダーク', light: 'ライト' },
  footer: {
    title: 'TCGポケット ティアリスト',
    tagline: '大会結果から順位付けした競技用デッキ。',
    language: '言語',
    disclaimer: 'ファンによる非公式プロジェクトです。株式会社ポケモン、任天堂、クリーチャーズ、DeNAとは関係ありません。',
    parts: 'サイトの構成部分',
  },
  landing: {
    title: 'ポケモンTCGポケット ティアリスト',
    subtitle: '大会結果から順位付けした最強の競技用デッキを、毎週更新でお届けします。',
    cta: 'ティアリストを見る',
    featuresTitle: '次のデッキ選びに必要なものがすべてそろっています',
    features: {
      tiers: { title: '実際の大会に基づくティアリスト', text: 'スコア、人気、強さ、勝率でデッキをSからEまでランク付け。' },
      finder: { title: '最強デッキ検索', text: '手持ちのカードで組める最強のデッキを見つけます。' },
      missing: { title: '持っていないカードを除外', text: '持っていないカードを選ぶと、すべてのランキングがそれに合わせて変わります。' },
      matchups: { title: '相性', text: '各デッキがどのデッキに強く、どのデッキに弱いかがわかります。' },
      cards: { title: '最強カードと拡張パック', text: 'よく使われるカードと価値の高い拡張パックをティア別に表示。' },
      languages: { title: '9言語とダークテーマ', text: 'お好きな言語で、昼でも夜でも快適に読めます。' },
    },
    promoTitle: '今、どのデッキが組めますか？',
    promoText1: '持っていないカードをクリックしてください。まだ組める最強のデッキを計算し直します。',
    promoText2: 'そのデッキがゲーム内最強のデッキと比べてどれくらい強いかを表示します。',
    promoCta: '最強デッキ検索を試す',
  },
  startup: {
    planCheckFailed: 'プレミアムプランを確認できなかったため、いまは無料の機能をご利用いただけます。',
    failed: 'サイトを開始できませんでした。ページを再読み込みしてください。',
    configFailed: 'サイトの設定が正しくないため、起動できません。しばらくしてからもう一度お試しください。',
    registryFailed: 'サイトの構成部分の一覧を読み込めなかったため、それを必要とするページは現在開けません。',
    overrideRefused: 'アドレスで指定されたバージョン「{{override}}」は利用できないため、通常のバージョンを表示しています。',
    rejected_one: 'アドレスが許可されていないため、{{count}}個の構成部分を無視しました。',
    rejected_other: 'アドレスが許可されていないため、{{count}}個の構成部分を無視しました。',
  },
  offline: {
    showingDataFrom: 'オフライン — {{date}}のデータを表示しています',
    showingSavedData: 'オフライン — この端末に保存されたデータを表示しています',
    updateReady: 'サイトの新しいバージョンがあります。',
    reloadToUpdate: '再読み込みして更新',
  },
  sharedView: {
    title_one: '共有されたリストを表示中です（不足カード{{count}}枚）。「このリストを保存」を押すまで何も保存されません。',
    title_other: '共有されたリストを表示中です（不足カード{{count}}枚）。「このリストを保存」を押すまで何も保存されません。',
    replaces: '保存すると自分のリスト（{{own}}件）が置き換わります。「元に戻す」で戻せます。',
    keep: 'このリストを保存',
    back: '自分のリストに戻る',
    kept: 'このリストがあなたのリストになりました。',
    undo: '元に戻す',
    dismiss: 'OK',
  },
  collection: {
    putAside:
      'このブラウザーに保存されていた不足カードを読み込めませんでした。削除はせず別に保管しました。コレクションページでダウンロードまたは復元できます。',
    open: 'コレクションを開く',
    dismiss: '閉じる',
  },
  remoteError: {
    title: 'このページの一部を読み込めませんでした',
    unreachable: 'サーバーから応答がありません。接続を確認してから、もう一度お試しください。',
    timeout: '読み込みに2分以上かかりました。',
    chunk: 'この部分のファイルを読み込めませんでした。',
    contract: 'この部分はサイトの別のバージョン向けに作られているため（契約 {{remoteVersion}}、サイトは {{hostVersion}}）、読み込みませんでした。',
    render: 'この部分の表示中に問題が発生しました。',
    notRegistered: 'この部分は現在ご利用いただけません。',
    origin: 'このサイトが許可していないアドレスのファイルなので、読み込みませんでした。',
    rest: 'サイトのほかの部分は引き続きご利用いただけます。',
  },
  meta: {
    home: {
      title: 'ポケモンTCGポケット ティアリスト',
      heading: 'ポケモンTCGポケット ティアリスト',
      description: '大会結果から順位付けした最強の競技用デッキを、毎週更新でお届けします。',
    },
    tierList: {
      title: 'ティアリスト – TCGポケット ティアリスト',
      heading: 'ティアリスト',
      description: '大会結果に基づいて、競技用デッキをSからEまでランク付けしています。',
    },
    deckFinder: {
      title: '最強デッキ検索 – TCGポケット ティアリスト',
      heading: '最強デッキ検索',
      description: '持っていないカードをクリックしてください。まだ組める最強のデッキが表示されます。',
    },
    deckDetail: {
      title: 'デッキの詳細 – TCGポケット ティアリスト',
      heading: 'デッキの詳細',
      description: '競技デッキの主要な数値、最強リスト、代替案、相性。',
    },
    cardsList: {
      title: '最強カード – TCGポケット ティアリスト',
      heading: '最強カード',
      description: '現在の大会環境でよく使われているカードをティア別に表示します。',
    },
    expansionList: {
      title: '拡張パックのティア – TCGポケット ティアリスト',
      heading: '拡張パックのティア',
      description: '収録カードのスコア合計で拡張パックをランク付けしています。',
    },
    statistics: {
      title: 'メタ統計 – TCG Pocket ティアリスト',
      heading: 'メタ統計',
      description: 'メタシェアの推移、相性表、そして各数値の確からしさ。',
    },
    collection: {
      title: 'マイコレクション – TCG Pocket ティアリスト',
      heading: 'マイコレクション',
      description: '持っているカードと足りないカードを記録すると、すべてのランキングが変わります。',
    },
    notFound: {
      title: 'ページが見つかりません – TCGポケット ティアリスト',
      heading: 'ページが見つかりません',
      description: 'ページが見つかりません：このアドレスにはページがありません。',
    },
  },
  notFound: {
    text: 'このアドレスにはページがありません。移動したか、リンクが間違っている可能性があります。',
    links: '主なページ',
  },
  loading: '読み込み中...',
  view: { updating: 'あなたのコレクションに合わせて更新中…' },
  retry: '再試行',
};

/** The texts remotes.manifest.json gives its pages, in this language (`meta.<page id>`). */
export const pages = __SITE_PAGE_TEXTS__.ja;

export default ja;
