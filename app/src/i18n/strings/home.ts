/** The home lobby: banners, notices, game menu, rows, search, winner board, home popups (t('home.…')). */
const es = {
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

type HomeStrings = typeof es;

const en: HomeStrings = {
  heading: '{{site}}: games lobby',
  retry: 'Try again',
  banners: {
    loading: 'Loading promotions…',
    failed: 'The promotions could not be loaded.',
  },
  notices: {
    label: 'Notices',
    loading: 'Loading notices…',
    failed: 'The notices could not be loaded.',
  },
  menu: {
    label: 'Game categories',
    failed: 'The game categories could not be loaded.',
    categories: {
      hot: 'Hot',
      favourites: 'Favourites',
      rng: 'Slots',
      live: 'Live casino',
      fish: 'Fishing',
      sports: 'Sports',
      esports: 'E-sports',
      pvp: 'Card games',
      cockfight: 'Cockfight',
      exclusive: 'Exclusive',
    },
  },
  rows: {
    hot: 'Hot games',
    favourites: 'My favourites',
    empty: 'There are no games here yet.',
    failed: '{{title}}: the games could not be loaded.',
    noVendors: 'This category has no providers for now.',
    favouritesLogin: 'Log in to see your favourite games.',
    favouritesEmpty: 'No favourites yet: tap the heart on a game to keep it here.',
    login: 'Log in',
  },
  search: {
    label: 'Search games',
    placeholder: 'Game name',
    submit: 'Search',
    clear: 'Clear search',
    results: 'Results for “{{query}}”',
    count_one: '{{count}} game',
    count_other: '{{count}} games',
    empty: 'No games match “{{query}}”.',
    failed: 'The search could not be completed.',
  },
  winners: {
    failed: 'The winner board could not be loaded.',
  },
  announcements: {
    failed: 'The announcements could not be loaded.',
  },
};

const th: HomeStrings = {
  heading: '{{site}}: ล็อบบี้เกม',
  retry: 'ลองอีกครั้ง',
  banners: {
    loading: 'กำลังโหลดโปรโมชั่น…',
    failed: 'โหลดโปรโมชั่นไม่สำเร็จ',
  },
  notices: {
    label: 'ประกาศ',
    loading: 'กำลังโหลดประกาศ…',
    failed: 'โหลดประกาศไม่สำเร็จ',
  },
  menu: {
    label: 'หมวดหมู่เกม',
    failed: 'โหลดหมวดหมู่เกมไม่สำเร็จ',
    categories: {
      hot: 'ยอดนิยม',
      favourites: 'รายการโปรด',
      rng: 'สล็อต',
      live: 'คาสิโนสด',
      fish: 'ยิงปลา',
      sports: 'กีฬา',
      esports: 'อีสปอร์ต',
      pvp: 'เกมไพ่',
      cockfight: 'ไก่ชน',
      exclusive: 'พิเศษเฉพาะ',
    },
  },
  rows: {
    hot: 'เกมยอดนิยม',
    favourites: 'เกมโปรดของฉัน',
    empty: 'ยังไม่มีเกมในหมวดนี้',
    failed: '{{title}}: โหลดเกมไม่สำเร็จ',
    noVendors: 'หมวดนี้ยังไม่มีผู้ให้บริการ',
    favouritesLogin: 'เข้าสู่ระบบเพื่อดูเกมโปรดของคุณ',
    favouritesEmpty: 'ยังไม่มีเกมโปรด: แตะรูปหัวใจบนเกมเพื่อเก็บไว้ที่นี่',
    login: 'เข้าสู่ระบบ',
  },
  search: {
    label: 'ค้นหาเกม',
    placeholder: 'ชื่อเกม',
    submit: 'ค้นหา',
    clear: 'ล้างการค้นหา',
    results: 'ผลการค้นหา “{{query}}”',
    count_one: '{{count}} เกม',
    count_other: '{{count}} เกม',
    empty: 'ไม่มีเกมที่ตรงกับ “{{query}}”',
    failed: 'ค้นหาไม่สำเร็จ',
  },
  winners: {
    failed: 'โหลดกระดานผู้ชนะไม่สำเร็จ',
  },
  announcements: {
    failed: 'โหลดประกาศไม่สำเร็จ',
  },
};

export const homeStrings = { es, en, th };
