/** The comparison of two decks (`/compare/…`, "Compare with…"): a namespace of its own, loaded with them. */
const en = {
  title: 'Compare two decks',
  go: 'Compare',
  share: 'Share of games',
  games: 'Games',
  unranked: 'Not in the top {{count}}',
  headToHead: 'Head-to-head',
  headToHeadRate: '{{a}} against {{b}}:',
  noGames: 'No games between these decks.',
  cards: 'Cards',
  cardsIntro: 'The best list of each deck.',
  common: 'In both decks',
  only: 'Only in {{deck}}',
  noCards: 'None.',
  copies_one: '×{{count}}',
  copies_other: '×{{count}}',
  build: 'Can you build them?',
  canBuild: 'You can build this deck.',
  needs_one: 'You still need {{count}} copy:',
  needs_other: 'You still need {{count}} copies:',
  needsOf: 'Missing for {{deck}}',
  same: 'These are the same deck twice.',
  sameHint: 'Pick another deck to compare it with.',
  toDeck: 'Go to the deck page',
  cannot: 'These decks cannot be compared.',
  unavailable: '{{deck}} has no list that can be shown.',
  trend: 'Share of games, week by week',
  trendNone: 'Not available for this data.',
  trendRange: '{{from}} to {{to}}; the top of the chart is {{top}}.',
  trendTable: 'Show the numbers',
  week: 'Week of',
};

/** The shape every language of the `deck-compare` namespace has. */
export type DeckCompareTexts = typeof en;

export default en;
