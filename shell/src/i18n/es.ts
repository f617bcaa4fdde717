import type { ShellTexts } from './en';

const es: ShellTexts = {
  skipToContent: 'Saltar al contenido',
  nav: {
    label: 'Principal',
    home: 'Inicio',
    tierList: 'Tier list',
    deckFinder: 'Buscador del mejor mazo',
    bestCards: 'Mejores cartas',
    statistics: 'Estadísticas',
    collection: 'Mi colección',
    brandShort: 'TCGP Tiers',
    menu: 'Menú',
    closeMenu: 'Cerrar menú',
    pages: 'Páginas',
  },
  auth: {
    premium: 'Premium',
    signIn: 'Iniciar sesión con Google',
    signInShort: 'Entrar',
    signOut: 'Cerrar sesión',
    signedInAs: 'Sesión iniciada como {{name}}',
    signInFailed: 'No se pudo iniciar sesión. Inténtalo de nuevo.',
    signOutFailed: 'No se pudo cerrar sesión. Inténtalo de nuevo.',
    signInOffline: 'Estás sin conexión: para iniciar sesión necesitas conexión. Vuelve a intentarlo cuando estés en línea.',
    dismiss: 'Descartar',
  },
  social: {
    sourceCode: 'Código fuente',
    social: 'Síguenos',
    sourceCodeLabel: 'Repositorio del código fuente (se abre en una pestaña nueva)',
    socialLabel: 'Nuestra cuenta en redes sociales (se abre en una pestaña nueva)',
  },
  theme: { toDark: 'Cambiar al tema oscuro', toLight: 'Cambiar al tema claro', dark: 'Oscuro', light: 'Claro' },
  footer: {
    title: 'Tier list de TCG Pocket',
    tagline: 'Mazos competitivos clasificados según resultados de torneos.',
    language: 'Idioma',
    disclaimer: 'Un proyecto de fans. Sin relación con The Pokémon Company, Nintendo, Creatures ni DeNA.',
    parts: 'Partes del sitio',
  },
  landing: {
    title: 'Tier list de Pokémon TCG Pocket',
    subtitle: 'Los mazos competitivos más fuertes, clasificados según resultados de torneos y actualizados cada semana.',
    cta: 'Ver la tier list',
    featuresTitle: 'Todo lo que necesitas para elegir tu próximo mazo',
    features: {
      tiers: { title: 'Tier list de torneos reales', text: 'Mazos de S a E por puntuación, popularidad, fuerza o porcentaje de victorias.' },
      finder: { title: 'Buscador del mejor mazo', text: 'Encuentra el mazo más fuerte que puedes construir con tus cartas.' },
      missing: { title: 'Excluye las cartas que te faltan', text: 'Marca las cartas que no tienes y todas las clasificaciones se adaptan.' },
      matchups: { title: 'Enfrentamientos', text: 'Mira a qué mazos gana cada mazo y contra cuáles tiene problemas.' },
      cards: { title: 'Mejores cartas y expansiones', text: 'Las cartas más jugadas y las expansiones más valiosas, por tier.' },
      languages: { title: 'Nueve idiomas, tema oscuro', text: 'Lee el sitio en tu idioma, de día o de noche.' },
    },
    promoTitle: '¿Qué mazo puedes construir ahora mismo?',
    promoText1: 'Haz clic en las cartas que no tienes. El buscador recalcula el mejor mazo que aún puedes construir.',
    promoText2: 'Muestra lo fuerte que es ese mazo comparado con el mejor mazo del juego.',
    promoCta: 'Probar el buscador del mejor mazo',
  },
  startup: {
    planCheckFailed: 'No se pudo comprobar tu plan Premium, así que por ahora tienes las funciones gratuitas.',
    failed: 'El sitio no pudo iniciarse. Vuelve a cargar la página.',
    configFailed: 'El sitio no está bien configurado y no puede iniciarse. Vuelve a intentarlo más tarde.',
    registryFailed: 'No se pudo cargar la lista de partes del sitio, así que las páginas que las necesitan no pueden abrirse ahora.',
    overrideRefused: 'La versión «{{override}}» pedida en la dirección no está disponible, así que se muestra la habitual.',
    rejected_one: 'Se ignoró {{count}} parte del sitio porque su dirección no está permitida.',
    rejected_other: 'Se ignoraron {{count}} partes del sitio porque sus direcciones no están permitidas.',
  },
  offline: {
    showingDataFrom: 'Sin conexión: datos del {{date}}',
    showingSavedData: 'Sin conexión: datos guardados en este dispositivo',
    updateReady: 'Hay una nueva versión del sitio.',
    reloadToUpdate: 'Recargar para actualizar',
  },
  sharedView: {
    title_one: 'Estás viendo una lista compartida: {{count}} carta que falta. No se guarda nada a menos que la conserves.',
    title_other: 'Estás viendo una lista compartida: {{count}} cartas que faltan. No se guarda nada a menos que la conserves.',
    replaces: 'Conservarla sustituye tu propia lista ({{own}} entradas); «Deshacer» la recupera.',
    keep: 'Conservar esta lista',
    back: 'Volver a mi lista',
    kept: 'Esta lista ahora es tuya.',
    undo: 'Deshacer',
    dismiss: 'Entendido',
  },
  collection: {
    putAside:
      'No se pudieron leer las cartas que te faltan guardadas en este navegador. Se han apartado, no borrado: puedes descargarlas o restaurarlas en la página de la colección.',
    open: 'Abrir la colección',
    dismiss: 'Entendido',
  },
  remoteError: {
    title: 'No se pudo cargar esta parte del sitio',
    unreachable: 'Su servidor no respondió. Comprueba tu conexión y vuelve a intentarlo.',
    timeout: 'La carga tardó más de 2 minutos.',
    chunk: 'No se pudo cargar un archivo de esta parte.',
    contract: 'Esta parte se creó para otra versión del sitio (contrato {{remoteVersion}}, el sitio usa {{hostVersion}}), así que no se cargó.',
    render: 'Algo salió mal al mostrar esta parte.',
    notRegistered: 'Esta parte no está disponible en este momento.',
    origin: 'Sus archivos están en una dirección que el sitio no permite, así que no se cargó.',
    rest: 'El resto del sitio sigue funcionando.',
  },
  meta: {
    home: {
      title: 'Tier list de Pokémon TCG Pocket',
      heading: 'Tier list de Pokémon TCG Pocket',
      description: 'Los mazos competitivos más fuertes, clasificados según resultados de torneos y actualizados cada semana.',
    },
    tierList: {
      title: 'Tier list – Tier list de TCG Pocket',
      heading: 'Tier list',
      description: 'Mazos competitivos clasificados de S a E según sus resultados en torneos.',
    },
    deckFinder: {
      title: 'Buscador del mejor mazo – Tier list de TCG Pocket',
      heading: 'Buscador del mejor mazo',
      description: 'Haz clic en las cartas que no tienes. El buscador te muestra entonces el mejor mazo que aún puedes construir.',
    },
    deckDetail: {
      title: 'Detalles del mazo – Tier list de TCG Pocket',
      heading: 'Detalles del mazo',
      description: 'Estadísticas clave, la mejor lista, alternativas y enfrentamientos de un mazo competitivo.',
    },
    cardsList: {
      title: 'Mejores cartas – Tier list de TCG Pocket',
      heading: 'Mejores cartas',
      description: 'Las cartas más jugadas del meta actual de torneos, por tier.',
    },
    expansionList: {
      title: 'Expansiones por tier – Tier list de TCG Pocket',
      heading: 'Expansiones por tier',
      description: 'Expansiones clasificadas por la suma de las puntuaciones de sus cartas.',
    },
    statistics: {
      title: 'Estadísticas del meta – Tier list de TCG Pocket',
      heading: 'Estadísticas del meta',
      description: 'Evolución de la presencia en el meta, una matriz de enfrentamientos y la fiabilidad de cada cifra.',
    },
    collection: {
      title: 'Mi colección – Tier list de TCG Pocket',
      heading: 'Mi colección',
      description: 'Marca las cartas que tienes y las que te faltan; todas las clasificaciones se adaptan.',
    },
    notFound: {
      title: 'Página no encontrada – Tier list de TCG Pocket',
      heading: 'Página no encontrada',
      description: 'Página no encontrada: no hay ninguna página en esta dirección.',
    },
  },
  notFound: {
    text: 'No hay ninguna página en esta dirección. Puede que se haya movido o que el enlace esté mal escrito.',
    links: 'Las páginas principales',
  },
  loading: 'Cargando...',
  view: { updating: 'Actualizando para tu colección…' },
  retry: 'Reintentar',
};

/** The texts remotes.manifest.json gives its pages, in this language (`meta.<page id>`). */
export const pages = __SITE_PAGE_TEXTS__.es;

export default es;
