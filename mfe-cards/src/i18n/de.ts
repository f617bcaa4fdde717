import type { CardsTexts } from './en';

const de: CardsTexts = {
  cardsTitle: 'Beste Karten',
  cardsIntro: 'Die meistgespielten Karten des aktuellen Turnier-Metas, nach Tier.',
  cardsHow: 'Die Tiers richten sich nach dem Kartenwert (Quadratwurzel des Rohwerts); innerhalb eines Tiers stehen die meistgespielten Karten vorn.',
  cardsHint: 'Klicke auf eine Karte, die du nicht besitzt, um sie als fehlend zu markieren. Tierliste und Deck-Finder lassen sie dann weg.',
  expansionsTitle: 'Erweiterungen nach Tier',
  expansionsIntro: 'Erweiterungen, bewertet nach der Summe ihrer Kartenpunkte.',
  linkExpansions: 'Erweiterungen nach Tier',
  linkCards: 'Beste Karten nach Tier',
  emptyTierCards: 'Keine Karten',
  emptyTierExpansions: 'Keine Erweiterungen',
  filter: {
    expansion: 'Erweiterung',
    all: 'Alle',
    option: '{{name}} ({{code}})',
  },
  card: {
    mark: '{{name}} als fehlend markieren',
    score: 'Wert {{value}}',
    popularity: 'Beliebtheit {{value}}',
  },
  noCards: 'Für diese Auswahl gibt es keine bewerteten Karten.',
  skippedScores_one: '{{count}} Kartenwertung wurde ausgelassen, weil ihre Karte nicht im Kartenkatalog steht.',
  skippedScores_other: '{{count}} Kartenwertungen wurden ausgelassen, weil ihre Karten nicht im Kartenkatalog stehen.',
  marked: '{{name}} als fehlend markiert.',
  expansion: {
    released: 'Erschienen am {{date}}',
    releaseUnknown: 'Erscheinungsdatum unbekannt',
    totalScore: 'Kartenwert {{value}}',
    promoNote: 'Promo-Sets werden nicht bewertet.',
    none: 'Keine Erweiterungen zum Bewerten.',
    unrankedTitle: "Noch nicht bewertet",
    unrankedText: "Diese Erweiterungen haben noch keine Karte in den aktuellen Turnierergebnissen (neue Sets oder Sets nur mit Nachdrucken).",
  },
};

export default de;
