import type { TierlistTexts } from './en';

const es: TierlistTexts = {
  title: 'Tier list',
  intro: 'Mazos competitivos clasificados de S a E según sus resultados en torneos.',
  lastUpdated: 'Última actualización: {{date}}',
  freshness: {
    green: 'Al día: actualizado en los últimos 2 días',
    orange: 'Actualizado en los últimos 7 días',
    red: 'Actualizado hace más de 7 días',
  },
  filters: {
    label: 'Filtros',
    energy: 'Tipo de energía',
    includeEx: 'Incluir cartas EX',
    deckAmount: 'Número de mazos',
    sortBy: 'Ordenar por',
  },
  sort: { score: 'Puntuación', popularity: 'Popularidad', strength: 'Fuerza', winRate: 'Tasa de victorias' },
  help: {
    title: 'Qué significan los números:',
    button: '¿Qué es {{metric}}?',
    score:
      'La puntuación valora la mejor lista de un mazo según sus resultados en torneos, en porcentaje: cuanto más alta, mejor le va al mazo. Si no eliges otro orden, los mazos se clasifican por puntuación.',
    popularity:
      'La popularidad indica con qué frecuencia se juega un mazo en torneos, en una escala de 0 a 10: el mazo más jugado de la lista tiene 10,0.',
    strength:
      'La fuerza indica lo fuerte que es la mejor lista de un mazo, en una escala de 0 a 10: el mazo más fuerte de la lista tiene 10,0.',
    winRate: 'La tasa de victorias es la parte de sus partidas de torneo que un mazo ganó contra todos sus rivales, en porcentaje.',
  },
  upsell: {
    text: 'Plan gratuito: los {{amount}} mejores mazos por puntuación. Premium muestra hasta 100 mazos, con filtros de energía y EX y orden por popularidad, fuerza o tasa de victorias.',
    button: 'Obtener Premium',
  },
  shown_one: '{{count}} mazo, ordenado por {{metric}}',
  shown_other: '{{count}} mazos, ordenados por {{metric}}',
  missingSummary_one: 'Los mazos de abajo evitan la {{count}} carta que marcaste como que te falta.',
  missingSummary_other: 'Los mazos de abajo evitan las {{count}} cartas que marcaste como que te faltan.',
  missingHint:
    'Marca las cartas que no tienes en el Buscador del mejor mazo o en la página Mejores cartas: la tier list mostrará solo los mazos que puedes construir.',
  notEnoughHint:
    'Quita algunas de tus cartas que faltan aquí arriba, o prueba otro mazo: así empiezas de nuevo con todas las cartas.',
  noDecks: {
    title: 'No hay mazos que mostrar',
    text: 'Todavía no hay mazos en los datos.',
    filtersHint: 'Ningún mazo coincide con los filtros actuales: elige otro tipo de energía o incluye las cartas EX.',
  },
  tier: { empty: 'No hay mazos en este tier' },
};

export default es;
