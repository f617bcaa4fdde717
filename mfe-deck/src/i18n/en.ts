/** Texts of the deck remote (namespace `deck`) in all nine languages. */
const en = {
  finderTitle: 'Best Deck Finder',
  finderIntro: 'Click the cards you do not have. The finder then shows the best deck you can still build.',
  bestDeck: 'Your best deck',
  relativeStrength: 'Relative strength: {{percent}}',
  relativeStrengthHint: 'Compared with the best deck in the game, {{deck}}.',
  viewDeck: 'View deck details',
  cardsHeading: 'Cards of the best list',
  cardsHint: 'Click each card you do not have.',
  filtersApplied: 'Your tier list filters apply here too.',
  nowBest: 'Best deck now: {{deck}}',
  notEnoughHint: 'Remove a card from the list below or try another deck.',
  detailTitle: 'Deck details',
  notFound: 'There is no deck called “{{deckId}}”.',
  notFoundHint: 'It may have been renamed or dropped from the latest data.',
  toTierList: 'Go to the tier list',
  notEnoughDeckHint: 'Your missing cards leave no list of this deck that you can build. Try another deck.',
  signatureCards: 'Signature cards',
  keyStats: 'Key stats',
  strength: 'Strength',
  popularity: 'Popularity',
  winRate: 'Win rate',
  outOfTen: '{{value}} / 10',
  unknownValue: 'unknown',
  bestList: 'Best list',
  standing: {
    tier: 'Tier',
    score: 'Score',
    rank: 'Rank',
    rankOf: '{{rank}} of {{count}}',
    unranked: 'Not among the {{count}} decks of the tier list.',
    yours: 'With your missing cards: tier {{tier}}, rank {{rank}} of {{count}} in your tier list.',
    yoursNone: 'With your missing cards it is not in your tier list.',
  },
  statsOf: {
    strongest: 'Of its strongest list:',
    bestIsStrongest: 'Of its best list, also its strongest:',
    allLists: 'All its lists together',
    allGames: 'All its lists, all games',
  },
  lists: {
    bestIntro: 'Highest score (win rate weighed by games). Its win rate:',
    bestIsStrongest: 'Highest score and highest win rate of the deck’s lists:',
    strongest: 'Strongest list',
    strongestIntro: 'Highest win rate of the deck’s lists, from fewer games:',
  },
  build: {
    intro: 'Here is the deck as it is played, with every card: the copies you miss are struck through and marked.',
    missing: 'missing ×{{count}}',
    toGetIntro_one: 'You miss {{count}} copy of this list. Get it to build the deck:',
    toGetIntro_other: 'You miss {{count}} copies of this list. Get them to build the deck:',
    copies: '×{{count}} to get',
    fromPack: 'from {{pack}}',
    promo: 'a promo card (from no pack)',
  },
  alsoPlayedIn: {
    title: 'Also played in',
    intro: 'The other decks of the tier list that play each card of the best list. Open a card to see them.',
    decks_one: 'in {{count}} other deck',
    decks_other: 'in {{count}} other decks',
    none: 'in no other deck',
    listLabel: 'Other decks with {{card}}',
  },
  alternatives: 'Alternatives',
  alternativesIntro: 'Lists that swap one card of the best list for another.',
  alternative: 'Alternative {{number}}',
  swap: 'Take out {{out}}, put in {{in}}',
  noAlternatives: 'No list differs from the best list by just one card.',
  matchups: 'Matchups',
  strongAgainst: 'Strong Against',
  weakAgainst: 'Weak Against',
  noMatchups: 'No opponent with more than {{games}} games.',
  matchupGames_one: '{{games}} game',
  matchupGames_other: '{{games}} games',
  premiumTitle: 'Matchups are a Premium feature',
  premiumText: 'See which decks this deck beats and which it loses to, with win rates.',
  upsell: 'Get Premium',
  overdueText:
    'Your last payment did not go through, so Premium and its matchups are paused. Update your payment details or cancel the plan under Manage subscription.',
  manage: 'Manage subscription',
  checkingPlan: 'Checking your plan...',
  incomplete: {
    title: 'The data for this deck is incomplete',
    text: 'Every list of this deck uses a card the card catalogue does not know yet, so none can be shown. This is a gap in the data, not in your cards.',
  },
  englishName: 'English name:',
  openInFinder: 'Open in the finder',
  /** The status beside a tapped card of the finder: what the tap did, with Undo. */
  tapStatus: {
    marked: '{{card}} marked missing',
    restored: '{{card}} back in your collection',
    undo: 'Undo',
  },
  /** A deck page's own title and description (search results, link previews), and its preview image's labels. */
  head: {
    title: '{{deck}} — list, matchups and tier',
    description:
      '{{deck}}: tier {{tier}}, strength {{strength}}, popularity {{popularity}}, win rate {{winRate}}. Its best list, one-card alternatives and matchups in Pokémon TCG Pocket.',
    descriptionNoTier:
      '{{deck}}: strength {{strength}}, popularity {{popularity}}, win rate {{winRate}}. Its best list, one-card alternatives and matchups in Pokémon TCG Pocket.',
    games: 'Games',
  },
  focus: {
    eyebrow: 'Deck from a link',
    shown: 'Showing {{deck}}, the deck of the link you opened.',
    notBuildable: '{{deck}}, the deck of the link you opened, cannot be built without your missing cards: here is the best deck you can build.',
    showBest: 'Show my best deck',
  },
  next: {
    title: 'What to get next',
    empty: 'Mark the cards you do not have: this part then shows which card and which pack would help you most.',
    cardsTitle: 'Cards that help the most',
    noGain: 'Getting back any single card you miss would not make your best deck stronger.',
    gain: '+{{points}} points',
    unlocks: 'Unlocks, at {{strength}}:',
    strengthens: 'A better list of your best deck, at {{strength}}:',
    packsTitle: 'Packs to open',
    noPacks: 'No pack holds a card you miss.',
    pack: {
      name: '{{name}} ({{code}})',
      gain: '+{{points}} points per pack (expected)',
      chance_one: '{{chance}} chance per pack of the {{count}} card you miss from it',
      chance_other: '{{chance}} chance per pack of one of the {{count}} cards you miss from it',
    },
    help: {
      summary: 'How is this counted?',
      cards:
        "A card's gain: how many percentage points the relative strength of your best deck rises when you get one copy of it back, while every other missing card stays missing.",
      packs:
        "Packs: we assume a pack holds 5 cards. Cards 1 to 3 are always ◊; cards 4 and 5 get a rarity by the game's published offering rates (card 4: ◊◊ 90%, ◊◊◊ 5%; card 5: ◊◊ 60%, ◊◊◊ 20%; the rest star and crown rarities), and each card is drawn at random among the set's cards of that rarity. Only the cards in the site's data count (the cards of played decks), so real chances are lower; what matters is the order of the packs. A pack's expected gain adds up, for each card you miss from the set, its chance in the pack times its gain. Promo cards come from no pack.",
    },
  },
};

/** The shape every language of the `deck` namespace has. */
export type DeckTexts = typeof en;

export default en;
