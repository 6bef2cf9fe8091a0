/** The auth popups and the agent login (t('auth.…')). The forms' own labels are the design system's. */
export const es = {
  group: 'Cuenta',
  login: 'Iniciar sesión',
  register: 'Registrarse',
  loginTitle: 'Iniciar sesión',
  registerTitle: 'Crear una cuenta',
  forgotTitle: 'Recuperar la contraseña',
  changePasswordTitle: 'Cambiar la contraseña',
  loading: 'Cargando…',
  settingsFailed: 'No se pudo cargar el formulario de registro.',
  retry: 'Reintentar',
  freePlay: 'Jugar gratis',
  thirdPartyCancelled:
    'Cancelaste el inicio de sesión con el proveedor. Puedes intentarlo de nuevo o entrar con tu usuario.',
  thirdPartyFailed: 'No se pudo iniciar sesión con el proveedor. Inténtalo de nuevo o entra con tu usuario.',
  referralCode: 'Código de referido',
  affiliateInvalidTitle: 'Código de invitación',
  sendTooSoon: 'Espera un momento antes de pedir otro código.',
  samePassword: 'La nueva contraseña debe ser distinta de la actual.',
  forgotEmailSentTitle: 'Revisa tu correo',
  forgotEmailSent: 'Te hemos enviado las instrucciones para restablecer la contraseña al correo de tu cuenta.',
  passwordResetTitle: 'Contraseña restablecida',
  passwordChanged: 'Tu contraseña se ha cambiado.',
  changeDefault:
    'Estás usando la contraseña predeterminada. Por tu seguridad, elige una contraseña nueva antes de continuar.',
  changeExpired: 'Tu contraseña ha caducado. Elige una contraseña nueva antes de continuar.',
  changeForcedClose: 'Si cierras esta ventana, se cerrará tu sesión.',
  agentTitle: 'Acceso de agentes',
  agentIntro: 'Inicia sesión con tu cuenta de agente para entrar en el centro de agentes.',
  welcomeBonusTitle: '¡Cuenta creada!',
  welcomeBonus: 'Te espera tu bono de bienvenida: {{title}}. Reclámalo en las promociones.',
  welcomeBonusAction: 'Ver el bono',
  welcomeZaloTitle: '¡Cuenta creada!',
  welcomeZalo: 'Añade tu número de Zalo a tu cuenta y recibe un bono de hasta {{amount}}.',
  welcomeZaloAction: 'Añadir Zalo',
  welcomeLater: 'Más tarde',
};

/** Spanish defines the area's keys: en.ts and th.ts are typed by it. */
export type AuthStrings = typeof es;
