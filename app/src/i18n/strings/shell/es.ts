/** The site's frame: header, side menu, footer, help, customer service, language and theme (t('shell.…')). */
export const es = {
  header: {
    /** The logo link's name: the operator's brand, then where it leads. */
    logoHome: '{{siteName}}, inicio',
    preferences: 'Preferencias',
  },
  /** Top navigation (SPEC.md section 2). */
  nav: {
    label: 'Navegación principal',
    home: 'Inicio',
    promo: 'Promociones',
    rewards: 'Recompensas',
    share: 'Compartir',
  },
  account: {
    fallbackName: 'Mi cuenta',
    myAccount: 'Mi cuenta',
    bettingRecord: 'Historial de apuestas',
    platformInfo: 'Información de la plataforma',
    customerService: 'Atención al cliente',
    agentEntry: 'Centro de agentes',
    logout: 'Cerrar sesión',
    logoutTitle: '¿Cerrar sesión?',
    logoutMessage: 'Tendrás que volver a iniciar sesión para jugar.',
    logoutConfirm: 'Cerrar sesión',
    loggingOut: 'Cerrando sesión…',
    /** SPEC.md section 8: 'copy_success' after the account id was copied. */
    copiedTitle: 'Copiado',
    copied: 'Copiado correctamente',
  },
  sideMenu: {
    vip: 'VIP',
    bettingRecord: 'Historial de apuestas',
    accountRecord: 'Historial de cuenta',
    myAccount: 'Mi cuenta',
    deposit: 'Depositar',
    personalLoss: 'Pérdidas y ganancias',
    messages: 'Mensajes',
    favourites: 'Favoritos',
    recent: 'Jugados recientemente',
    banners: 'Ofertas destacadas',
  },
  footer: {
    about: 'Quiénes somos',
    terms: 'Términos y condiciones',
    privacy: 'Política de privacidad',
    payments: 'Depósitos y retiros',
    responsible: 'Juego responsable',
    helpCentre: 'Centro de ayuda',
    feedback: 'Sugerencias y reclamaciones',
    download: 'Descargar la aplicación',
    winners: 'Ganadores',
    /** The safer-gambling page (issue 17). */
    saferGambling: 'Juego más seguro',
    copyright: '© {{year}} {{siteName}}. Todos los derechos reservados.',
  },
  social: {
    facebook: 'Facebook',
    youtube: 'YouTube',
  },
  help: {
    title: 'Centro de ayuda',
    contents: 'Contenido',
    loading: 'Cargando la ayuda…',
    empty: 'Todavía no hay contenido de ayuda.',
    error: 'No se pudo cargar la ayuda.',
    retry: 'Reintentar',
  },
  support: {
    failedTitle: 'Atención al cliente',
    failed: 'No se pudo abrir la atención al cliente. Inténtalo de nuevo.',
    retry: 'Reintentar',
  },
};

/** Spanish defines the area's keys: en.ts and th.ts are typed by it. */
export type ShellStrings = typeof es;
