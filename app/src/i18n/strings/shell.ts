/** The site's frame: header, side menu, footer, help, customer service, language and theme (t('shell.…')). */
const es = {
  header: {
    preferences: 'Preferencias',
    language: 'Idioma',
    useDark: 'Cambiar a modo oscuro',
    useLight: 'Cambiar a modo claro',
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

export type ShellStrings = typeof es;

const en: ShellStrings = {
  header: {
    preferences: 'Preferences',
    language: 'Language',
    useDark: 'Switch to dark mode',
    useLight: 'Switch to light mode',
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

const th: ShellStrings = {
  header: {
    preferences: 'การตั้งค่า',
    language: 'ภาษา',
    useDark: 'เปลี่ยนเป็นโหมดมืด',
    useLight: 'เปลี่ยนเป็นโหมดสว่าง',
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

export const shellStrings = { es, en, th };
