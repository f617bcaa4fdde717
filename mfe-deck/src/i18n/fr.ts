import type { DeckTexts } from './en';

const fr: DeckTexts = {
  finderTitle: 'Recherche du meilleur deck',
  finderIntro: 'Cliquez sur les cartes que vous n’avez pas. La recherche affiche alors le meilleur deck que vous pouvez encore construire.',
  bestDeck: 'Votre meilleur deck',
  relativeStrength: 'Force relative : {{percent}}',
  relativeStrengthHint: 'Par rapport au meilleur deck du jeu, {{deck}}.',
  viewDeck: 'Voir les détails du deck',
  cardsHeading: 'Cartes de la meilleure liste',
  cardsHint: 'Cliquez sur chaque carte que vous n’avez pas.',
  filtersApplied: 'Vos filtres de la liste des tiers s’appliquent aussi ici.',
  nowBest: 'Meilleur deck maintenant : {{deck}}',
  notEnoughHint: 'Retirez une carte de la liste ci-dessous ou essayez un autre deck.',
  detailTitle: 'Détails du deck',
  notFound: 'Aucun deck ne s’appelle « {{deckId}} ».',
  notFoundHint: 'Il a peut-être été renommé ou ne figure plus dans les dernières données.',
  toTierList: 'Aller à la liste des tiers',
  notEnoughDeckHint: 'Avec vos cartes manquantes, vous ne pouvez construire aucune liste de ce deck. Essayez un autre deck.',
  signatureCards: 'Cartes emblématiques',
  keyStats: 'Statistiques clés',
  strength: 'Force',
  popularity: 'Popularité',
  winRate: 'Taux de victoire',
  outOfTen: '{{value}} / 10',
  unknownValue: 'inconnu',
  listWinRate: 'Taux de victoire de cette liste :',
  strongestListWinRate: 'Taux de victoire de sa liste la plus forte :',
  bestList: 'Meilleure liste',
  alternatives: 'Listes alternatives',
  alternativesIntro: 'Listes qui échangent une carte de la meilleure liste contre une autre.',
  alternative: 'Variante {{number}}',
  swap: 'Retirer {{out}}, ajouter {{in}}',
  noAlternatives: 'Aucune liste ne diffère de la meilleure liste d’une seule carte.',
  matchups: 'Confrontations',
  strongAgainst: 'Fort contre',
  weakAgainst: 'Faible contre',
  noMatchups: 'Aucun adversaire avec plus de {{games}} parties.',
  premiumTitle: 'Les confrontations sont une fonction Premium',
  premiumText: 'Découvrez contre quels decks ce deck gagne et contre lesquels il perd, avec les taux de victoire.',
  upsell: 'Passer à Premium',
  checkingPlan: 'Vérification de votre abonnement...',
  incomplete: {
    title: 'Les données de ce deck sont incomplètes',
    text: 'Chaque liste de ce deck utilise une carte que le catalogue ne connaît pas encore : aucune ne peut être affichée. C’est une lacune des données, pas de tes cartes.',
  },
  openInFinder: 'Ouvrir dans le finder',
  head: {
    title: '{{deck}} — liste, confrontations et tier',
    description:
      '{{deck}} : tier {{tier}}, force {{strength}}, popularité {{popularity}}, taux de victoire {{winRate}}. Sa meilleure liste, ses alternatives à une carte près et ses confrontations dans Pokémon TCG Pocket.',
    descriptionNoTier:
      '{{deck}} : force {{strength}}, popularité {{popularity}}, taux de victoire {{winRate}}. Sa meilleure liste, ses alternatives à une carte près et ses confrontations dans Pokémon TCG Pocket.',
    games: 'Parties',
  },
  focus: {
    eyebrow: 'Deck d’un lien',
    shown: 'Affichage de {{deck}}, le deck du lien que vous avez ouvert.',
    notBuildable:
      '{{deck}}, le deck du lien que vous avez ouvert, ne peut pas être construit sans vos cartes manquantes : voici le meilleur deck que vous pouvez construire.',
    showBest: 'Afficher mon meilleur deck',
  },
  next: {
    title: 'Quoi obtenir ensuite',
    empty: 'Marquez les cartes qui vous manquent : cette partie montre alors quelle carte et quel booster vous aideraient le plus.',
    cardsTitle: 'Les cartes qui aident le plus',
    noGain: 'Récupérer une seule de vos cartes manquantes ne rendrait pas votre meilleur deck plus fort.',
    gain: '+{{points}} points',
    unlocks: 'Débloque, à {{strength}} :',
    strengthens: 'Une meilleure liste de votre meilleur deck, à {{strength}} :',
    packsTitle: 'Boosters à ouvrir',
    noPacks: 'Aucun booster ne contient une carte qui vous manque.',
    pack: {
      name: '{{name}} ({{code}})',
      gain: '+{{points}} points par booster (espérés)',
      chance_one: '{{chance}} de chances par booster d’obtenir la {{count}} carte qui vous en manque',
      chance_other: '{{chance}} de chances par booster d’obtenir l’une des {{count}} cartes qui vous en manquent',
    },
    help: {
      summary: 'Comment est-ce calculé ?',
      cards:
        'Gain d’une carte : de combien de points de pourcentage la force relative de votre meilleur deck augmente quand vous en récupérez un exemplaire, toutes les autres cartes manquantes restant manquantes.',
      packs:
        'Boosters : nous supposons qu’un booster contient 5 cartes. Les cartes 1 à 3 sont toujours ◊ ; les cartes 4 et 5 reçoivent une rareté selon les taux d’obtention publiés par le jeu (carte 4 : ◊◊ 90 %, ◊◊◊ 5 % ; carte 5 : ◊◊ 60 %, ◊◊◊ 20 % ; le reste en raretés étoile et couronne), et chaque carte est tirée au hasard parmi les cartes de l’extension de cette rareté. Seules les cartes des données du site comptent (celles des decks joués), les vraies chances sont donc plus faibles ; c’est l’ordre des boosters qui compte. Le gain espéré d’un booster additionne, pour chaque carte manquante de l’extension, sa chance dans le booster multipliée par son gain. Les cartes promo ne viennent d’aucun booster.',
    },
  },
};

export default fr;
