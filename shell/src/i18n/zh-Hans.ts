import type { ShellTexts } from './en';

const zhHans: ShellTexts = {
  skipToContent: '跳到正文',
  nav: { label: '主导航', home: '首页', tierList: '强度榜', deckFinder: '最佳卡组查找', bestCards: '最佳卡牌', statistics: '统计', collection: '我的收藏' },
  auth: {
    premium: '高级版',
    signIn: '使用 Google 登录',
    signOut: '退出登录',
    signedInAs: '已登录：{{name}}',
    signInFailed: '登录失败，请重试。',
    signOutFailed: '退出登录失败，请重试。',
    dismiss: '关闭',
  },
  social: {
    sourceCode: '源代码',
    social: '关注我们',
    sourceCodeLabel: '源代码仓库（在新标签页中打开）',
    socialLabel: '我们的社交媒体账号（在新标签页中打开）',
  },
  theme: { toDark: '切换到深色主题', toLight: '切换到浅色主题', dark: '深色', light: '浅色' },
  footer: {
    title: 'TCG Pocket 强度榜',
    tagline: '根据比赛结果排名的竞技卡组。',
    language: '语言',
    disclaimer: '粉丝项目。与 The Pokémon Company、任天堂、Creatures 或 DeNA 无关。',
    parts: '网站组成部分',
  },
  landing: {
    title: '宝可梦集换式卡牌游戏 Pocket 强度榜',
    subtitle: '根据比赛结果排名的最强竞技卡组，每周更新。',
    cta: '查看强度榜',
    featuresTitle: '挑选下一套卡组所需的一切',
    features: {
      tiers: { title: '基于真实比赛的强度榜', text: '按得分、热度、强度或胜率将卡组分为 S 到 E 级。' },
      finder: { title: '最佳卡组查找', text: '找出用你拥有的卡牌能组成的最强卡组。' },
      missing: { title: '排除缺少的卡牌', text: '标记你没有的卡牌，所有排名都会随之调整。' },
      matchups: { title: '对局克制', text: '查看每套卡组克制哪些卡组、又怕哪些卡组。' },
      cards: { title: '最佳卡牌与扩展包', text: '按等级列出最常用的卡牌和最有价值的扩展包。' },
      languages: { title: '九种语言，深色主题', text: '用你的语言浏览网站，白天黑夜都舒适。' },
    },
    promoTitle: '你现在能组成哪套卡组？',
    promoText1: '点击你没有的卡牌，查找器会重新计算你仍能组成的最佳卡组。',
    promoText2: '它会显示这套卡组与游戏中最强卡组相比有多强。',
    promoCta: '试试最佳卡组查找',
  },
  startup: {
    planCheckFailed: '无法确认你的高级版套餐，目前你可以使用免费功能。',
    failed: '网站无法启动。请重新加载页面。',
    configFailed: '网站配置有误,无法启动。请稍后再试。',
    registryFailed: '无法加载网站组成部分列表，需要它们的页面暂时无法打开。',
    rejected_one: '有 {{count}} 个网站组成部分因地址不被允许而被忽略。',
    rejected_other: '有 {{count}} 个网站组成部分因地址不被允许而被忽略。',
  },
  collection: {
    putAside: '此浏览器中保存的缺少卡牌无法读取。它们已另行保存，并未删除：你可以在收藏页面下载或恢复。',
    open: '打开收藏',
    dismiss: '知道了',
  },
  remoteError: {
    title: '无法加载网站的这一部分',
    unreachable: '服务器没有响应。请检查网络连接后重试。',
    timeout: '加载时间超过 2 分钟。',
    chunk: '这一部分的某个文件加载失败。',
    contract: '这一部分是为网站的其他版本构建的（契约 {{remoteVersion}}，网站使用 {{hostVersion}}），因此未加载。',
    render: '显示这一部分时出错了。',
    notRegistered: '这一部分暂时不可用。',
    origin: '它的文件位于本站不允许的地址,因此未加载。',
    rest: '网站的其他部分仍可正常使用。',
  },
  meta: {
    home: {
      title: '宝可梦集换式卡牌游戏 Pocket 强度榜',
      heading: '宝可梦集换式卡牌游戏 Pocket 强度榜',
      description: '根据比赛结果排名的最强竞技卡组，每周更新。',
    },
    tierList: {
      title: '强度榜 – TCG Pocket 强度榜',
      heading: '强度榜',
      description: '根据比赛结果将竞技卡组分为 S 到 E 级。',
    },
    deckFinder: {
      title: '最佳卡组查找 – TCG Pocket 强度榜',
      heading: '最佳卡组查找',
      description: '点击你没有的卡牌，查找器就会显示你仍能组成的最佳卡组。',
    },
    deckDetail: {
      title: '卡组详情 – TCG Pocket 强度榜',
      heading: '卡组详情',
      description: '竞技卡组的关键数据、最佳列表、替代方案和对局。',
    },
    cardsList: {
      title: '最佳卡牌 – TCG Pocket 强度榜',
      heading: '最佳卡牌',
      description: '按等级列出当前比赛环境中最常用的卡牌。',
    },
    expansionList: {
      title: '扩展包强度榜 – TCG Pocket 强度榜',
      heading: '扩展包强度榜',
      description: '按所含卡牌得分总和为扩展包排名。',
    },
    statistics: {
      title: '环境统计 – TCG Pocket 强度榜',
      heading: '环境统计',
      description: '环境占比趋势、对局矩阵，以及每个数字的可信程度。',
    },
    collection: {
      title: '我的收藏 – TCG Pocket 强度榜',
      heading: '我的收藏',
      description: '标记你拥有和缺少的卡牌，所有排行都会随之调整。',
    },
  },
  loading: '加载中...',
  view: { updating: '正在根据你的收藏更新…' },
  retry: '重试',
};

export default zhHans;
