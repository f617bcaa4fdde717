import type { UiTexts } from './en';

const es: UiTexts = {
  energy: { all: 'Todos', Grass: 'Planta', Fire: 'Fuego', Water: 'Agua', Lightning: 'Rayo', Psychic: 'Psíquico', Fighting: 'Lucha', Darkness: 'Oscuridad', Metal: 'Metálico', Dragon: 'Dragón', Colorless: 'Incoloro', Trainer: 'Entrenador' },
  card: { unknown: 'Carta desconocida ({{id}})', count: '×{{count}}', ex: 'ex' },
  loading: 'Cargando...',
  retry: 'Reintentar',
  close: 'Cerrar',
  dataError: {
    title: 'No se pudieron cargar los datos',
    network: 'El servidor de datos no respondió. Comprueba tu conexión y vuelve a intentarlo.',
    invalid: 'El archivo de datos {{file}} está dañado o incompleto.',
  },
  missingCards: {
    title: 'Tus cartas faltantes ({{count}})',
    empty: 'Aún no has marcado ninguna carta como faltante.',
    remove: 'Quitar',
    removeLabel_one: 'Quitar {{name}} de tus cartas faltantes',
    removeLabel_other: 'Quitar las {{count}} copias de {{name}} de tus cartas faltantes',
    clear: 'Quitar todas',
    removed: 'Se quitó {{name}} de tus cartas faltantes.',
    cleared: 'Se quitaron todas las cartas faltantes.',
    note: 'Las cartas faltantes se conservan mientras navegas por el sitio y se olvidan al recargar la página.',
    toTierList: 'Tier list sin ellas',
    toDeck: 'Mejor mazo sin ellas',
  },
  notEnough: {
    title: 'No hay suficientes cartas',
    text: 'No se puede construir ningún mazo sin las cartas que marcaste como faltantes.',
    link: 'Probar otro mazo',
  },
  winRate: {
    uncertain: 'incierto',
    games_one: '{{games}} partida',
    games_other: '{{games}} partidas',
    gamesAbout_one: 'aprox. {{games}} partida',
    gamesAbout_other: 'aprox. {{games}} partidas',
    gamesUnknown: 'número de partidas desconocido',
    interval: 'intervalo del 95 %: de {{lower}} a {{upper}}',
    few: 'menos de {{min}} partidas, por lo que es incierto',
  },
  tier: { label: 'Tier {{tier}}' },
  skippedLists_one: 'Se omitió {{count}} lista porque usa una carta desconocida.',
  skippedLists_other: 'Se omitieron {{count}} listas porque usan cartas desconocidas.',
};

export default es;
