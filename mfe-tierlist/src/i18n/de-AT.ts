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
};

export default deAT;
