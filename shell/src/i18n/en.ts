const en = {
  skipToContent: 'Skip to content',
  nav: {
    label: 'Main',
    home: 'Home',
    tierList: 'Tier List',
    deckFinder: 'Best Deck Finder',
    bestCards: 'Best Cards',
    statistics: 'Statistics',
    collection: 'My Collection',
    brandShort: 'TCGP Tiers',
    menu: 'Menu',
    closeMenu: 'Close menu',
    pages: 'Pages',
  },
  auth: {
    premium: 'Premium',
    signIn: 'Sign in with Google',
    signInShort: 'Sign in',
    signOut: 'Sign out',
    signedInAs: 'Signed in as {{name}}',
    signInFailed: 'Sign-in failed. Please try again.',
    signOutFailed: 'Sign-out failed. Please try again.',
    signInOffline: "You're offline — sign-in needs a connection. Try again once you're back online.",
    dismiss: 'Dismiss',
  },
  social: {
    sourceCode: 'Source code',
    social: 'Follow us',
    sourceCodeLabel: 'Source code repository (opens in a new tab)',
    socialLabel: 'Our social media account (opens in a new tab)',
  },
  theme: { toDark: 'Switch to dark theme', toLight: 'Switch to light theme', dark: 'Dark', light: 'Light' },
  footer: {
    title: 'TCG Pocket Tier List',
    tagline: 'Competitive decks ranked from tournament results.',
    language: 'Language',
    disclaimer: 'A fan project. Not affiliated with The Pokémon Company, Nintendo, Creatures or DeNA.',
    parts: 'Site parts',
  },
  landing: {
    title: 'Pokémon TCG Pocket Tier List',
    subtitle: 'The strongest competitive decks, ranked from tournament results and updated every week.',
    cta: 'View Tier List',
    featuresTitle: 'Everything you need to pick your next deck',
    features: {
      tiers: { title: 'Tier list from real tournaments', text: 'Decks ranked S to E by score, popularity, strength or win rate.' },
      finder: { title: 'Best deck finder', text: 'Find the strongest deck you can build with the cards you own.' },
      missing: { title: 'Exclude missing cards', text: 'Mark the cards you do not have and every ranking adapts.' },
      matchups: { title: 'Matchups', text: 'See which decks each deck beats and which ones it struggles against.' },
      cards: { title: 'Best cards and expansions', text: 'The most played cards and the most valuable expansions, by tier.' },
      languages: { title: 'Nine languages, dark theme', text: 'Read the site in your language, by day or by night.' },
    },
    promoTitle: 'Which deck can you build right now?',
    promoText1: 'Click the cards you do not have. The finder recomputes the best deck you can still build.',
    promoText2: 'It shows how strong that deck is compared with the best deck in the game.',
    promoCta: 'Try Best Deck Finder',
  },
  startup: {
    planCheckFailed: 'Your Premium plan could not be checked, so you have the free features for now.',
    failed: 'The site could not start. Please reload the page.',
    configFailed: 'The site is not configured correctly, so it cannot start. Please try again later.',
    registryFailed: 'The list of site parts could not be loaded, so pages that need them cannot open right now.',
    overrideRefused: 'The version “{{override}}” asked for in the address is not available, so the usual one is shown.',
    rejected_one: '{{count}} site part was ignored because its address is not allowed.',
    rejected_other: '{{count}} site parts were ignored because their addresses are not allowed.',
  },
  offline: {
    showingDataFrom: 'Offline — showing data from {{date}}',
    showingSavedData: 'Offline — showing the data saved on this device',
    updateReady: 'A new version of the site is ready.',
    reloadToUpdate: 'Reload to update',
  },
  sharedView: {
    title_one: 'You are looking at a shared list: {{count}} missing card. Nothing is saved unless you keep it.',
    title_other: 'You are looking at a shared list: {{count}} missing cards. Nothing is saved unless you keep it.',
    replaces: 'Keeping it replaces your own list ({{own}} entries); Undo brings yours back.',
    keep: 'Keep this list',
    back: 'Back to my list',
    kept: 'This list is now yours.',
    undo: 'Undo',
    dismiss: 'Got it',
  },
  collection: {
    putAside:
      'The missing cards kept in this browser could not be read. They were put aside, not deleted: you can download or restore them on the collection page.',
    open: 'Open the collection',
    dismiss: 'Got it',
  },
  remoteError: {
    title: 'This part of the site could not be loaded',
    unreachable: 'Its server did not answer. Check your connection, then try again.',
    timeout: 'It took more than 2 minutes to load.',
    chunk: 'A file of this part failed to load.',
    contract: 'This part was built for another version of the site (contract {{remoteVersion}}, the site uses {{hostVersion}}), so it was not loaded.',
    render: 'Something went wrong while showing this part.',
    notRegistered: 'This part is not available right now.',
    origin: 'Its files are on an address the site does not allow, so it was not loaded.',
    rest: 'The rest of the site still works.',
  },
  meta: {
    home: {
      title: 'Pokémon TCG Pocket Tier List',
      heading: 'Pokémon TCG Pocket Tier List',
      description: 'The strongest competitive decks, ranked from tournament results and updated every week.',
    },
    tierList: {
      title: 'Tier List – TCG Pocket Tier List',
      heading: 'Tier List',
      description: 'Competitive decks ranked from S to E by their tournament results.',
    },
    deckFinder: {
      title: 'Best Deck Finder – TCG Pocket Tier List',
      heading: 'Best Deck Finder',
      description: 'Click the cards you do not have. The finder then shows the best deck you can still build.',
    },
    deckDetail: {
      title: 'Deck details – TCG Pocket Tier List',
      heading: 'Deck details',
      description: 'Key stats, the best list, alternatives and matchups of a competitive deck.',
    },
    cardsList: {
      title: 'Best Cards – TCG Pocket Tier List',
      heading: 'Best Cards',
      description: 'The most played cards of the current tournament meta, by tier.',
    },
    expansionList: {
      title: 'Expansions by Tier – TCG Pocket Tier List',
      heading: 'Expansions by Tier',
      description: 'Expansions ranked by the summed score of their cards.',
    },
    statistics: {
      title: 'Meta Statistics – TCG Pocket Tier List',
      heading: 'Meta Statistics',
      description: 'Meta-share trends, a matchup matrix and how sure each number is.',
    },
    collection: {
      title: 'My Collection – TCG Pocket Tier List',
      heading: 'My Collection',
      description: 'Mark the cards you own and the ones you miss; every ranking adapts.',
    },
    notFound: {
      title: 'Page not found – TCG Pocket Tier List',
      heading: 'Page not found',
      description: 'Page not found: there is no page at this address.',
    },
  },
  notFound: {
    text: 'There is no page at this address. It may have moved, or the link may be mistyped.',
    links: 'The main pages',
  },
  loading: 'Loading...',
  view: { updating: 'Updating for your collection…' },
  retry: 'Retry',
};

/** The shape every language of the `shell` namespace has. */
export type ShellTexts = typeof en;

/** The texts remotes.manifest.json gives its pages, in this language (`meta.<page id>`). */
export const pages = __SITE_PAGE_TEXTS__.en;

export default en;
