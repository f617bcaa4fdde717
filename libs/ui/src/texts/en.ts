/** Texts shared by every part: loading, error panels, retry, data errors, the missing-cards panel, tier rows. */
const en = {
  energy: {
    all: 'All',
    Grass: 'Grass',
    Fire: 'Fire',
    Water: 'Water',
    Lightning: 'Lightning',
    Psychic: 'Psychic',
    Fighting: 'Fighting',
    Darkness: 'Darkness',
    Metal: 'Metal',
    Dragon: 'Dragon',
    Colorless: 'Colorless',
    Trainer: 'Trainer',
  },
  /**
   * The letter (or two) on an energy icon without art: unique within each language (a test checks
   * it), chosen by hand where first letters collide; the icon's name and tooltip give the full name.
   * English uses the Pokémon TCG's own energy letters (R = Fire, N = Dragon).
   */
  energyLetter: {
    Grass: 'G',
    Fire: 'R',
    Water: 'W',
    Lightning: 'L',
    Psychic: 'P',
    Fighting: 'F',
    Darkness: 'D',
    Metal: 'M',
    Dragon: 'N',
    Colorless: 'C',
    Trainer: 'T',
  },
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
    toTierList: 'Tier list without them',
    toDeck: 'Best deck without them',
    note: 'Your missing cards are kept in this browser; when you are signed in, they are saved to your account too.',
    toCollection: 'Manage your collection',
    undo: 'Undo',
    undoLabel: {
      add: 'Undo marking {{name}} as missing',
      remove: 'Undo removing {{name}}',
      set: 'Undo the change to {{name}}',
      clear: 'Undo Clear all',
      replace: 'Undo: bring back your previous list',
    },
    undone: 'Undone: your list is back as it was.',
    clearConfirm_one: 'Remove your {{count}} missing card?',
    clearConfirm_other: 'Remove all {{count}} missing cards?',
    clearYes: 'Yes, clear all',
    clearNo: 'Cancel',
    dropped_one: "This card is no longer in the site's data and was removed from your missing cards: {{ids}}.",
    dropped_other: "These {{count}} cards are no longer in the site's data and were removed from your missing cards: {{ids}}.",
    dismiss: 'Dismiss',
  },
  share: {
    button: 'Share',
    copied: 'Link copied: whoever opens it sees this page as you do.',
    copyByHand: 'Copy this link:',
    deckButton: 'Share deck',
    deckText: '{{deck}} – tier {{tier}} on the TCG Pocket tier list',
    deckTextNoTier: '{{deck}} on the TCG Pocket tier list',
    linkCopied: 'Link copied',
  },
  signOut: {
    keepCopy: 'Keep a copy of my list on this browser',
    keepCopyShort: 'Keep my list here',
  },
  sharedLink: {
    damaged: 'This shared link is damaged or incomplete, so it cannot be shown. Ask for a new link.',
    outdated: 'This shared link was made by an older version of the site and can no longer be opened. Ask for a new link.',
    newer: 'This shared link was made by a newer version of the site. Reload the page to open it.',
    dismiss: 'Dismiss',
  },
  notEnough: {
    title: 'Not enough cards',
    text: 'No deck can be built without the cards you marked as missing.',
    link: 'Try another deck',
  },
  fewGames: {
    mark: 'Few games',
    title: "Fewer than {{min}} games: a small sample, so this deck's place may still change.",
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
  personalView: {
    yours_one: 'Your view: {{count}} card left out',
    yours_other: 'Your view: {{count}} cards left out',
    fullMeta: 'Showing the full meta',
    showFullMeta: 'Show the full meta',
    showYours: 'Show your view',
    edit: 'Edit the list',
  },
  tier: { label: 'Tier {{tier}}' },
  follow: { follow: 'Follow {{deck}}', unfollow: 'Unfollow {{deck}}', full: 'You follow {{count}} decks, the most there can be. Unfollow one first.' },
  skippedLists_one: '{{count}} deck list was left out because it uses a card we do not know.',
  skippedLists_other: '{{count}} deck lists were left out because they use cards we do not know.',
};

/** The shape every language of the `ui` namespace has. */
export type UiTexts = typeof en;

export default en;
