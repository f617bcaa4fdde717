import type { CardsTexts } from './en';

const fr: CardsTexts = {
  cardsTitle: 'Meilleures cartes',
  cardsIntro: 'Les cartes les plus jouées du méta actuel des tournois, par tier.',
  cardsHow: 'Les tiers suivent le score de la carte (la racine carrée du score brut) ; dans un tier, les cartes les plus jouées viennent en premier.',
  cardsHint: 'Cliquez sur une carte que vous ne possédez pas pour la marquer comme manquante. La liste des tiers et le chercheur de meilleur deck l’écartent alors.',
  expansionsTitle: 'Extensions par tier',
  expansionsIntro: 'Les extensions classées selon la somme des scores de leurs cartes.',
  linkExpansions: 'Extensions par tier',
  linkCards: 'Meilleures cartes par tier',
  emptyTierCards: 'Aucune carte',
  emptyTierExpansions: 'Aucune extension',
  filter: {
    expansion: 'Extension',
    all: 'Toutes',
    option: '{{name}} ({{code}})',
  },
  card: {
    mark: 'Marquer {{name}} comme manquante',
    score: 'Score {{value}}',
    popularity: 'Popularité {{value}}',
  },
  noCards: 'Aucune carte classée pour cette sélection.',
  skippedScores_one: '{{count}} score de carte a été ignoré car sa carte n’est pas dans le catalogue.',
  skippedScores_other: '{{count}} scores de cartes ont été ignorés car leurs cartes ne sont pas dans le catalogue.',
  marked: '{{name}} marquée comme manquante.',
  expansion: {
    released: 'Sortie le {{date}}',
    releaseUnknown: 'Date de sortie inconnue',
    totalScore: 'Score des cartes {{value}}',
    promoNote: 'Les sets promo ne sont pas classés.',
    none: 'Aucune extension à classer.',
    unrankedTitle: "Pas encore classées",
    unrankedText: "Ces extensions n’ont encore aucune carte dans les résultats de tournoi actuels (nouvelles séries ou séries de rééditions).",
  },
};

export default fr;
