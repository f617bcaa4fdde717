import type { ShellTexts } from './en';
import de from './de';

const deAT: ShellTexts = {
  ...de,
  auth: {
    ...de.auth,
    signInFailed: 'Anmeldung fehlgeschlagen. Bitte versuch es noch einmal.',
    signOutFailed: 'Abmeldung fehlgeschlagen. Bitte versuch es noch einmal.',
  },
  landing: {
    ...de.landing,
    promoTitle: 'Welches Deck kannst du jetzt zusammenstellen?',
    promoText1: 'Klick auf die Karten, die dir fehlen. Der Finder berechnet das beste Deck, das du noch zusammenstellen kannst.',
  },
  remoteError: {
    ...de.remoteError,
    unreachable: 'Sein Server hat nicht geantwortet. Überprüf deine Verbindung und versuch es noch einmal.',
  },
  meta: {
    home: {
      title: "Pokémon TCG Pocket Tier-Liste",
      heading: "Pokémon TCG Pocket Tier-Liste",
      description: "Die stärksten Wettbewerbsdecks, bewertet nach Turnierergebnissen und jede Woche aktualisiert.",
    },
    tierList: {
      title: "Tier-Liste – TCG Pocket Tier-Liste",
      heading: "Tier-Liste",
      description: "Wettbewerbsdecks von S bis E, bewertet nach ihren Turnierergebnissen.",
    },
    deckFinder: {
      title: "Bester-Deck-Finder – TCG Pocket Tier-Liste",
      heading: "Bester-Deck-Finder",
      description: "Klick auf die Karten, die dir fehlen. Der Finder zeigt dann das beste Deck, das du noch zusammenstellen kannst.",
    },
    deckDetail: {
      title: "Deckdetails – TCG Pocket Tier-Liste",
      heading: "Deckdetails",
      description: "Kennzahlen, die beste Liste, Alternativen und Matchups eines Turnierdecks.",
    },
    cardsList: {
      title: "Beste Karten – TCG Pocket Tier-Liste",
      heading: "Beste Karten",
      description: "Die meistgespielten Karten des aktuellen Turnier-Metas, nach Tier.",
    },
    expansionList: {
      title: "Erweiterungen nach Tier – TCG Pocket Tier-Liste",
      heading: "Erweiterungen nach Tier",
      description: "Erweiterungen, bewertet nach der Summe ihrer Kartenpunkte.",
    },
    statistics: {
      title: 'Meta-Statistiken – TCG Pocket Tier-Liste',
      heading: 'Meta-Statistiken',
      description: 'Meta-Anteile im Zeitverlauf, eine Matchup-Matrix und wie sicher jede Zahl ist.',
    },
    collection: {
      title: 'Meine Sammlung – TCG Pocket Tier-Liste',
      heading: 'Meine Sammlung',
      description: 'Markiere, welche Karten du hast und welche dir fehlen; jede Rangliste passt sich an.',
    },
  },
};

export default deAT;
