import type { CardsTexts } from './en';
import de from './de';

const deAT: CardsTexts = {
  ...de,
  cardsHint: 'Klick auf eine Karte, die du nicht hast, um sie als fehlend zu markieren.',
  cardsHintEffect: 'Tierliste und Deck-Finder lassen sie dann weg.',
};

export default deAT;
