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
      'La puntuación valora la mejor lista de un mazo por sus partidas de torneo, en porcentaje: es el extremo inferior del intervalo de confianza del 95 % (Wilson) de la tasa de victorias de la lista. Una lista necesita una tasa de victorias alta en muchas partidas para puntuar alto, así que una racha de suerte en pocas partidas no sube un mazo a lo más alto. Los mazos se ordenan por puntuación salvo que elijas otro orden.',
    popularity:
      'La popularidad es la proporción de jugadores de torneo que usaron el mazo en el periodo de los datos, en una escala de 0 a 10: el mazo más jugado de la lista tiene 10,0.',
    strength:
      'La fuerza es la tasa de victorias de la lista más fuerte del mazo (victorias más la mitad de los empates, divididas entre sus partidas), en una escala de 0 a 10: el mazo más fuerte de la lista tiene 10,0.',
    winRate:
      'La tasa de victorias es la proporción de sus partidas de torneo que un mazo ganó contra otros mazos en el periodo de los datos, en porcentaje: un empate cuenta como media victoria y las partidas contra el mismo mazo no cuentan. Su información emergente muestra el número de partidas y el intervalo del 95 %; con menos de 20 partidas se marca como incierta.',
    rankChange: 'Flechas',
    rankChangeButton: '¿Qué significan las flechas?',
    rankChangeText:
      'Las flechas muestran cuántos puestos ha subido o bajado un mazo desde la semana pasada en el orden actual, calculado de la misma forma con los resultados de la semana pasada. «Nuevo» significa que no estaba en la lista de la semana pasada.',
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
  notEnoughHint: 'Quita algunas de tus cartas que faltan aquí arriba, o prueba otro mazo: así empiezas de nuevo con todas las cartas.',
  noDecks: {
    title: 'No hay mazos que mostrar',
    text: 'Todavía no hay mazos en los datos.',
    filtersHint: 'Ningún mazo coincide con los filtros actuales: elige otro tipo de energía o incluye las cartas EX.',
  },
  tier: { empty: 'No hay mazos en este tier' },
  rankChange: {
    up_one: 'Sube {{count}} puesto desde la semana pasada (antes {{lastRank}})',
    up_other: 'Sube {{count}} puestos desde la semana pasada (antes {{lastRank}})',
    down_one: 'Baja {{count}} puesto desde la semana pasada (antes {{lastRank}})',
    down_other: 'Baja {{count}} puestos desde la semana pasada (antes {{lastRank}})',
    same: 'Mismo puesto que la semana pasada',
    new: 'Nuevo',
    newLabel: 'Nuevo: no estaba en la lista de la semana pasada',
  },
  statistics: {
    title: 'Estadísticas del meta',
    intro: 'Evolución de la presencia en el meta, una matriz de enfrentamientos y la fiabilidad de cada cifra.',
    trend: {
      title: 'Presencia en el meta, semana a semana',
      chartLabel: 'Proporción de jugadores de los {{count}} mazos más jugados en las últimas {{weeks}} semanas',
      keyboardHint: 'Usa las flechas del teclado para moverte entre los puntos: izquierda y derecha para las semanas, arriba y abajo para los mazos.',
      point: '{{deck}}, semana del {{week}}: {{share}}',
      legend: 'Mazos del gráfico',
      showTable: 'Ver como tabla',
      tableCaption: 'Proporción de jugadores por semana',
      week: 'Semana del',
      days_one: '({{count}} día)',
      days_other: '({{count}} días)',
      partial_one: 'La última semana solo tiene {{count}} día por ahora.',
      partial_other: 'La última semana solo tiene {{count}} días por ahora.',
      empty: 'No hubo torneos en estas semanas.',
      notAvailable: 'La evolución de la presencia en el meta no está disponible para estos datos.',
    },
    window: {
      legend: 'Periodo',
      option_one: '{{count}} día',
      option_other: '{{count}} días',
      title_one: 'Último {{count}} día',
      title_other: 'Últimos {{count}} días',
      summary: 'Del {{from}} al {{to}}: {{players}} jugadores, {{games}} partidas',
      caption_one: 'Los mazos más jugados del último {{count}} día',
      caption_other: 'Los mazos más jugados de los últimos {{count}} días',
      deck: 'Mazo',
      share: 'Proporción',
      notAvailable: 'Las estadísticas de este periodo no están disponibles para estos datos.',
    },
    matrix: {
      title: 'Matriz de enfrentamientos',
      size: 'Mazos en la matriz',
      free: 'Plan gratuito: los {{free}} mejores mazos. Premium muestra hasta {{max}}.',
      key: 'Colores',
      keyGood: 'el mazo de la fila gana más a menudo',
      keyBad: 'el mazo de la fila pierde más a menudo',
      keyFew: 'no hay suficientes partidas ({{min}} o menos)',
      caption: 'Tasa de victorias del mazo de la fila contra el mazo de la columna, y sus partidas',
      corner: 'Mazo',
      versus: '{{row}} contra {{column}}',
      few: 'no hay suficientes partidas ({{min}} o menos)',
      noGames: 'sin partidas',
      empty: 'No hay mazos en este periodo.',
    },
  },
};

export default es;
