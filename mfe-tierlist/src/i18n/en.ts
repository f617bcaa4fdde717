/*
 * Texts of the tierlist remote (namespace `tierlist`) in all nine languages. Energy names, "Loading...",
 * "Retry", data errors and card texts come from the shared `common` namespace.
 * Every language is typed as `typeof en`, so a missing or extra key fails the type check as well as
 * the completeness test.
 */
const en = {
  title: 'Tier List',
  intro: 'Competitive decks ranked from S to E by their tournament results.',
  introPersonal: 'The decks you can build without the cards you left out, ranked from S to E by their tournament results.',
  lastUpdated: 'Last updated: {{date}}',
  freshness: {
    green: 'Up to date: updated within the last 2 days',
    recent: 'Updated within the last 7 days',
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
      "Score rates a deck's best list by its tournament games, as a percent: it is the lower end of the 95% confidence interval (Wilson) of the list's win rate. A list needs a high win rate over many games to score high, so a lucky run of a few games does not put a deck on top. Decks are ranked by score unless you choose another sort.",
    popularity:
      'Popularity is the share of tournament players who played the deck in the period of the data, on a scale from 0 to 10: the most played deck in the list has 10.0.',
    strength:
      "Strength is the win rate of the deck's strongest list (wins plus half the ties, divided by its games), on a scale from 0 to 10: the strongest deck in the list has 10.0.",
    winRate:
      'Win rate is the share of its tournament games a deck won against other decks in the period of the data, as a percent: a tie counts as half a win, games against the same deck are left out. Its tooltip shows the number of games and the 95% interval; below 20 games it is marked as uncertain.',
    rankChange: 'Arrows',
    rankChangeButton: 'What do the arrows mean?',
    rankChangeText:
      "The arrows show how many places a deck moved since last week in the current sort order, ranked from last week's results the same way. New means it was not in last week's list.",
  },
  upsell: {
    text: 'Free plan: the top {{amount}} decks by score. Premium shows up to 100 decks, with energy and EX filters and sorting by popularity, strength or win rate.',
    button: 'Get Premium',
    overdueText:
      'Your last payment did not go through, so Premium is paused and you have the free plan. Update your payment details or cancel the plan under Manage subscription.',
    manage: 'Manage subscription',
  },
  shown_one: '{{count}} deck, sorted by {{metric}}',
  shown_other: '{{count}} decks, sorted by {{metric}}',
  missingHint: 'Mark the cards you do not own in the Best Deck Finder or on the Best Cards page: the tier list then shows only decks you can build.',
  notEnoughHint: 'Remove a few of your missing cards above, or try another deck: this starts again with all cards.',
  noDecks: {
    title: 'No decks to show',
    text: 'There are no decks in the data yet.',
    filtersHint: 'No deck matches the current filters: choose another energy type or include EX cards.',
  },
  findByCard: {
    label: 'Decks with cards',
    hint: 'Type a card name and pick up to {{max}} cards: only the decks that play all of them stay.',
    placeholder: 'e.g. Charizard ex',
    options: 'Cards the decks play',
    noMatch: 'No card of these decks matches “{{text}}”.',
    full: 'You have picked {{max}} cards, the most at once: remove one to pick another.',
    picked: 'Picked cards',
    remove: 'Remove {{card}}',
    clear: 'Remove all cards',
    count_one: '{{shown}} of {{total}} decks plays {{cards}}',
    count_other: '{{shown}} of {{total}} decks play {{cards}}',
    unknown_one: 'The address named a card we do not know ({{ids}}): it was left out.',
    unknown_other: 'The address named cards we do not know ({{ids}}): they were left out.',
    overLimit_one: 'At most {{max}} cards can be picked at once: {{cards}} was left out.',
    overLimit_other: 'At most {{max}} cards can be picked at once: {{cards}} were left out.',
    empty: {
      title: 'No deck plays {{cards}}',
      text: 'None of the decks in this tier list plays all the cards you picked in one list. Remove a card, or show all decks again.',
      showAll: 'Show all decks',
    },
  },
  tier: { empty: 'No decks in this tier' },
  yourDecks: { title: 'Your decks', tier: 'Tier {{tier}}', notShown: 'Not in this tier list' },
  lastVisit: {
    title: 'Since your last visit',
    moved: 'Decks you follow',
    entered: 'New in S and A',
    left: 'Out of S and A',
    added: 'New decks',
    move: '{{from}} → {{to}}',
    notListed: 'not listed',
    dismiss: 'Dismiss',
    mark: 'Was {{tier}} last visit',
    markNew: 'New since your last visit',
  },
  sampleSize: {
    games_one: '{{games}} game',
    games_other: '{{games}} games',
    tier: 'tier {{tier}}',
    minLabel: 'Minimum games',
    any: 'Any',
    atLeast: '{{games}} or more',
    count_one: '{{shown}} of {{total}} decks has {{min}} games or more',
    count_other: '{{shown}} of {{total}} decks have {{min}} games or more',
  },
  rankChange: {
    up_one: 'Up {{count}} place since last week (was {{lastRank}})',
    up_other: 'Up {{count}} places since last week (was {{lastRank}})',
    down_one: 'Down {{count}} place since last week (was {{lastRank}})',
    down_other: 'Down {{count}} places since last week (was {{lastRank}})',
    same: 'Same rank as last week',
    new: 'New',
    newLabel: "New: not in last week's list",
  },
  statistics: {
    // The same texts as the shell's heading and description of the route, so nothing moves when the page arrives.
    title: 'Meta Statistics',
    intro: 'Meta-share trends, a matchup matrix and how sure each number is.',
    trend: {
      title: 'Meta share, week by week',
      chartLabel: 'Share of players of the {{count}} most played decks over the last {{weeks}} weeks',
      keyboardHint: 'Use the arrow keys to move between the points: left and right for the weeks, up and down for the decks.',
      point: '{{deck}}, week of {{week}}: {{share}}',
      soFar: '{{text}}, so far',
      legend: 'Decks in the chart',
      showTable: 'Show as table',
      tableCaption: 'Share of players per week',
      week: 'Week of',
      days_one: '({{count}} day)',
      days_other: '({{count}} days)',
      partial_one: 'The last week has only {{count}} day so far.',
      partial_other: 'The last week has only {{count}} days so far.',
      empty: 'No tournaments in these weeks.',
      notAvailable: 'The meta-share trend is not available for this data.',
    },
    window: {
      legend: 'Period',
      option_one: '{{count}} day',
      option_other: '{{count}} days',
      title_one: 'Last {{count}} day',
      title_other: 'Last {{count}} days',
      summary: '{{from}} to {{to}}: {{players}} players, {{games}} games',
      caption_one: 'The most played decks of the last {{count}} day',
      caption_other: 'The most played decks of the last {{count}} days',
      deck: 'Deck',
      share: 'Share',
      notAvailable: 'Statistics for this period are not available for this data.',
    },
    matrix: {
      title: 'Matchup matrix',
      size: 'Decks in the matrix',
      premium: 'Premium shows how the top decks do against each other: the matchup win rates of up to {{max}} decks.',
      checking: 'Checking your plan...',
      key: 'Colours',
      keyGood: 'the row deck wins more often',
      keyBad: 'the row deck loses more often',
      keyFew: 'not enough games ({{min}} or fewer)',
      caption: 'Win rate of the deck in the row against the deck in the column, and their games',
      corner: 'Deck',
      versus: '{{row}} against {{column}}',
      few: 'not enough games ({{min}} or fewer)',
      noGames: 'no games',
      empty: 'No decks in this period.',
    },
  },
};

/** The shape every language of the `tierlist` namespace has. */
export type TierlistTexts = typeof en;

export default en;
