/*
 * Texts of the tierlist remote (namespace `tierlist`) in all nine languages. Energy names, "Loading...",
 * "Retry", data errors and card texts come from the shared `common` namespace.
 * Every language is typed as `typeof en`, so a missing or extra key fails the type check as well as
 * the completeness test.
 */
const en = {
  title: 'Tier List',
  intro: 'Competitive decks ranked from S to E by their tournament results.',
  lastUpdated: 'Last updated: {{date}}',
  freshness: {
    green: 'Up to date: updated within the last 2 days',
    orange: 'Updated within the last 7 days',
    red: 'Updated more than 7 days ago',
  },
  filters: {
    label: 'Filters',
    energy: 'Energy type',
    includeEx: 'Include EX cards',
    deckAmount: 'Number of Decks',
    sortBy: 'Sort By',
  },
  sort: { score: 'Score', popularity: 'Popularity', strength: 'Strength', winRate: 'Win rate' },
  help: {
    title: 'What the numbers mean:',
    button: 'What is {{metric}}?',
    score:
      'Score rates the best list of a deck from its tournament results, as a percent: the higher, the better the deck does. Unless you choose another sort, decks are ranked by score.',
    popularity:
      'Popularity shows how often a deck is played in tournaments, on a scale from 0 to 10: the most played deck in the list has 10.0.',
    strength:
      'Strength shows how strong the best list of a deck is, on a scale from 0 to 10: the strongest deck in the list has 10.0.',
    winRate: 'Win rate is the share of its tournament games a deck won against all its opponents, as a percent.',
  },
  upsell: {
    text: 'Free plan: the top {{amount}} decks by score. Premium shows up to 100 decks, with energy and EX filters and sorting by popularity, strength or win rate.',
    button: 'Get Premium',
  },
  shown_one: '{{count}} deck, sorted by {{metric}}',
  shown_other: '{{count}} decks, sorted by {{metric}}',
  missingSummary_one: 'The decks below avoid the {{count}} card you marked as missing.',
  missingSummary_other: 'The decks below avoid the {{count}} cards you marked as missing.',
  missingHint:
    'Mark the cards you do not own in the Best Deck Finder or on the Best Cards page: the tier list then shows only decks you can build.',
  notEnoughHint:
    'Remove a few of your missing cards above, or try another deck: this starts again with all cards.',
  noDecks: {
    title: 'No decks to show',
    text: 'There are no decks in the data yet.',
    filtersHint: 'No deck matches the current filters: choose another energy type or include EX cards.',
  },
  tier: { empty: 'No decks in this tier' },
};

/** The shape every language of the `tierlist` namespace has. */
export type TierlistTexts = typeof en;

export default en;
