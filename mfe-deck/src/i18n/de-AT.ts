import type { DeckTexts } from './en';
import de from './de';

const deAT: DeckTexts = {
  ...de,
  finderIntro: 'Klick auf die Karten, die dir fehlen. Der Finder zeigt dann das beste Deck, das du noch zusammenstellen kannst.',
  cardsHint: 'Klick auf jede Karte, die dir fehlt.',
  notEnoughHint: 'Nimm eine Karte aus der Liste unten heraus oder probier ein anderes Deck.',
  notEnoughDeckHint: 'Mit deinen fehlenden Karten kannst du keine Liste dieses Decks zusammenstellen. Probier ein anderes Deck.',
};

export default deAT;
