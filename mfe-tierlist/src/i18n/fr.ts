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
      'Le score évalue la meilleure liste d’un deck d’après ses parties en tournoi, en pourcentage : c’est la borne basse de l’intervalle de confiance à 95 % (Wilson) du taux de victoire de la liste. Il faut un taux de victoire élevé sur beaucoup de parties pour obtenir un score élevé : une série chanceuse de quelques parties ne met pas un deck en tête. Les decks sont classés par score, sauf si vous choisissez un autre tri.',
    popularity:
      'La popularité est la part des joueurs de tournoi qui ont joué le deck sur la période des données, sur une échelle de 0 à 10 : le deck le plus joué de la liste a 10,0.',
    strength:
      'La puissance est le taux de victoire de la liste la plus forte du deck (victoires plus la moitié des égalités, divisées par ses parties), sur une échelle de 0 à 10 : le deck le plus fort de la liste a 10,0.',
    winRate:
      'Le taux de victoire est la part de ses parties en tournoi qu’un deck a gagnées contre d’autres decks sur la période des données, en pourcentage : une égalité compte pour une demi-victoire, les parties contre le même deck ne comptent pas. Son info-bulle indique le nombre de parties et l’intervalle à 95 % ; en dessous de 20 parties, il est marqué comme incertain.',
    rankChange: 'Flèches',
    rankChangeButton: 'Que signifient les flèches ?',
    rankChangeText:
      'Les flèches indiquent de combien de places un deck a bougé depuis la semaine dernière dans le tri actuel, classé de la même façon à partir des résultats de la semaine dernière. « Nouveau » signifie qu’il n’était pas dans la liste de la semaine dernière.',
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
  notEnoughHint: 'Retirez quelques-unes de vos cartes manquantes ci-dessus, ou essayez un autre deck : vous repartez alors avec toutes les cartes.',
  noDecks: {
    title: 'Aucun deck à afficher',
    text: 'Les données ne contiennent pas encore de decks.',
    filtersHint: 'Aucun deck ne correspond aux filtres actuels : choisissez un autre type d’énergie ou incluez les cartes EX.',
  },
  tier: { empty: 'Aucun deck dans ce tier' },
  rankChange: {
    up_one: 'Monte de {{count}} place depuis la semaine dernière (avant : {{lastRank}})',
    up_other: 'Monte de {{count}} places depuis la semaine dernière (avant : {{lastRank}})',
    down_one: 'Descend de {{count}} place depuis la semaine dernière (avant : {{lastRank}})',
    down_other: 'Descend de {{count}} places depuis la semaine dernière (avant : {{lastRank}})',
    same: 'Même place que la semaine dernière',
    new: 'Nouveau',
    newLabel: 'Nouveau : absent de la liste de la semaine dernière',
  },
  statistics: {
    title: 'Statistiques du méta',
    intro: 'Évolution de la part du méta, une matrice des matchups et la fiabilité de chaque chiffre.',
    trend: {
      title: 'Part du méta, semaine par semaine',
      chartLabel: 'Part des joueurs des {{count}} decks les plus joués sur les {{weeks}} dernières semaines',
      keyboardHint: 'Utilisez les flèches du clavier pour passer d’un point à l’autre : gauche et droite pour les semaines, haut et bas pour les decks.',
      point: '{{deck}}, semaine du {{week}} : {{share}}',
      legend: 'Decks du graphique',
      showTable: 'Afficher en tableau',
      tableCaption: 'Part des joueurs par semaine',
      week: 'Semaine du',
      days_one: '({{count}} jour)',
      days_other: '({{count}} jours)',
      partial_one: 'La dernière semaine ne compte encore que {{count}} jour.',
      partial_other: 'La dernière semaine ne compte encore que {{count}} jours.',
      empty: 'Aucun tournoi pendant ces semaines.',
      notAvailable: 'L’évolution de la part du méta n’est pas disponible pour ces données.',
    },
    window: {
      legend: 'Période',
      option_one: '{{count}} jour',
      option_other: '{{count}} jours',
      title_one: 'Dernier {{count}} jour',
      title_other: '{{count}} derniers jours',
      summary: 'Du {{from}} au {{to}} : {{players}} joueurs, {{games}} parties',
      caption_one: 'Les decks les plus joués du dernier {{count}} jour',
      caption_other: 'Les decks les plus joués des {{count}} derniers jours',
      deck: 'Deck',
      share: 'Part',
      notAvailable: 'Les statistiques de cette période ne sont pas disponibles pour ces données.',
    },
    matrix: {
      title: 'Matrice des matchups',
      size: 'Decks dans la matrice',
      free: 'Offre gratuite : les {{free}} meilleurs decks. Premium en affiche jusqu’à {{max}}.',
      key: 'Couleurs',
      keyGood: 'le deck de la ligne gagne plus souvent',
      keyBad: 'le deck de la ligne perd plus souvent',
      keyFew: 'pas assez de parties ({{min}} ou moins)',
      caption: 'Taux de victoire du deck de la ligne contre le deck de la colonne, et leurs parties',
      corner: 'Deck',
      versus: '{{row}} contre {{column}}',
      few: 'pas assez de parties ({{min}} ou moins)',
      noGames: 'aucune partie',
      empty: 'Aucun deck sur cette période.',
    },
  },
};

export default fr;
