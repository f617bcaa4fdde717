import type { CardsTexts } from './en';

const es: CardsTexts = {
  cardsTitle: 'Mejores cartas',
  cardsIntro: 'Las cartas más jugadas del meta actual de torneos, por tier.',
  cardsHow: 'Los tiers siguen la puntuación de la carta (la raíz cuadrada de la puntuación bruta); dentro de cada tier, las cartas más jugadas van primero.',
  cardsHint: 'Haz clic en una carta que no tengas para marcarla como faltante. La lista de tiers y el buscador del mejor mazo la dejarán fuera.',
  expansionsTitle: 'Expansiones por tier',
  expansionsIntro: 'Expansiones clasificadas por la suma de las puntuaciones de sus cartas.',
  linkExpansions: 'Expansiones por tier',
  linkCards: 'Mejores cartas por tier',
  emptyTierCards: 'Sin cartas',
  emptyTierExpansions: 'Sin expansiones',
  filter: {
    expansion: 'Expansión',
    all: 'Todas',
    option: '{{name}} ({{code}})',
  },
  card: {
    mark: 'Marcar {{name}} como faltante',
    score: 'Puntuación {{value}}',
    popularity: 'Popularidad {{value}}',
  },
  noCards: 'No hay cartas clasificadas para esta selección.',
  skippedScores_one: 'Se omitió {{count}} puntuación de carta porque su carta no está en el catálogo.',
  skippedScores_other: 'Se omitieron {{count}} puntuaciones de cartas porque sus cartas no están en el catálogo.',
  marked: '{{name}} marcada como faltante.',
  expansion: {
    released: 'Publicada el {{date}}',
    releaseUnknown: 'Fecha de lanzamiento desconocida',
    totalScore: 'Puntuación de cartas {{value}}',
    promoNote: 'Los sets promocionales no se clasifican.',
    none: 'No hay expansiones que clasificar.',
    unrankedTitle: "Aún sin clasificar",
    unrankedText: "Estas expansiones todavía no tienen ninguna carta en los resultados de torneos actuales (sets nuevos o solo con reimpresiones).",
  },
};

export default es;
