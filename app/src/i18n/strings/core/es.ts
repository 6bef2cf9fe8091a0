/**
 * The site's core strings: the page's title, the site's name, each language's own name, and the
 * words of the routing shell (loader, guards, error boundaries).
 */
export const es = {
  meta: {
    title: 'Lobby: casino, deportes y loterías',
    description: 'Casino en vivo, tragamonedas, deportes y loterías en un solo lobby.',
  },
  /** The site's name when no operator brand names it. */
  siteName: 'Lobby',
  /** Each language names itself in the language menu. */
  languageName: 'Español',
  site: {
    loading: 'Cargando…',
    /** SPEC.md sections 6 and 8: trial users are kept out of member pages and real games. */
    registerFirstTitle: 'Cuenta de prueba',
    registerFirst: 'Primero registra una cuenta',
    ok: 'Aceptar',
    /** SPEC.md section 8: the route guard's reason for asking to log in. */
    loginRequired: 'No has iniciado sesión, inicia sesión',
    /** SPEC.md section 8: a page's code could not be loaded (after one reload). */
    chunkFailed: 'La página tarda en cargar, revisa tu conexión de red.',
    /** SPEC.md section 6: non-agents are sent to the agent login. */
    agentsOnly: 'Solo los agentes pueden entrar al centro de agentes.',
    skipToContent: 'Saltar al contenido',
  },
};

/** Spanish defines the area's keys: en.ts and th.ts are typed by it. */
export type CoreStrings = typeof es;
