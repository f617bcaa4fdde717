import type { UiTexts } from './en';

const de: UiTexts = {
  energy: { all: 'Alle', Grass: 'Pflanze', Fire: 'Feuer', Water: 'Wasser', Lightning: 'Elektro', Psychic: 'Psycho', Fighting: 'Kampf', Darkness: 'Finsternis', Metal: 'Metall', Dragon: 'Drache', Colorless: 'Farblos', Trainer: 'Trainer' },
  card: { unknown: 'Unbekannte Karte ({{id}})', count: '×{{count}}', ex: 'ex' },
  loading: 'Wird geladen...',
  retry: 'Erneut versuchen',
  close: 'Schließen',
  dataError: {
    title: 'Die Daten konnten nicht geladen werden',
    network: 'Der Datenserver hat nicht geantwortet. Prüfe deine Verbindung und versuche es erneut.',
    invalid: 'Die Datendatei {{file}} ist beschädigt oder unvollständig.',
  },
  missingCards: {
    title: 'Deine fehlenden Karten ({{count}})',
    empty: 'Du hast noch keine Karte als fehlend markiert.',
    remove: 'Entfernen',
    removeLabel_one: '{{name}} aus deinen fehlenden Karten entfernen',
    removeLabel_other: 'Alle {{count}} Exemplare von {{name}} aus deinen fehlenden Karten entfernen',
    clear: 'Alle entfernen',
    removed: '{{name}} aus deinen fehlenden Karten entfernt.',
    cleared: 'Alle fehlenden Karten entfernt.',
    note: 'Fehlende Karten bleiben erhalten, solange du auf der Seite unterwegs bist, und werden beim Neuladen vergessen.',
    toTierList: 'Tier-Liste ohne sie',
    toDeck: 'Bestes Deck ohne sie',
  },
  notEnough: {
    title: 'Nicht genug Karten',
    text: 'Ohne die als fehlend markierten Karten lässt sich kein Deck bauen.',
    link: 'Anderes Deck probieren',
  },
  winRate: {
    uncertain: 'unsicher',
    games_one: '{{games}} Spiel',
    games_other: '{{games}} Spiele',
    gamesAbout_one: 'etwa {{games}} Spiel',
    gamesAbout_other: 'etwa {{games}} Spiele',
    gamesUnknown: 'Anzahl der Spiele unbekannt',
    interval: '95-%-Intervall {{lower}} bis {{upper}}',
    few: 'weniger als {{min}} Spiele, daher unsicher',
  },
  tier: { label: 'Tier {{tier}}' },
  skippedLists_one: '{{count}} Deckliste wurde ausgelassen, weil sie eine unbekannte Karte enthält.',
  skippedLists_other: '{{count}} Decklisten wurden ausgelassen, weil sie unbekannte Karten enthalten.',
};

export default de;
