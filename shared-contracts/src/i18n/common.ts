import type { NamespaceTexts } from './languages';

/** Texts shared by every part: loading, error panels, retry, data errors. */
const en = {
  energy: { all: 'All', Grass: 'Grass', Fire: 'Fire', Water: 'Water', Lightning: 'Lightning', Psychic: 'Psychic', Fighting: 'Fighting', Darkness: 'Darkness', Metal: 'Metal', Dragon: 'Dragon', Colorless: 'Colorless', Trainer: 'Trainer' },
  card: { unknown: 'Unknown card ({{id}})', count: '×{{count}}', ex: 'ex' },
  loading: 'Loading...',
  retry: 'Retry',
  close: 'Close',
  remoteError: {
    title: 'This part of the site could not be loaded',
    unreachable: 'Its server did not answer. Check your connection, then try again.',
    timeout: 'It took more than 2 minutes to load.',
    chunk: 'A file of this part failed to load.',
    contract:
      'This part was built for another version of the site (contract {{remoteVersion}}, the site uses {{hostVersion}}), so it was not loaded.',
    render: 'Something went wrong while showing this part.',
    notRegistered: 'This part is not available right now.',
    rest: 'The rest of the site still works.',
  },
  dataError: {
    title: 'The data could not be loaded',
    network: 'The data server did not answer. Check your connection, then try again.',
    invalid: 'The data file {{file}} is damaged or incomplete.',
  },
  skippedLists_one: '{{count}} deck list was left out because it uses a card we do not know.',
  skippedLists_other: '{{count}} deck lists were left out because they use cards we do not know.',
};

const de: typeof en = {
  energy: { all: 'Alle', Grass: 'Pflanze', Fire: 'Feuer', Water: 'Wasser', Lightning: 'Elektro', Psychic: 'Psycho', Fighting: 'Kampf', Darkness: 'Finsternis', Metal: 'Metall', Dragon: 'Drache', Colorless: 'Farblos', Trainer: 'Trainer' },
  card: { unknown: 'Unbekannte Karte ({{id}})', count: '×{{count}}', ex: 'ex' },
  loading: 'Wird geladen...',
  retry: 'Erneut versuchen',
  close: 'Schließen',
  remoteError: {
    title: 'Dieser Teil der Seite konnte nicht geladen werden',
    unreachable: 'Sein Server hat nicht geantwortet. Prüfe deine Verbindung und versuche es erneut.',
    timeout: 'Das Laden hat länger als 2 Minuten gedauert.',
    chunk: 'Eine Datei dieses Teils konnte nicht geladen werden.',
    contract:
      'Dieser Teil wurde für eine andere Version der Seite gebaut (Vertrag {{remoteVersion}}, die Seite nutzt {{hostVersion}}) und wurde daher nicht geladen.',
    render: 'Beim Anzeigen dieses Teils ist etwas schiefgelaufen.',
    notRegistered: 'Dieser Teil ist gerade nicht verfügbar.',
    rest: 'Der Rest der Seite funktioniert weiterhin.',
  },
  dataError: {
    title: 'Die Daten konnten nicht geladen werden',
    network: 'Der Datenserver hat nicht geantwortet. Prüfe deine Verbindung und versuche es erneut.',
    invalid: 'Die Datendatei {{file}} ist beschädigt oder unvollständig.',
  },
  skippedLists_one: '{{count}} Deckliste wurde ausgelassen, weil sie eine unbekannte Karte enthält.',
  skippedLists_other: '{{count}} Decklisten wurden ausgelassen, weil sie unbekannte Karten enthalten.',
};

const deAT: typeof en = {
  ...de,
  remoteError: {
    ...de.remoteError,
    unreachable: 'Sein Server hat nicht geantwortet. Überprüf deine Verbindung und versuch es noch einmal.',
  },
  dataError: {
    ...de.dataError,
    network: 'Der Datenserver hat nicht geantwortet. Überprüf deine Verbindung und versuch es noch einmal.',
  },
};

const es: typeof en = {
  energy: { all: 'Todos', Grass: 'Planta', Fire: 'Fuego', Water: 'Agua', Lightning: 'Rayo', Psychic: 'Psíquico', Fighting: 'Lucha', Darkness: 'Oscuridad', Metal: 'Metálico', Dragon: 'Dragón', Colorless: 'Incoloro', Trainer: 'Entrenador' },
  card: { unknown: 'Carta desconocida ({{id}})', count: '×{{count}}', ex: 'ex' },
  loading: 'Cargando...',
  retry: 'Reintentar',
  close: 'Cerrar',
  remoteError: {
    title: 'No se pudo cargar esta parte del sitio',
    unreachable: 'Su servidor no respondió. Comprueba tu conexión y vuelve a intentarlo.',
    timeout: 'La carga tardó más de 2 minutos.',
    chunk: 'No se pudo cargar un archivo de esta parte.',
    contract:
      'Esta parte se creó para otra versión del sitio (contrato {{remoteVersion}}, el sitio usa {{hostVersion}}), así que no se cargó.',
    render: 'Algo salió mal al mostrar esta parte.',
    notRegistered: 'Esta parte no está disponible en este momento.',
    rest: 'El resto del sitio sigue funcionando.',
  },
  dataError: {
    title: 'No se pudieron cargar los datos',
    network: 'El servidor de datos no respondió. Comprueba tu conexión y vuelve a intentarlo.',
    invalid: 'El archivo de datos {{file}} está dañado o incompleto.',
  },
  skippedLists_one: 'Se omitió {{count}} lista porque usa una carta desconocida.',
  skippedLists_other: 'Se omitieron {{count}} listas porque usan cartas desconocidas.',
};

const fr: typeof en = {
  energy: { all: 'Tous', Grass: 'Plante', Fire: 'Feu', Water: 'Eau', Lightning: 'Électrique', Psychic: 'Psy', Fighting: 'Combat', Darkness: 'Obscurité', Metal: 'Métal', Dragon: 'Dragon', Colorless: 'Incolore', Trainer: 'Dresseur' },
  card: { unknown: 'Carte inconnue ({{id}})', count: '×{{count}}', ex: 'ex' },
  loading: 'Chargement...',
  retry: 'Réessayer',
  close: 'Fermer',
  remoteError: {
    title: 'Cette partie du site n’a pas pu être chargée',
    unreachable: 'Son serveur n’a pas répondu. Vérifiez votre connexion, puis réessayez.',
    timeout: 'Le chargement a pris plus de 2 minutes.',
    chunk: 'Un fichier de cette partie n’a pas pu être chargé.',
    contract:
      'Cette partie a été conçue pour une autre version du site (contrat {{remoteVersion}}, le site utilise {{hostVersion}}) ; elle n’a donc pas été chargée.',
    render: 'Un problème est survenu lors de l’affichage de cette partie.',
    notRegistered: 'Cette partie n’est pas disponible pour le moment.',
    rest: 'Le reste du site fonctionne toujours.',
  },
  dataError: {
    title: 'Les données n’ont pas pu être chargées',
    network: 'Le serveur de données n’a pas répondu. Vérifiez votre connexion, puis réessayez.',
    invalid: 'Le fichier de données {{file}} est endommagé ou incomplet.',
  },
  skippedLists_one: '{{count}} liste a été ignorée car elle contient une carte inconnue.',
  skippedLists_other: '{{count}} listes ont été ignorées car elles contiennent des cartes inconnues.',
};

const ja: typeof en = {
  energy: { all: 'すべて', Grass: '草', Fire: '炎', Water: '水', Lightning: '雷', Psychic: '超', Fighting: '闘', Darkness: '悪', Metal: '鋼', Dragon: 'ドラゴン', Colorless: '無色', Trainer: 'トレーナーズ' },
  card: { unknown: '不明なカード（{{id}}）', count: '×{{count}}', ex: 'ex' },
  loading: '読み込み中...',
  retry: '再試行',
  close: '閉じる',
  remoteError: {
    title: 'このページの一部を読み込めませんでした',
    unreachable: 'サーバーから応答がありません。接続を確認してから、もう一度お試しください。',
    timeout: '読み込みに2分以上かかりました。',
    chunk: 'この部分のファイルを読み込めませんでした。',
    contract:
      'この部分はサイトの別のバージョン向けに作られているため（契約 {{remoteVersion}}、サイトは {{hostVersion}}）、読み込みませんでした。',
    render: 'この部分の表示中に問題が発生しました。',
    notRegistered: 'この部分は現在ご利用いただけません。',
    rest: 'サイトのほかの部分は引き続きご利用いただけます。',
  },
  dataError: {
    title: 'データを読み込めませんでした',
    network: 'データサーバーから応答がありません。接続を確認してから、もう一度お試しください。',
    invalid: 'データファイル {{file}} が壊れているか、不完全です。',
  },
  skippedLists_one: '不明なカードを含むため、{{count}}件のデッキリストを除外しました。',
  skippedLists_other: '不明なカードを含むため、{{count}}件のデッキリストを除外しました。',
};

const ko: typeof en = {
  energy: { all: '전체', Grass: '풀', Fire: '불꽃', Water: '물', Lightning: '번개', Psychic: '초', Fighting: '격투', Darkness: '악', Metal: '강철', Dragon: '드래곤', Colorless: '무색', Trainer: '트레이너스' },
  card: { unknown: '알 수 없는 카드({{id}})', count: '×{{count}}', ex: 'ex' },
  loading: '불러오는 중...',
  retry: '다시 시도',
  close: '닫기',
  remoteError: {
    title: '사이트의 이 부분을 불러오지 못했습니다',
    unreachable: '서버가 응답하지 않았습니다. 연결을 확인한 뒤 다시 시도하세요.',
    timeout: '불러오는 데 2분 넘게 걸렸습니다.',
    chunk: '이 부분의 파일을 불러오지 못했습니다.',
    contract:
      '이 부분은 다른 버전의 사이트용으로 만들어져(계약 {{remoteVersion}}, 사이트는 {{hostVersion}} 사용) 불러오지 않았습니다.',
    render: '이 부분을 표시하는 중에 문제가 발생했습니다.',
    notRegistered: '이 부분은 지금 이용할 수 없습니다.',
    rest: '사이트의 나머지 부분은 계속 작동합니다.',
  },
  dataError: {
    title: '데이터를 불러오지 못했습니다',
    network: '데이터 서버가 응답하지 않았습니다. 연결을 확인한 뒤 다시 시도하세요.',
    invalid: '데이터 파일 {{file}}이(가) 손상되었거나 불완전합니다.',
  },
  skippedLists_one: '알 수 없는 카드가 있어 덱 리스트 {{count}}개를 제외했습니다.',
  skippedLists_other: '알 수 없는 카드가 있어 덱 리스트 {{count}}개를 제외했습니다.',
};

const zhHans: typeof en = {
  energy: { all: '全部', Grass: '草', Fire: '火', Water: '水', Lightning: '雷', Psychic: '超', Fighting: '斗', Darkness: '恶', Metal: '钢', Dragon: '龙', Colorless: '无色', Trainer: '训练家' },
  card: { unknown: '未知卡牌（{{id}}）', count: '×{{count}}', ex: 'ex' },
  loading: '加载中...',
  retry: '重试',
  close: '关闭',
  remoteError: {
    title: '无法加载网站的这一部分',
    unreachable: '服务器没有响应。请检查网络连接后重试。',
    timeout: '加载时间超过 2 分钟。',
    chunk: '这一部分的某个文件加载失败。',
    contract: '这一部分是为网站的其他版本构建的（契约 {{remoteVersion}}，网站使用 {{hostVersion}}），因此未加载。',
    render: '显示这一部分时出错了。',
    notRegistered: '这一部分暂时不可用。',
    rest: '网站的其他部分仍可正常使用。',
  },
  dataError: {
    title: '无法加载数据',
    network: '数据服务器没有响应。请检查网络连接后重试。',
    invalid: '数据文件 {{file}} 已损坏或不完整。',
  },
  skippedLists_one: '有 {{count}} 个卡组列表因包含未知卡牌而被省略。',
  skippedLists_other: '有 {{count}} 个卡组列表因包含未知卡牌而被省略。',
};

const zhHant: typeof en = {
  energy: { all: '全部', Grass: '草', Fire: '火', Water: '水', Lightning: '雷', Psychic: '超', Fighting: '鬥', Darkness: '惡', Metal: '鋼', Dragon: '龍', Colorless: '無色', Trainer: '訓練家' },
  card: { unknown: '未知卡牌（{{id}}）', count: '×{{count}}', ex: 'ex' },
  loading: '載入中...',
  retry: '重試',
  close: '關閉',
  remoteError: {
    title: '無法載入網站的這個部分',
    unreachable: '伺服器沒有回應。請檢查網路連線後再試一次。',
    timeout: '載入時間超過 2 分鐘。',
    chunk: '這個部分的某個檔案載入失敗。',
    contract: '這個部分是為網站的其他版本建置的（契約 {{remoteVersion}}，網站使用 {{hostVersion}}），因此未載入。',
    render: '顯示這個部分時發生錯誤。',
    notRegistered: '這個部分暫時無法使用。',
    rest: '網站的其他部分仍可正常使用。',
  },
  dataError: {
    title: '無法載入資料',
    network: '資料伺服器沒有回應。請檢查網路連線後再試一次。',
    invalid: '資料檔案 {{file}} 已損毀或不完整。',
  },
  skippedLists_one: '有 {{count}} 個牌組清單因包含未知卡牌而被略過。',
  skippedLists_other: '有 {{count}} 個牌組清單因包含未知卡牌而被略過。',
};

export const commonTexts: NamespaceTexts = {
  en,
  de,
  'de-AT': deAT,
  es,
  fr,
  ja,
  ko,
  'zh-Hans': zhHans,
  'zh-Hant': zhHant,
};
