import type { ShellTexts } from './en';

const fr: ShellTexts = {
  skipToContent: 'Aller au contenu',
  nav: {
    label: 'Principale',
    home: 'Accueil',
    tierList: 'Tier list',
    deckFinder: 'Recherche du meilleur deck',
    bestCards: 'Meilleures cartes',
    statistics: 'Statistiques',
    collection: 'Ma collection',
    brandShort: 'TCGP Tiers',
    menu: 'Menu',
    closeMenu: 'Fermer le menu',
    pages: 'Pages',
  },
  auth: {
    premium: 'Premium',
    signIn: 'Se connecter avec Google',
    signInShort: 'Connexion',
    signOut: 'Se déconnecter',
    signedInAs: 'Connecté en tant que {{name}}',
    signInFailed: 'La connexion a échoué. Veuillez réessayer.',
    signOutFailed: 'La déconnexion a échoué. Veuillez réessayer.',
    signInOffline: 'Vous êtes hors ligne : la connexion au compte nécessite Internet. Réessayez une fois de retour en ligne.',
    dismiss: 'Fermer',
  },
  social: {
    sourceCode: 'Code source',
    social: 'Suivez-nous',
    sourceCodeLabel: 'Dépôt du code source (s’ouvre dans un nouvel onglet)',
    socialLabel: 'Notre compte de réseau social (s’ouvre dans un nouvel onglet)',
  },
  theme: { toDark: 'Passer au thème sombre', toLight: 'Passer au thème clair', dark: 'Sombre', light: 'Clair' },
  footer: {
    title: 'Tier list TCG Pocket',
    tagline: 'Des decks compétitifs classés d’après les résultats de tournois.',
    language: 'Langue',
    disclaimer: 'Un projet de fans. Sans lien avec The Pokémon Company, Nintendo, Creatures ou DeNA.',
    parts: 'Parties du site',
  },
  landing: {
    title: 'Tier list Pokémon TCG Pocket',
    subtitle: 'Les decks compétitifs les plus forts, classés d’après les résultats de tournois et mis à jour chaque semaine.',
    cta: 'Voir la tier list',
    featuresTitle: 'Tout ce qu’il faut pour choisir votre prochain deck',
    features: {
      tiers: { title: 'Une tier list issue de vrais tournois', text: 'Les decks classés de S à E par score, popularité, force ou taux de victoire.' },
      finder: { title: 'Recherche du meilleur deck', text: 'Trouvez le deck le plus fort que vous pouvez construire avec vos cartes.' },
      missing: { title: 'Excluez les cartes manquantes', text: 'Marquez les cartes que vous n’avez pas et tous les classements s’adaptent.' },
      matchups: { title: 'Matchups', text: 'Voyez quels decks chaque deck bat et contre lesquels il a du mal.' },
      cards: { title: 'Meilleures cartes et extensions', text: 'Les cartes les plus jouées et les extensions les plus utiles, par tier.' },
      languages: { title: 'Neuf langues, thème sombre', text: 'Lisez le site dans votre langue, de jour comme de nuit.' },
    },
    promoTitle: 'Quel deck pouvez-vous construire dès maintenant ?',
    promoText1: 'Cliquez sur les cartes que vous n’avez pas. L’outil recalcule le meilleur deck que vous pouvez encore construire.',
    promoText2: 'Il indique la force de ce deck par rapport au meilleur deck du jeu.',
    promoCta: 'Essayer la recherche du meilleur deck',
  },
  startup: {
    planCheckFailed: 'Votre abonnement Premium n’a pas pu être vérifié : vous avez les fonctions gratuites pour le moment.',
    failed: 'Le site n’a pas pu démarrer. Veuillez recharger la page.',
    configFailed: 'Le site n’est pas correctement configuré et ne peut pas démarrer. Réessaie plus tard.',
    registryFailed: 'La liste des parties du site n’a pas pu être chargée : les pages qui en ont besoin ne peuvent pas s’ouvrir pour le moment.',
    overrideRefused: 'La version « {{override}} » demandée dans l’adresse n’est pas disponible : la version habituelle est affichée.',
    rejected_one: '{{count}} partie du site a été ignorée car son adresse n’est pas autorisée.',
    rejected_other: '{{count}} parties du site ont été ignorées car leurs adresses ne sont pas autorisées.',
  },
  offline: {
    showingDataFrom: 'Hors ligne — données du {{date}}',
    showingSavedData: 'Hors ligne — données enregistrées sur cet appareil',
    updateReady: 'Une nouvelle version du site est prête.',
    reloadToUpdate: 'Recharger pour mettre à jour',
  },
  sharedView: {
    title_one: 'Vous consultez une liste partagée : {{count}} carte manquante. Rien n’est enregistré tant que vous ne la gardez pas.',
    title_other: 'Vous consultez une liste partagée : {{count}} cartes manquantes. Rien n’est enregistré tant que vous ne la gardez pas.',
    replaces: 'La garder remplace votre propre liste ({{own}} entrées) ; « Annuler » la rétablit.',
    keep: 'Garder cette liste',
    back: 'Revenir à ma liste',
    kept: 'Cette liste est maintenant la vôtre.',
    undo: 'Annuler',
    dismiss: 'Compris',
  },
  collection: {
    putAside:
      'Les cartes manquantes gardées dans ce navigateur étaient illisibles. Elles ont été mises de côté, pas supprimées : vous pouvez les télécharger ou les restaurer sur la page de la collection.',
    open: 'Ouvrir la collection',
    dismiss: 'Compris',
  },
  remoteError: {
    title: 'Cette partie du site n’a pas pu être chargée',
    unreachable: 'Son serveur n’a pas répondu. Vérifiez votre connexion, puis réessayez.',
    timeout: 'Le chargement a pris plus de 2 minutes.',
    chunk: 'Un fichier de cette partie n’a pas pu être chargé.',
    contract:
      'Cette partie a été conçue pour une autre version du site (contrat {{remoteVersion}}, le site utilise {{hostVersion}}) ; elle n’a donc pas été chargée.',
    render: 'Un problème est survenu lors de l’affichage de cette partie.',
    notRegistered: 'Cette partie n’est pas disponible pour le moment.',
    origin: 'Ses fichiers sont à une adresse que le site n’autorise pas : il n’a pas été chargé.',
    rest: 'Le reste du site fonctionne toujours.',
  },
  meta: {
    home: {
      title: 'Tier list Pokémon TCG Pocket',
      heading: 'Tier list Pokémon TCG Pocket',
      description: 'Les decks compétitifs les plus forts, classés d’après les résultats de tournois et mis à jour chaque semaine.',
    },
    tierList: {
      title: 'Tier list – Tier list TCG Pocket',
      heading: 'Tier list',
      description: 'Les decks compétitifs classés de S à E d’après leurs résultats en tournoi.',
    },
    deckFinder: {
      title: 'Recherche du meilleur deck – Tier list TCG Pocket',
      heading: 'Recherche du meilleur deck',
      description: 'Cliquez sur les cartes que vous n’avez pas. La recherche affiche alors le meilleur deck que vous pouvez encore construire.',
    },
    deckDetail: {
      title: 'Détails du deck – Tier list TCG Pocket',
      heading: 'Détails du deck',
      description: 'Statistiques clés, meilleure liste, alternatives et matchups d’un deck compétitif.',
    },
    cardsList: {
      title: 'Meilleures cartes – Tier list TCG Pocket',
      heading: 'Meilleures cartes',
      description: 'Les cartes les plus jouées du méta actuel des tournois, par tier.',
    },
    expansionList: {
      title: 'Extensions par tier – Tier list TCG Pocket',
      heading: 'Extensions par tier',
      description: 'Les extensions classées selon la somme des scores de leurs cartes.',
    },
    statistics: {
      title: 'Statistiques du méta – Tier list TCG Pocket',
      heading: 'Statistiques du méta',
      description: 'Évolution de la part du méta, une matrice des matchups et la fiabilité de chaque chiffre.',
    },
    collection: {
      title: 'Ma collection – Tier list TCG Pocket',
      heading: 'Ma collection',
      description: 'Indiquez les cartes que vous avez et celles qui vous manquent ; chaque classement s’adapte.',
    },
    notFound: {
      title: 'Page introuvable – Tier list TCG Pocket',
      heading: 'Page introuvable',
      description: 'Page introuvable : il n’y a pas de page à cette adresse.',
    },
  },
  notFound: {
    text: 'Il n’y a pas de page à cette adresse. Elle a peut-être été déplacée, ou le lien contient une faute de frappe.',
    links: 'Les pages principales',
  },
  loading: 'Chargement...',
  view: { updating: 'Mise à jour pour votre collection…' },
  retry: 'Réessayer',
};

/** The texts remotes.manifest.json gives its pages, in this language (`meta.<page id>`). */
export const pages = __SITE_PAGE_TEXTS__.fr;

export default fr;
