import type { TierlistTexts } from './en';
import de from './de';

const deAT: TierlistTexts = {
  ...de,
  missingHint:
    'Markier die Karten, die du nicht besitzt, im Bester-Deck-Finder oder auf der Seite „Beste Karten“: Die Tier-Liste zeigt dann nur Decks, die du bauen kannst.',
  notEnoughHint: 'Entfern oben ein paar deiner fehlenden Karten oder probier ein anderes Deck: Damit fängst du wieder mit allen Karten an.',
  noDecks: {
    ...de.noDecks,
    filtersHint: 'Kein Deck passt zu den aktuellen Filtern: Wähl einen anderen Energietyp oder bezieh EX-Karten ein.',
  },
  findByCard: {
    ...de.findByCard,
    hint: 'Gib einen Kartennamen ein und wähl bis zu {{max}} Karten: Es bleiben nur die Decks, die alle davon spielen.',
    full: 'Du hast {{max}} Karten gewählt, mehr geht auf einmal nicht: Entfern eine, um eine andere zu wählen.',
    empty: {
      ...de.findByCard.empty,
      text: 'Keines der Decks dieser Tier-Liste spielt alle gewählten Karten in einer Liste. Entfern eine Karte oder zeig wieder alle Decks.',
    },
  },
};

export default deAT;
