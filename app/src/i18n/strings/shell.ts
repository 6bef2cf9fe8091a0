/** The site's frame: header, side menu, footer, help, customer service, language and theme (t('shell.…')). */
const es = {
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
    bettingRecord: 'Historial de apuestas',
    accountRecord: 'Historial de cuenta',
    myAccount: 'Mi cuenta',
    deposit: 'Depositar',
    personalLoss: 'Pérdidas y ganancias',
    messages: 'Mensajes',
    favourites: 'Favoritos',
    recent: 'Jugados recientemente',
  },
  footer: {
    about: 'Quiénes somos',
    terms: 'Términos y condiciones',
    privacy: 'Política de privacidad',
    payments: 'Depósitos y retiros',
    responsible: 'Juego responsable',
    helpCentre: 'Centro de ayuda',
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

export type ShellStrings = typeof es;

const en: ShellStrings = {
  header: {
    logoHome: '{{siteName}}, home',
    preferences: 'Preferences',
  },
  nav: {
    label: 'Main navigation',
    home: 'Home',
    promo: 'Promo',
    rewards: 'Rewards',
    share: 'Share',
  },
  account: {
    fallbackName: 'My account',
    myAccount: 'My account',
    bettingRecord: 'Betting record',
    platformInfo: 'Platform information',
    customerService: 'Customer service',
    agentEntry: 'Agent centre',
    logout: 'Sign out',
    logoutTitle: 'Sign out?',
    logoutMessage: 'You will need to log in again to play.',
    logoutConfirm: 'Sign out',
    loggingOut: 'Signing out…',
    copiedTitle: 'Copied',
    copied: 'Copied successfully',
  },
  sideMenu: {
    bettingRecord: 'Betting record',
    accountRecord: 'Account record',
    myAccount: 'My account',
    deposit: 'Deposit',
    personalLoss: 'Profit and loss',
    messages: 'Messages',
    favourites: 'Favourites',
    recent: 'Recently played',
  },
  footer: {
    about: 'About us',
    terms: 'Terms and conditions',
    privacy: 'Privacy policy',
    payments: 'Deposits and withdrawals',
    responsible: 'Responsible gaming',
    helpCentre: 'Help centre',
    copyright: '© {{year}} {{siteName}}. All rights reserved.',
  },
  social: {
    facebook: 'Facebook',
    youtube: 'YouTube',
  },
  help: {
    title: 'Help centre',
    contents: 'Contents',
    loading: 'Loading help…',
    empty: 'There is no help content yet.',
    error: 'The help could not be loaded.',
    retry: 'Try again',
  },
  support: {
    failedTitle: 'Customer service',
    failed: 'Customer service could not be opened. Please try again.',
    retry: 'Try again',
  },
};

const th: ShellStrings = {
  header: {
    logoHome: '{{siteName}} หน้าแรก',
    preferences: 'การตั้งค่า',
  },
  nav: {
    label: 'เมนูหลัก',
    home: 'หน้าแรก',
    promo: 'โปรโมชั่น',
    rewards: 'รางวัล',
    share: 'แชร์',
  },
  account: {
    fallbackName: 'บัญชีของฉัน',
    myAccount: 'บัญชีของฉัน',
    bettingRecord: 'ประวัติการเดิมพัน',
    platformInfo: 'ข้อมูลแพลตฟอร์ม',
    customerService: 'ฝ่ายบริการลูกค้า',
    agentEntry: 'ศูนย์ตัวแทน',
    logout: 'ออกจากระบบ',
    logoutTitle: 'ออกจากระบบหรือไม่',
    logoutMessage: 'คุณจะต้องเข้าสู่ระบบอีกครั้งเพื่อเล่น',
    logoutConfirm: 'ออกจากระบบ',
    loggingOut: 'กำลังออกจากระบบ…',
    copiedTitle: 'คัดลอกแล้ว',
    copied: 'คัดลอกสำเร็จ',
  },
  sideMenu: {
    bettingRecord: 'ประวัติการเดิมพัน',
    accountRecord: 'ประวัติบัญชี',
    myAccount: 'บัญชีของฉัน',
    deposit: 'ฝากเงิน',
    personalLoss: 'กำไรและขาดทุน',
    messages: 'ข้อความ',
    favourites: 'เกมโปรด',
    recent: 'เล่นล่าสุด',
  },
  footer: {
    about: 'เกี่ยวกับเรา',
    terms: 'ข้อกำหนดและเงื่อนไข',
    privacy: 'นโยบายความเป็นส่วนตัว',
    payments: 'การฝากและถอนเงิน',
    responsible: 'การเล่นอย่างรับผิดชอบ',
    helpCentre: 'ศูนย์ช่วยเหลือ',
    copyright: '© {{year}} {{siteName}} สงวนลิขสิทธิ์',
  },
  social: {
    facebook: 'Facebook',
    youtube: 'YouTube',
  },
  help: {
    title: 'ศูนย์ช่วยเหลือ',
    contents: 'สารบัญ',
    loading: 'กำลังโหลดความช่วยเหลือ…',
    empty: 'ยังไม่มีเนื้อหาความช่วยเหลือ',
    error: 'ไม่สามารถโหลดความช่วยเหลือได้',
    retry: 'ลองอีกครั้ง',
  },
  support: {
    failedTitle: 'ฝ่ายบริการลูกค้า',
    failed: 'ไม่สามารถเปิดฝ่ายบริการลูกค้าได้ โปรดลองอีกครั้ง',
    retry: 'ลองอีกครั้ง',
  },
};

export const shellStrings = { es, en, th };
