import type { ShellTexts } from './en';

const de: ShellTexts = {
  skipToContent: 'Zum Inhalt springen',
  nav: {
    label: 'Haupt',
    home: 'Start',
    tierList: 'Tier-Liste',
    deckFinder: 'Bester-Deck-Finder',
    bestCards: 'Beste Karten',
    statistics: 'Statistiken',
    collection: 'Meine Sammlung',
    brandShort: 'TCGP Tiers',
    menu: 'Menü',
    closeMenu: 'Menü schließen',
    pages: 'Seiten',
  },
  auth: {
    premium: 'Premium',
    signIn: 'Mit Google anmelden',
    signInShort: 'Anmelden',
    signOut: 'Abmelden',
    signedInAs: 'Angemeldet als {{name}}',
    signInFailed: 'Anmeldung fehlgeschlagen. Bitte versuche es erneut.',
    signOutFailed: 'Abmeldung fehlgeschlagen. Bitte versuche es erneut.',
    signInOffline: 'Du bist offline – für die Anmeldung brauchst du eine Verbindung. Versuche es wieder, sobald du online bist.',
    dismiss: 'Schließen',
  },
  social: {
    sourceCode: 'Quellcode',
    social: 'Folge uns',
    sourceCodeLabel: 'Quellcode-Repository (öffnet in neuem Tab)',
    socialLabel: 'Unser Social-Media-Konto (öffnet in neuem Tab)',
  },
  theme: { toDark: 'Zum dunklen Design wechseln', toLight: 'Zum hellen Design wechseln', dark: 'Dunkel', light: 'Hell' },
  footer: {
    title: 'TCG Pocket Tier-Liste',
    tagline: 'Wettbewerbsdecks, bewertet nach Turnierergebnissen.',
    language: 'Sprache',
    disclaimer: 'Ein Fanprojekt. Nicht verbunden mit The Pokémon Company, Nintendo, Creatures oder DeNA.',
    parts: 'Seitenteile',
  },
  landing: {
    title: 'Pokémon TCG Pocket Tier-Liste',
    subtitle: 'Die stärksten Wettbewerbsdecks, bewertet nach Turnierergebnissen und jede Woche aktualisiert.',
    cta: 'Tier-Liste ansehen',
    featuresTitle: 'Alles, was du für die Wahl deines nächsten Decks brauchst',
    features: {
      tiers: { title: 'Tier-Liste aus echten Turnieren', text: 'Decks von S bis E nach Punktzahl, Beliebtheit, Stärke oder Siegquote.' },
      finder: { title: 'Bester-Deck-Finder', text: 'Finde das stärkste Deck, das du mit deinen Karten bauen kannst.' },
      missing: { title: 'Fehlende Karten ausschließen', text: 'Markiere Karten, die dir fehlen, und jede Rangliste passt sich an.' },
      matchups: { title: 'Matchups', text: 'Sieh, gegen welche Decks ein Deck gewinnt und gegen welche es sich schwertut.' },
      cards: { title: 'Beste Karten und Erweiterungen', text: 'Die meistgespielten Karten und die wertvollsten Erweiterungen nach Tier.' },
      languages: { title: 'Neun Sprachen, dunkles Design', text: 'Lies die Seite in deiner Sprache, bei Tag oder bei Nacht.' },
    },
    promoTitle: 'Welches Deck kannst du jetzt bauen?',
    promoText1: 'Klicke auf die Karten, die dir fehlen. Der Finder berechnet das beste Deck, das du noch bauen kannst.',
    promoText2: 'Er zeigt, wie stark dieses Deck im Vergleich zum besten Deck im Spiel ist.',
    promoCta: 'Bester-Deck-Finder ausprobieren',
  },
  startup: {
    planCheckFailed: 'Dein Premium-Abo konnte nicht geprüft werden, daher hast du vorerst die kostenlosen Funktionen.',
    failed: 'Die Seite konnte nicht starten. Bitte lade die Seite neu.',
    configFailed: 'Die Seite ist nicht richtig eingerichtet und kann deshalb nicht starten. Bitte versuche es später noch einmal.',
    registryFailed: 'Die Liste der Seitenteile konnte nicht geladen werden, daher lassen sich Seiten, die sie brauchen, gerade nicht öffnen.',
    overrideRefused: 'Die in der Adresse angefragte Version „{{override}}“ ist nicht verfügbar, daher wird die übliche angezeigt.',
    rejected_one: '{{count}} Seitenteil wurde ignoriert, weil seine Adresse nicht erlaubt ist.',
    rejected_other: '{{count}} Seitenteile wurden ignoriert, weil ihre Adressen nicht erlaubt sind.',
  },
  offline: {
    showingDataFrom: 'Offline – Daten vom {{date}}',
    showingSavedData: 'Offline – die auf diesem Gerät gespeicherten Daten',
    updateReady: 'Eine neue Version der Seite ist bereit.',
    reloadToUpdate: 'Neu laden und aktualisieren',
  },
  sharedView: {
    title_one: 'Du siehst eine geteilte Liste: {{count}} fehlende Karte. Nichts wird gespeichert, solange du sie nicht übernimmst.',
    title_other: 'Du siehst eine geteilte Liste: {{count}} fehlende Karten. Nichts wird gespeichert, solange du sie nicht übernimmst.',
    replaces: 'Übernehmen ersetzt deine eigene Liste ({{own}} Einträge); mit „Rückgängig“ bekommst du sie zurück.',
    keep: 'Diese Liste übernehmen',
    back: 'Zurück zu meiner Liste',
    kept: 'Diese Liste ist jetzt deine.',
    undo: 'Rückgängig',
    dismiss: 'Verstanden',
  },
  collection: {
    putAside:
      'Die in diesem Browser gespeicherten fehlenden Karten waren nicht lesbar. Sie wurden beiseitegelegt, nicht gelöscht: Auf der Sammlungsseite kannst du sie herunterladen oder wiederherstellen.',
    open: 'Zur Sammlung',
    dismiss: 'Verstanden',
  },
  remoteError: {
    title: 'Dieser Teil der Seite konnte nicht geladen werden',
    unreachable: 'Sein Server hat nicht geantwortet. Prüfe deine Verbindung und versuche es erneut.',
    timeout: 'Das Laden hat länger als 2 Minuten gedauert.',
    chunk: 'Eine Datei dieses Teils konnte nicht geladen werden.',
    contract:
      'Dieser Teil wurde für eine andere Version der Seite gebaut (Vertrag {{remoteVersion}}, die Seite nutzt {{hostVersion}}) und wurde daher nicht geladen.',
    render: 'Beim Anzeigen dieses Teils ist etwas schiefgelaufen.',
    notRegistered: 'Dieser Teil ist gerade nicht verfügbar.',
    origin: 'Seine Dateien liegen unter einer Adresse, die die Seite nicht erlaubt, darum wurde er nicht geladen.',
    rest: 'Der Rest der Seite funktioniert weiterhin.',
  },
  meta: {
    home: {
      title: 'Pokémon TCG Pocket Tier-Liste',
      heading: 'Pokémon TCG Pocket Tier-Liste',
      description: 'Die stärksten Wettbewerbsdecks, bewertet nach Turnierergebnissen und jede Woche aktualisiert.',
    },
    tierList: {
      title: 'Tier-Liste – TCG Pocket Tier-Liste',
      heading: 'Tier-Liste',
      description: 'Wettbewerbsdecks von S bis E, bewertet nach ihren Turnierergebnissen.',
    },
    deckFinder: {
      title: 'Bester-Deck-Finder – TCG Pocket Tier-Liste',
      heading: 'Bester-Deck-Finder',
      description: 'Klicke auf die Karten, die dir fehlen. Der Finder zeigt dann das beste Deck, das du noch bauen kannst.',
    },
    deckDetail: {
      title: 'Deckdetails – TCG Pocket Tier-Liste',
      heading: 'Deckdetails',
      description: 'Kennzahlen, die beste Liste, Alternativen und Matchups eines Turnierdecks.',
    },
    cardsList: {
      title: 'Beste Karten – TCG Pocket Tier-Liste',
      heading: 'Beste Karten',
      description: 'Die meistgespielten Karten des aktuellen Turnier-Metas, nach Tier.',
    },
    expansionList: {
      title: 'Erweiterungen nach Tier – TCG Pocket Tier-Liste',
      heading: 'Erweiterungen nach Tier',
      description: 'Erweiterungen, bewertet nach der Summe ihrer Kartenpunkte.',
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
    notFound: {
      title: 'Seite nicht gefunden – TCG Pocket Tier-Liste',
      heading: 'Seite nicht gefunden',
      description: 'Seite nicht gefunden: Unter dieser Adresse gibt es keine Seite.',
    },
  },
  notFound: {
    text: 'Unter dieser Adresse gibt es keine Seite. Vielleicht wurde sie verschoben oder der Link ist falsch geschrieben.',
    links: 'Die wichtigsten Seiten',
  },
  loading: 'Wird geladen...',
  view: { updating: 'Wird für deine Sammlung aktualisiert …' },
  retry: 'Erneut versuchen',
};

/** The texts remotes.manifest.json gives its pages, in this language (`meta.<page id>`). */
export const pages = __SITE_PAGE_TEXTS__.de;

export default de;
