/** The auth popups and the agent login (t('auth.…')). */
const es = {
  group: 'Cuenta',
  login: 'Iniciar sesión',
  register: 'Registrarse',
  loginTitle: 'Iniciar sesión',
  registerTitle: 'Crear una cuenta',
  loading: 'Cargando…',
  settingsFailed: 'No se pudo cargar el formulario de registro.',
  retry: 'Reintentar',
};

export type AuthStrings = typeof es;

const en: AuthStrings = {
  group: 'Account',
  login: 'Log in',
  register: 'Sign up',
  loginTitle: 'Log in',
  registerTitle: 'Create an account',
  loading: 'Loading…',
  settingsFailed: 'The registration form could not be loaded.',
  retry: 'Try again',
};

const th: AuthStrings = {
  group: 'บัญชี',
  login: 'เข้าสู่ระบบ',
  register: 'สมัครสมาชิก',
  loginTitle: 'เข้าสู่ระบบ',
  registerTitle: 'สร้างบัญชี',
  loading: 'กำลังโหลด…',
  settingsFailed: 'ไม่สามารถโหลดแบบฟอร์มสมัครสมาชิกได้',
  retry: 'ลองอีกครั้ง',
};

export const authStrings = { es, en, th };
