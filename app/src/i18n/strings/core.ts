/**
 * The site's core strings: the page's title, the site's name, each language's own name, and the
 * words of the routing shell (loader, guards, error boundaries).
 */
const es = {
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

type CoreStrings = typeof es;

const en: CoreStrings = {
  meta: {
    title: 'Lobby: casino, sports and lotteries',
    description: 'Live casino, slots, sports and lotteries in one lobby.',
  },
  siteName: 'Lobby',
  languageName: 'English',
  site: {
    loading: 'Loading…',
    registerFirstTitle: 'Trial account',
    registerFirst: 'Please Register An Account First',
    ok: 'OK',
    loginRequired: 'Not logged in, please log in',
    chunkFailed: 'The page is slow to load, please check your network.',
    agentsOnly: 'Only agents can enter the agent centre.',
    skipToContent: 'Skip to content',
  },
};

const th: CoreStrings = {
  meta: {
    title: 'Lobby: คาสิโน กีฬา และลอตเตอรี่',
    description: 'คาสิโนสด สล็อต กีฬา และลอตเตอรี่ รวมไว้ในล็อบบี้เดียว',
  },
  siteName: 'Lobby',
  languageName: 'ไทย',
  site: {
    loading: 'กำลังโหลด…',
    registerFirstTitle: 'บัญชีทดลอง',
    registerFirst: 'โปรดสมัครบัญชีก่อน',
    ok: 'ตกลง',
    loginRequired: 'ยังไม่ได้เข้าสู่ระบบ โปรดเข้าสู่ระบบ',
    chunkFailed: 'หน้าเว็บโหลดช้า โปรดตรวจสอบการเชื่อมต่อเครือข่าย',
    agentsOnly: 'เฉพาะตัวแทนเท่านั้นที่เข้าสู่ศูนย์ตัวแทนได้',
    skipToContent: 'ข้ามไปยังเนื้อหา',
  },
};

export const coreStrings = { es, en, th };
