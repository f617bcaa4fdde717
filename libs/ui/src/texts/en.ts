/** Texts shared by every part: loading, error panels, retry, data errors, the missing-cards panel, tier rows. */
const en = {
  energy: { all: 'All', Grass: 'Grass', Fire: 'Fire', Water: 'Water', Lightning: 'Lightning', Psychic: 'Psychic', Fighting: 'Fighting', Darkness: 'Darkness', Metal: 'Metal', Dragon: 'Dragon', Colorless: 'Colorless', Trainer: 'Trainer' },
  card: { unknown: 'Unknown card ({{id}})', count: '×{{count}}', ex: 'ex' },
  loading: 'Loading...',
  retry: 'Retry',
  close: 'Close',
  dataError: {
    title: 'The data could not be loaded',
    network: 'The data server did not answer. Check your connection, then try again.',
    invalid: 'The data file {{file}} is damaged or incomplete.',
  },
  missingCards: {
    title: 'Your missing cards ({{count}})',
    empty: 'You have not marked any card as missing yet.',
    remove: 'Remove',
    removeLabel_one: 'Remove {{name}} from your missing cards',
    removeLabel_other: 'Remove all {{count}} copies of {{name}} from your missing cards',
    clear: 'Clear all',
    removed: '{{name}} removed from your missing cards.',
    cleared: 'All missing cards removed.',
    note: 'Missing cards are kept while you browse the site and forgotten when the page is reloaded.',
    toTierList: 'Tier list without them',
    toDeck: 'Best deck without them',
  },
  notEnough: {
    title: 'Not enough cards',
    text: 'No deck can be built without the cards you marked as missing.',
    link: 'Try another deck',
  },
  winRate: {
    uncertain: 'uncertain',
    games_one: '{{games}} game',
    games_other: '{{games}} games',
    gamesAbout_one: 'about {{games}} game',
    gamesAbout_other: 'about {{games}} games',
    gamesUnknown: 'number of games unknown',
    interval: '95% interval {{lower}} to {{upper}}',
    few: 'fewer than {{min}} games, so uncertain',
  },
  tier: { label: 'Tier {{tier}}' },
  skippedLists_one: '{{count}} deck list was left out because it uses a card we do not know.',
  skippedLists_other: '{{count}} deck lists were left out because they use cards we do not know.',
};

/** The shape every language of the `ui` namespace has. */
export type UiTexts = typeof en;

export default en;
