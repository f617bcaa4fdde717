import type { TierlistTexts } from './en';

const fr: TierlistTexts = {
  title: 'Tier list',
  intro: 'Les decks compétitifs classés de S à E d’après leurs résultats en tournoi.',
  lastUpdated: 'Dernière mise à jour : {{date}}',
  freshness: {
    green: 'À jour : mis à jour au cours des 2 derniers jours',
    orange: 'Mis à jour au cours des 7 derniers jours',
    red: 'Mis à jour il y a plus de 7 jours',
  },
  filters: {
    label: 'Filtres',
    energy: 'Type d’énergie',
    includeEx: 'Inclure les cartes EX',
    deckAmount: 'Nombre de decks',
    sortBy: 'Trier par',
  },
  sort: { score: 'Score', popularity: 'Popularité', strength: 'Puissance', winRate: 'Taux de victoire' },
  help: {
    title: 'Ce que signifient les chiffres :',
    button: 'Qu’est-ce que {{metric}} ?',
    score:
      'Le score évalue la meilleure liste d’un deck d’après ses résultats en tournoi, en pourcentage : plus il est élevé, mieux le deck s’en sort. Sauf si vous choisissez un autre tri, les decks sont classés par score.',
    popularity:
      'La popularité indique la fréquence à laquelle un deck est joué en tournoi, sur une échelle de 0 à 10 : le deck le plus joué de la liste a 10,0.',
    strength:
      'La puissance indique la force de la meilleure liste d’un deck, sur une échelle de 0 à 10 : le deck le plus puissant de la liste a 10,0.',
    winRate: 'Le taux de victoire est la part de ses parties de tournoi qu’un deck a gagnées contre tous ses adversaires, en pourcentage.',
  },
  upsell: {
    text: 'Offre gratuite : les {{amount}} meilleurs decks par score. Premium affiche jusqu’à 100 decks, avec les filtres d’énergie et EX et le tri par popularité, puissance ou taux de victoire.',
    button: 'Passer à Premium',
  },
  shown_one: '{{count}} deck, trié par {{metric}}',
  shown_other: '{{count}} decks, triés par {{metric}}',
  missingSummary_one: 'Les decks ci-dessous évitent la {{count}} carte que vous avez marquée comme manquante.',
  missingSummary_other: 'Les decks ci-dessous évitent les {{count}} cartes que vous avez marquées comme manquantes.',
  missingHint:
    'Marquez les cartes que vous ne possédez pas dans la Recherche du meilleur deck ou sur la page Meilleures cartes : la tier list n’affiche alors que les decks que vous pouvez construire.',
  notEnoughHint:
    'Retirez quelques-unes de vos cartes manquantes ci-dessus, ou essayez un autre deck : vous repartez alors avec toutes les cartes.',
  noDecks: {
    title: 'Aucun deck à afficher',
    text: 'Les données ne contiennent pas encore de decks.',
    filtersHint: 'Aucun deck ne correspond aux filtres actuels : choisissez un autre type d’énergie ou incluez les cartes EX.',
  },
  tier: { empty: 'Aucun deck dans ce tier' },
};

export default fr;
