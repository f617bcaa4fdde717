import type { DeckTexts } from './en';

const de: DeckTexts = {
  finderTitle: 'Bester-Deck-Finder',
  finderIntro: 'Klicke auf die Karten, die dir fehlen. Der Finder zeigt dann das beste Deck, das du noch bauen kannst.',
  bestDeck: 'Dein bestes Deck',
  relativeStrength: 'Relative Stärke: {{percent}}',
  relativeStrengthHint: 'Im Vergleich zum besten Deck im Spiel, {{deck}}.',
  viewDeck: 'Deckdetails ansehen',
  cardsHeading: 'Karten der besten Liste',
  cardsHint: 'Klicke auf jede Karte, die dir fehlt.',
  filtersApplied: 'Deine Filter der Tier-Liste gelten auch hier.',
  nowBest: 'Bestes Deck jetzt: {{deck}}',
  notEnoughHint: 'Entferne eine Karte aus der Liste unten oder probiere ein anderes Deck.',
  detailTitle: 'Deckdetails',
  notFound: 'Es gibt kein Deck namens „{{deckId}}“.',
  notFoundHint: 'Vielleicht wurde es umbenannt oder ist in den neuesten Daten nicht mehr enthalten.',
  toTierList: 'Zur Tier-Liste',
  notEnoughDeckHint: 'Mit deinen fehlenden Karten kannst du keine Liste dieses Decks bauen. Probiere ein anderes Deck.',
  signatureCards: 'Schlüsselkarten',
  keyStats: 'Kennzahlen',
  strength: 'Stärke',
  popularity: 'Beliebtheit',
  winRate: 'Siegquote',
  outOfTen: '{{value}} / 10',
  unknownValue: 'unbekannt',
  listWinRate: 'Siegquote dieser Liste:',
  strongestListWinRate: 'Siegquote seiner stärksten Liste:',
  bestList: 'Beste Liste',
  alternatives: 'Alternativen',
  alternativesIntro: 'Listen, die eine Karte der besten Liste gegen eine andere tauschen.',
  alternative: 'Alternative {{number}}',
  swap: '{{out}} raus, {{in}} rein',
  noAlternatives: 'Keine Liste unterscheidet sich von der besten Liste in nur einer Karte.',
  matchups: 'Matchups',
  strongAgainst: 'Stark gegen',
  weakAgainst: 'Schwach gegen',
  noMatchups: 'Kein Gegner mit mehr als {{games}} Spielen.',
  premiumTitle: 'Matchups sind eine Premium-Funktion',
  premiumText: 'Sieh, gegen welche Decks dieses Deck gewinnt und gegen welche es verliert, mit Siegquoten.',
  upsell: 'Premium holen',
  checkingPlan: 'Dein Tarif wird geprüft...',
  incomplete: {
    title: 'Die Daten zu diesem Deck sind unvollständig',
    text: 'Jede Liste dieses Decks enthält eine Karte, die der Kartenkatalog noch nicht kennt, daher kann keine gezeigt werden. Das ist eine Lücke in den Daten, nicht in deinen Karten.',
  },
  openInFinder: 'Im Finder öffnen',
  head: {
    title: '{{deck}} — Liste, Matchups und Tier',
    description:
      '{{deck}}: Tier {{tier}}, Stärke {{strength}}, Beliebtheit {{popularity}}, Siegquote {{winRate}}. Die beste Liste, Alternativen mit einer anderen Karte und Matchups in Pokémon TCG Pocket.',
    descriptionNoTier:
      '{{deck}}: Stärke {{strength}}, Beliebtheit {{popularity}}, Siegquote {{winRate}}. Die beste Liste, Alternativen mit einer anderen Karte und Matchups in Pokémon TCG Pocket.',
    games: 'Spiele',
  },
  focus: {
    eyebrow: 'Deck aus einem Link',
    shown: 'Angezeigt wird {{deck}}, das Deck aus dem geöffneten Link.',
    notBuildable:
      '{{deck}}, das Deck aus dem geöffneten Link, lässt sich ohne deine fehlenden Karten nicht zusammenstellen: Hier ist das beste Deck, das du bauen kannst.',
    showBest: 'Mein bestes Deck zeigen',
  },
  next: {
    title: 'Was du als Nächstes holen solltest',
    empty: 'Markiere die Karten, die dir fehlen: Dann zeigt dieser Teil, welche Karte und welches Booster-Pack dir am meisten helfen.',
    cardsTitle: 'Karten, die am meisten helfen',
    noGain: 'Keine einzelne fehlende Karte würde dein bestes Deck stärker machen.',
    gain: '+{{points}} Punkte',
    unlocks: 'Schaltet frei, mit {{strength}}:',
    strengthens: 'Eine bessere Liste deines besten Decks, mit {{strength}}:',
    packsTitle: 'Booster-Packs zum Öffnen',
    noPacks: 'Kein Booster-Pack enthält eine Karte, die dir fehlt.',
    pack: {
      name: '{{name}} ({{code}})',
      gain: '+{{points}} Punkte pro Pack (erwartet)',
      chance_one: '{{chance}} Chance pro Pack auf die {{count}} Karte, die dir daraus fehlt',
      chance_other: '{{chance}} Chance pro Pack auf eine der {{count}} Karten, die dir daraus fehlen',
    },
    help: {
      summary: 'Wie wird das berechnet?',
      cards:
        'Gewinn einer Karte: um wie viele Prozentpunkte die relative Stärke deines besten Decks steigt, wenn du ein Exemplar davon bekommst, während alle anderen fehlenden Karten fehlen bleiben.',
      packs:
        'Booster-Packs: Wir nehmen an, dass ein Pack 5 Karten enthält. Karte 1 bis 3 sind immer ◊; Karte 4 und 5 erhalten eine Seltenheit nach den veröffentlichten Angebotsraten des Spiels (Karte 4: ◊◊ 90 %, ◊◊◊ 5 %; Karte 5: ◊◊ 60 %, ◊◊◊ 20 %; der Rest Stern- und Kronen-Seltenheiten), und jede Karte wird zufällig aus den Karten der Erweiterung mit dieser Seltenheit gezogen. Es zählen nur die Karten in den Daten der Seite (die Karten gespielter Decks), die echten Chancen sind also niedriger; wichtig ist die Reihenfolge der Packs. Der erwartete Gewinn eines Packs addiert für jede dir fehlende Karte der Erweiterung ihre Chance im Pack mal ihren Gewinn. Promo-Karten stammen aus keinem Pack.',
    },
  },
};

export default de;
