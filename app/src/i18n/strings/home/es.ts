/** The home lobby: banners, notices, game menu, rows, search, winner board, home popups (t('home.…')). */
export const es = {
  /** The page's h1 (visually hidden). */
  heading: '{{site}}: lobby de juegos',
  retry: 'Reintentar',
  banners: {
    loading: 'Cargando promociones…',
    failed: 'No se pudieron cargar las promociones.',
  },
  notices: {
    label: 'Avisos',
    loading: 'Cargando avisos…',
    failed: 'No se pudieron cargar los avisos.',
  },
  menu: {
    label: 'Categorías de juegos',
    failed: 'No se pudieron cargar las categorías de juegos.',
    /** SPEC.md section 2: the lobby's category menu. */
    categories: {
      hot: 'Populares',
      favourites: 'Favoritos',
      rng: 'Tragamonedas',
      live: 'Casino en vivo',
      fish: 'Pesca',
      sports: 'Deportes',
      esports: 'E-sports',
      pvp: 'Juegos de cartas',
      cockfight: 'Peleas de gallos',
      exclusive: 'Exclusivo',
    },
  },
  rows: {
    hot: 'Juegos populares',
    favourites: 'Mis favoritos',
    empty: 'Todavía no hay juegos aquí.',
    failed: '{{title}}: no se pudieron cargar los juegos.',
    noVendors: 'Esta categoría no tiene proveedores por ahora.',
    favouritesLogin: 'Inicia sesión para ver tus juegos favoritos.',
    favouritesEmpty: 'Aún no tienes favoritos: toca el corazón de un juego para guardarlo aquí.',
    login: 'Iniciar sesión',
  },
  search: {
    label: 'Buscar juegos',
    placeholder: 'Nombre del juego',
    submit: 'Buscar',
    clear: 'Borrar búsqueda',
    results: 'Resultados para «{{query}}»',
    count_one: '{{count}} juego',
    count_other: '{{count}} juegos',
    empty: 'Ningún juego coincide con «{{query}}».',
    failed: 'No se pudo completar la búsqueda.',
  },
  winners: {
    failed: 'No se pudo cargar el tablero de ganadores.',
  },
  announcements: {
    failed: 'No se pudieron cargar los anuncios.',
  },
};

/** Spanish defines the area's keys: en.ts and th.ts are typed by it. */
export type HomeStrings = typeof es;
