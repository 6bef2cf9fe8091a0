/** The app's own strings (namespace "app"). Every shipped language is complete (SPEC.md section 9). */
const es = {
  meta: {
    title: 'Lobby: casino, deportes y loterías',
    description: 'Casino en vivo, tragamonedas, deportes y loterías en un solo lobby.',
  },
  /** The site's name when no operator brand names it. */
  siteName: 'Lobby',
  /** Each language names itself in the language menu. */
  languageName: 'Español',
  header: {
    preferences: 'Preferencias',
    language: 'Idioma',
    useDark: 'Cambiar a modo oscuro',
    useLight: 'Cambiar a modo claro',
  },
  hero: {
    title: 'Bienvenido a {{site}}',
    text: 'Casino en vivo, tragamonedas, deportes, loterías y mucho más, en un solo lobby.',
    openNotice: 'Ver aviso de bienvenida',
  },
  preview: {
    title: 'Estilos de botón',
    primary: 'Principal',
    secondary: 'Secundario',
    ghost: 'Discreto',
    danger: 'Peligro',
  },
  notice: {
    title: 'Bienvenido',
    description: 'Unas palabras antes de empezar a jugar.',
    body: 'Juega con responsabilidad: fija tus límites y tómate descansos. Debes tener {{age}} años o más para jugar.',
    later: 'Más tarde',
    confirm: 'Entendido',
  },
  auth: {
    group: 'Cuenta',
    login: 'Iniciar sesión',
    register: 'Registrarse',
    loginTitle: 'Iniciar sesión',
    registerTitle: 'Crear una cuenta',
    loading: 'Cargando…',
    settingsFailed: 'No se pudo cargar el formulario de registro.',
    retry: 'Reintentar',
  },
  account: {
    group: 'Mi cuenta',
    logout: 'Cerrar sesión',
    logoutTitle: '¿Cerrar sesión?',
    logoutMessage: 'Tendrás que volver a iniciar sesión para jugar.',
    logoutConfirm: 'Cerrar sesión',
  },
  footer: {
    responsible: 'Juega con responsabilidad. Solo para mayores de {{age}} años.',
  },
};

export type AppStrings = typeof es;

const en: AppStrings = {
  meta: {
    title: 'Lobby: casino, sports and lotteries',
    description: 'Live casino, slots, sports and lotteries in one lobby.',
  },
  siteName: 'Lobby',
  languageName: 'English',
  header: {
    preferences: 'Preferences',
    language: 'Language',
    useDark: 'Switch to dark mode',
    useLight: 'Switch to light mode',
  },
  hero: {
    title: 'Welcome to {{site}}',
    text: 'Live casino, slots, sports, lotteries and much more, all in one lobby.',
    openNotice: 'Read the welcome notice',
  },
  preview: {
    title: 'Button styles',
    primary: 'Primary',
    secondary: 'Secondary',
    ghost: 'Subtle',
    danger: 'Danger',
  },
  notice: {
    title: 'Welcome',
    description: 'A few words before you start playing.',
    body: 'Play responsibly: set your limits and take breaks. You must be {{age}} or older to play.',
    later: 'Later',
    confirm: 'Got it',
  },
  auth: {
    group: 'Account',
    login: 'Log in',
    register: 'Sign up',
    loginTitle: 'Log in',
    registerTitle: 'Create an account',
    loading: 'Loading…',
    settingsFailed: 'The registration form could not be loaded.',
    retry: 'Try again',
  },
  account: {
    group: 'My account',
    logout: 'Log out',
    logoutTitle: 'Log out?',
    logoutMessage: 'You will need to log in again to play.',
    logoutConfirm: 'Log out',
  },
  footer: {
    responsible: 'Play responsibly. Only for players aged {{age}} and over.',
  },
};

const th: AppStrings = {
  meta: {
    title: 'Lobby: คาสิโน กีฬา และลอตเตอรี่',
    description: 'คาสิโนสด สล็อต กีฬา และลอตเตอรี่ รวมไว้ในล็อบบี้เดียว',
  },
  siteName: 'Lobby',
  languageName: 'ไทย',
  header: {
    preferences: 'การตั้งค่า',
    language: 'ภาษา',
    useDark: 'เปลี่ยนเป็นโหมดมืด',
    useLight: 'เปลี่ยนเป็นโหมดสว่าง',
  },
  hero: {
    title: 'ยินดีต้อนรับสู่ {{site}}',
    text: 'คาสิโนสด สล็อต กีฬา ลอตเตอรี่ และอีกมากมาย รวมไว้ในล็อบบี้เดียว',
    openNotice: 'อ่านประกาศต้อนรับ',
  },
  preview: {
    title: 'รูปแบบปุ่ม',
    primary: 'หลัก',
    secondary: 'รอง',
    ghost: 'เรียบ',
    danger: 'อันตราย',
  },
  notice: {
    title: 'ยินดีต้อนรับ',
    description: 'ข้อควรรู้ก่อนเริ่มเล่น',
    body: 'เล่นอย่างมีความรับผิดชอบ: กำหนดขีดจำกัดของคุณและพักเป็นระยะ ผู้เล่นต้องมีอายุ {{age}} ปีขึ้นไป',
    later: 'ไว้ภายหลัง',
    confirm: 'รับทราบ',
  },
  auth: {
    group: 'บัญชี',
    login: 'เข้าสู่ระบบ',
    register: 'สมัครสมาชิก',
    loginTitle: 'เข้าสู่ระบบ',
    registerTitle: 'สร้างบัญชี',
    loading: 'กำลังโหลด…',
    settingsFailed: 'ไม่สามารถโหลดแบบฟอร์มสมัครสมาชิกได้',
    retry: 'ลองอีกครั้ง',
  },
  account: {
    group: 'บัญชีของฉัน',
    logout: 'ออกจากระบบ',
    logoutTitle: 'ออกจากระบบหรือไม่',
    logoutMessage: 'คุณจะต้องเข้าสู่ระบบอีกครั้งเพื่อเล่น',
    logoutConfirm: 'ออกจากระบบ',
  },
  footer: {
    responsible: 'เล่นอย่างมีความรับผิดชอบ สำหรับผู้ที่มีอายุ {{age}} ปีขึ้นไปเท่านั้น',
  },
};

export const appNamespace = 'app';
export const appResources = { es, en, th } as const satisfies Record<string, AppStrings>;
