/** Texts of the cards remote (namespace `cards`) in all nine languages. */
const en = {
  cardsTitle: 'Best Cards',
  cardsIntro: 'The most played cards of the current tournament meta, by tier.',
  cardsHow: 'Tiers follow the card score (the square root of the raw score); inside a tier the most played cards come first.',
  cardsHint: 'Click a card you do not own to mark it as missing. The tier list and the best deck finder then leave it out.',
  expansionsTitle: 'Expansions by Tier',
  expansionsIntro: 'Expansions ranked by the summed score of their cards.',
  linkExpansions: 'Expansions by tier',
  linkCards: 'Best cards by tier',
  emptyTierCards: 'No cards',
  emptyTierExpansions: 'No expansions',
  filter: {
    expansion: 'Expansion',
    all: 'All',
    option: '{{name}} ({{code}})',
  },
  card: {
    mark: 'Mark {{name}} as missing',
    score: 'Score {{value}}',
    popularity: 'Popularity {{value}}',
  },
  noCards: 'No ranked cards for this selection.',
  skippedScores_one: '{{count}} card score entry was left out because its card is not in the card catalogue.',
  skippedScores_other: '{{count}} card score entries were left out because their cards are not in the card catalogue.',
  marked: '{{name}} marked as missing.',
  expansion: {
    released: 'Released {{date}}',
    releaseUnknown: 'Release date unknown',
    totalScore: 'Card score {{value}}',
    promoNote: 'Promo sets are not ranked.',
    none: 'No expansions to rank.',
    unrankedTitle: "Not ranked yet",
    unrankedText: "These expansions have no card in the current tournament results yet (new sets, or sets with reprints only).",
  },
};

/** The shape every language of the `cards` namespace has. */
export type CardsTexts = typeof en;

export default en;
