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
      'Die Wertung beurteilt die beste Liste eines Decks anhand ihrer Turnierspiele, in Prozent: Sie ist das untere Ende des 95-%-Konfidenzintervalls (Wilson) der Siegquote der Liste. Nur eine hohe Siegquote über viele Spiele ergibt eine hohe Wertung, eine Glückssträhne in wenigen Spielen bringt also kein Deck nach oben. Wenn du keine andere Sortierung wählst, werden die Decks nach Wertung geordnet.',
    popularity:
      'Die Beliebtheit ist der Anteil der Turnierspieler, die das Deck im Zeitraum der Daten gespielt haben, auf einer Skala von 0 bis 10: Das meistgespielte Deck der Liste hat 10,0.',
    strength:
      'Die Stärke ist die Siegquote der stärksten Liste des Decks (Siege plus die Hälfte der Unentschieden, geteilt durch ihre Spiele), auf einer Skala von 0 bis 10: Das stärkste Deck der Liste hat 10,0.',
    winRate:
      'Die Siegquote ist der Anteil der Turnierspiele, die ein Deck im Zeitraum der Daten gegen andere Decks gewonnen hat, in Prozent: Ein Unentschieden zählt als halber Sieg, Spiele gegen dasselbe Deck zählen nicht. Ihr Tooltip zeigt die Zahl der Spiele und das 95-%-Intervall; unter 20 Spielen ist sie als unsicher markiert.',
    rankChange: 'Pfeile',
    rankChangeButton: 'Was bedeuten die Pfeile?',
    rankChangeText:
      'Die Pfeile zeigen, um wie viele Plätze sich ein Deck seit letzter Woche in der aktuellen Sortierung bewegt hat, auf dieselbe Weise aus den Ergebnissen der letzten Woche berechnet. „Neu“ heißt, dass es letzte Woche nicht in der Liste war.',
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
  notEnoughHint: 'Entferne oben einige deiner fehlenden Karten oder probiere ein anderes Deck: Damit beginnst du wieder mit allen Karten.',
  noDecks: {
    title: 'Keine Decks zum Anzeigen',
    text: 'In den Daten gibt es noch keine Decks.',
    filtersHint: 'Kein Deck passt zu den aktuellen Filtern: Wähle einen anderen Energietyp oder beziehe EX-Karten ein.',
  },
  tier: { empty: 'Keine Decks in diesem Tier' },
  rankChange: {
    up_one: '{{count}} Platz gestiegen seit letzter Woche (vorher {{lastRank}})',
    up_other: '{{count}} Plätze gestiegen seit letzter Woche (vorher {{lastRank}})',
    down_one: '{{count}} Platz gefallen seit letzter Woche (vorher {{lastRank}})',
    down_other: '{{count}} Plätze gefallen seit letzter Woche (vorher {{lastRank}})',
    same: 'Gleicher Platz wie letzte Woche',
    new: 'Neu',
    newLabel: 'Neu: letzte Woche nicht in der Liste',
  },
  statistics: {
    title: 'Meta-Statistiken',
    intro: 'Meta-Anteile im Zeitverlauf, eine Matchup-Matrix und wie sicher jede Zahl ist.',
    trend: {
      title: 'Meta-Anteil Woche für Woche',
      chartLabel: 'Spieleranteil der {{count}} meistgespielten Decks in den letzten {{weeks}} Wochen',
      keyboardHint: 'Mit den Pfeiltasten wechselst du zwischen den Punkten: links und rechts für die Wochen, hoch und runter für die Decks.',
      point: '{{deck}}, Woche ab {{week}}: {{share}}',
      legend: 'Decks im Diagramm',
      showTable: 'Als Tabelle zeigen',
      tableCaption: 'Spieleranteil pro Woche',
      week: 'Woche ab',
      days_one: '({{count}} Tag)',
      days_other: '({{count}} Tage)',
      partial_one: 'Die letzte Woche hat bisher erst {{count}} Tag.',
      partial_other: 'Die letzte Woche hat bisher erst {{count}} Tage.',
      empty: 'Keine Turniere in diesen Wochen.',
      notAvailable: 'Der Verlauf der Meta-Anteile ist für diese Daten nicht verfügbar.',
    },
    window: {
      legend: 'Zeitraum',
      option_one: '{{count}} Tag',
      option_other: '{{count}} Tage',
      title_one: 'Letzter {{count}} Tag',
      title_other: 'Letzte {{count}} Tage',
      summary: '{{from}} bis {{to}}: {{players}} Spieler, {{games}} Spiele',
      caption_one: 'Die meistgespielten Decks des letzten {{count}} Tages',
      caption_other: 'Die meistgespielten Decks der letzten {{count}} Tage',
      deck: 'Deck',
      share: 'Anteil',
      notAvailable: 'Statistiken für diesen Zeitraum sind für diese Daten nicht verfügbar.',
    },
    matrix: {
      title: 'Matchup-Matrix',
      size: 'Decks in der Matrix',
      free: 'Kostenloser Plan: die besten {{free}} Decks. Premium zeigt bis zu {{max}}.',
      key: 'Farben',
      keyGood: 'das Deck der Zeile gewinnt öfter',
      keyBad: 'das Deck der Zeile verliert öfter',
      keyFew: 'zu wenige Spiele ({{min}} oder weniger)',
      caption: 'Siegquote des Decks der Zeile gegen das Deck der Spalte, und ihre Spiele',
      corner: 'Deck',
      versus: '{{row}} gegen {{column}}',
      few: 'zu wenige Spiele ({{min}} oder weniger)',
      noGames: 'keine Spiele',
      empty: 'Keine Decks in diesem Zeitraum.',
    },
  },
};

export default de;
