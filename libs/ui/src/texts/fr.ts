import type { UiTexts } from './en';

const fr: UiTexts = {
  energy: { all: 'Tous', Grass: 'Plante', Fire: 'Feu', Water: 'Eau', Lightning: 'Électrique', Psychic: 'Psy', Fighting: 'Combat', Darkness: 'Obscurité', Metal: 'Métal', Dragon: 'Dragon', Colorless: 'Incolore', Trainer: 'Dresseur' },
  card: { unknown: 'Carte inconnue ({{id}})', count: '×{{count}}', ex: 'ex' },
  loading: 'Chargement...',
  retry: 'Réessayer',
  close: 'Fermer',
  dataError: {
    title: 'Les données n’ont pas pu être chargées',
    network: 'Le serveur de données n’a pas répondu. Vérifiez votre connexion, puis réessayez.',
    invalid: 'Le fichier de données {{file}} est endommagé ou incomplet.',
  },
  missingCards: {
    title: 'Vos cartes manquantes ({{count}})',
    empty: 'Vous n’avez encore marqué aucune carte comme manquante.',
    remove: 'Retirer',
    removeLabel_one: 'Retirer {{name}} de vos cartes manquantes',
    removeLabel_other: 'Retirer les {{count}} exemplaires de {{name}} de vos cartes manquantes',
    clear: 'Tout retirer',
    removed: 'La carte {{name}} a été retirée de vos cartes manquantes.',
    cleared: 'Toutes les cartes manquantes ont été retirées.',
    note: 'Les cartes manquantes sont conservées pendant la navigation sur le site et oubliées au rechargement de la page.',
    toTierList: 'Tier list sans elles',
    toDeck: 'Meilleur deck sans elles',
  },
  notEnough: {
    title: 'Pas assez de cartes',
    text: 'Aucun deck ne peut être construit sans les cartes que vous avez marquées comme manquantes.',
    link: 'Essayer un autre deck',
  },
  winRate: {
    uncertain: 'incertain',
    games_one: '{{games}} partie',
    games_other: '{{games}} parties',
    gamesAbout_one: 'environ {{games}} partie',
    gamesAbout_other: 'environ {{games}} parties',
    gamesUnknown: 'nombre de parties inconnu',
    interval: 'intervalle à 95 % : de {{lower}} à {{upper}}',
    few: 'moins de {{min}} parties, donc incertain',
  },
  tier: { label: 'Tier {{tier}}' },
  skippedLists_one: '{{count}} liste a été ignorée car elle contient une carte inconnue.',
  skippedLists_other: '{{count}} listes ont été ignorées car elles contiennent des cartes inconnues.',
};

export default fr;
