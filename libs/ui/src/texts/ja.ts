import type { UiTexts } from './en';

const ja: UiTexts = {
  energy: { all: 'すべて', Grass: '草', Fire: '炎', Water: '水', Lightning: '雷', Psychic: '超', Fighting: '闘', Darkness: '悪', Metal: '鋼', Dragon: 'ドラゴン', Colorless: '無色', Trainer: 'トレーナーズ' },
  card: { unknown: '不明なカード（{{id}}）', count: '×{{count}}', ex: 'ex' },
  loading: '読み込み中...',
  retry: '再試行',
  close: '閉じる',
  dataError: {
    title: 'データを読み込めませんでした',
    network: 'データサーバーから応答がありません。接続を確認してから、もう一度お試しください。',
    invalid: 'データファイル {{file}} が壊れているか、不完全です。',
  },
  missingCards: {
    title: '持っていないカード（{{count}}）',
    empty: '持っていないカードはまだ登録されていません。',
    remove: '削除',
    removeLabel_one: '{{name}}を持っていないカードから削除',
    removeLabel_other: '{{name}}（{{count}}枚すべて）を持っていないカードから削除',
    clear: 'すべて削除',
    removed: '{{name}}を持っていないカードから削除しました。',
    cleared: '持っていないカードをすべて削除しました。',
    note: '持っていないカードはサイト内を移動している間は保持され、ページを再読み込みすると消去されます。',
    toTierList: '持っていないカードを除いたティアリスト',
    toDeck: '持っていないカードを除いた最強デッキ',
  },
  notEnough: {
    title: 'カードが足りません',
    text: '持っていないと登録したカードなしでは、組めるデッキがありません。',
    link: '別のデッキを試す',
  },
  winRate: {
    uncertain: '不確か',
    games_one: '{{games}}試合',
    games_other: '{{games}}試合',
    gamesAbout_one: '約{{games}}試合',
    gamesAbout_other: '約{{games}}試合',
    gamesUnknown: '試合数は不明',
    interval: '95%区間 {{lower}}〜{{upper}}',
    few: '{{min}}試合未満のため不確か',
  },
  tier: { label: '{{tier}}ティア' },
  skippedLists_one: '不明なカードを含むため、{{count}}件のデッキリストを除外しました。',
  skippedLists_other: '不明なカードを含むため、{{count}}件のデッキリストを除外しました。',
};

export default ja;
