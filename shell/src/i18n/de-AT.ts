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
    ...de.meta,
    deckFinder: {
      ...de.meta.deckFinder,
      description: 'Klick auf die Karten, die dir fehlen. Der Finder zeigt dann das beste Deck, das du noch zusammenstellen kannst.',
    },
  },
};

/** The texts remotes.manifest.json gives its pages, in this language (`meta.<page id>`). */
export const pages = __SITE_PAGE_TEXTS__['de-AT'];

export default deAT;
