import type { TierlistTexts } from './en';

const de: TierlistTexts = {
  title: 'Tier-Liste',
  intro: 'Wettbewerbsdecks von S bis E, bewertet nach ihren Turnierergebnissen.',
  lastUpdated: 'Zuletzt aktualisiert: {{date}}',
  freshness: {
    green: 'Aktuell: in den letzten 2 Tagen aktualisiert',
    orange: 'In den letzten 7 Tagen aktualisiert',
    red: 'Vor mehr als 7 Tagen aktualisiert',
  },
  filters: {
    label: 'Filter',
    energy: 'Energietyp',
    includeEx: 'EX-Karten einbeziehen',
    deckAmount: 'Anzahl der Decks',
    sortBy: 'Sortieren nach',
  },
  sort: { score: 'Wertung', popularity: 'Beliebtheit', strength: 'Stärke', winRate: 'Siegquote' },
  help: {
    title: 'Was die Zahlen bedeuten:',
    button: 'Was ist {{metric}}?',
    score:
      'Die Wertung beurteilt die beste Liste eines Decks anhand seiner Turnierergebnisse, in Prozent: Je höher, desto besser schneidet das Deck ab. Wenn du keine andere Sortierung wählst, werden die Decks nach Wertung geordnet.',
    popularity:
      'Die Beliebtheit zeigt, wie oft ein Deck in Turnieren gespielt wird, auf einer Skala von 0 bis 10: Das meistgespielte Deck der Liste hat 10,0.',
    strength:
      'Die Stärke zeigt, wie stark die beste Liste eines Decks ist, auf einer Skala von 0 bis 10: Das stärkste Deck der Liste hat 10,0.',
    winRate: 'Die Siegquote ist der Anteil der Turnierspiele, die ein Deck gegen alle Gegner gewonnen hat, in Prozent.',
  },
  upsell: {
    text: 'Kostenloser Plan: die besten {{amount}} Decks nach Wertung. Premium zeigt bis zu 100 Decks, mit Energie- und EX-Filtern und Sortierung nach Beliebtheit, Stärke oder Siegquote.',
    button: 'Premium holen',
  },
  shown_one: '{{count}} Deck, sortiert nach {{metric}}',
  shown_other: '{{count}} Decks, sortiert nach {{metric}}',
  missingSummary_one: 'Die Decks unten kommen ohne die {{count}} Karte aus, die du als fehlend markiert hast.',
  missingSummary_other: 'Die Decks unten kommen ohne die {{count}} Karten aus, die du als fehlend markiert hast.',
  missingHint:
    'Markiere die Karten, die du nicht besitzt, im Bester-Deck-Finder oder auf der Seite „Beste Karten“: Die Tier-Liste zeigt dann nur Decks, die du bauen kannst.',
  notEnoughHint:
    'Entferne oben einige deiner fehlenden Karten oder probiere ein anderes Deck: Damit beginnst du wieder mit allen Karten.',
  noDecks: {
    title: 'Keine Decks zum Anzeigen',
    text: 'In den Daten gibt es noch keine Decks.',
    filtersHint: 'Kein Deck passt zu den aktuellen Filtern: Wähle einen anderen Energietyp oder beziehe EX-Karten ein.',
  },
  tier: { empty: 'Keine Decks in diesem Tier' },
};

export default de;
