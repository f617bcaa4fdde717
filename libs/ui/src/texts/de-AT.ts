import type { UiTexts } from './en';
import de from './de';

const deAT: UiTexts = {
  ...de,
  dataError: {
    ...de.dataError,
    network: 'Der Datenserver hat nicht geantwortet. Überprüf deine Verbindung und versuch es noch einmal.',
  },
  missingCards: {
    ...de.missingCards,
    note: 'Deine fehlenden Karten bleiben in diesem Browser gespeichert; bist du angemeldet, auch in deinem Konto.',
  },
  notEnough: {
    ...de.notEnough,
    text: 'Ohne die als fehlend markierten Karten lässt sich kein Deck zusammenstellen.',
    link: 'Ein anderes Deck probieren',
  },
};

export default deAT;
