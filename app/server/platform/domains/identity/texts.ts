// The stand-in identity provider's words in the three shipped languages (issue 16 item 2): its consent
// page, in the language the site asked for (`ui_locales`) or the browser's.
import type { ThirdPartyChannel } from '@lobby/contract';
import type { Lang } from '../../seed/names';

export interface ConsentTexts {
  /** "{provider}" is the provider's name. */
  title: string;
  intro: string;
  /** A stand-in, never the real provider: said plainly at the top. */
  demo: string;
  choose: string;
  another: string;
  name: string;
  email: string;
  anotherHint: string;
  missing: string;
  proceed: string;
  cancel: string;
  invalidTitle: string;
  invalidBody: string;
}

export const providerNames: Record<ThirdPartyChannel, string> = { google: 'Google', facebook: 'Facebook' };

export const consentTexts: Record<Lang, ConsentTexts> = {
  EN: {
    title: 'Sign in with {provider}',
    intro: 'Choose the account to continue to Lobby with. Lobby will receive your name and e-mail address.',
    demo: 'Demo sign-in page of the Lobby platform: it stands in for {provider}.',
    choose: 'Accounts',
    another: 'Use another account',
    name: 'Name',
    email: 'E-mail address',
    anotherHint: 'Type any name and e-mail address: the same address is the same account next time.',
    missing: 'Type a name and a valid e-mail address, or choose an account above.',
    proceed: 'Continue',
    cancel: 'Cancel',
    invalidTitle: 'This sign-in link is not valid',
    invalidBody: 'Go back to the site and try again.',
  },
  ES: {
    title: 'Iniciar sesión con {provider}',
    intro: 'Elige la cuenta con la que continuar en Lobby. Lobby recibirá tu nombre y tu correo electrónico.',
    demo: 'Página de acceso de demostración de la plataforma Lobby: sustituye a {provider}.',
    choose: 'Cuentas',
    another: 'Usar otra cuenta',
    name: 'Nombre',
    email: 'Correo electrónico',
    anotherHint: 'Escribe cualquier nombre y correo: el mismo correo es la misma cuenta la próxima vez.',
    missing: 'Escribe un nombre y un correo válido, o elige una cuenta de arriba.',
    proceed: 'Continuar',
    cancel: 'Cancelar',
    invalidTitle: 'Este enlace de acceso no es válido',
    invalidBody: 'Vuelve al sitio e inténtalo de nuevo.',
  },
  TH: {
    title: 'ลงชื่อเข้าใช้ด้วย {provider}',
    intro: 'เลือกบัญชีที่จะใช้ต่อไปยัง Lobby โดย Lobby จะได้รับชื่อและอีเมลของคุณ',
    demo: 'หน้าลงชื่อเข้าใช้สาธิตของแพลตฟอร์ม Lobby ที่ใช้แทน {provider}',
    choose: 'บัญชี',
    another: 'ใช้บัญชีอื่น',
    name: 'ชื่อ',
    email: 'อีเมล',
    anotherHint: 'พิมพ์ชื่อและอีเมลใดก็ได้ อีเมลเดียวกันคือบัญชีเดียวกันในครั้งถัดไป',
    missing: 'พิมพ์ชื่อและอีเมลที่ถูกต้อง หรือเลือกบัญชีด้านบน',
    proceed: 'ดำเนินการต่อ',
    cancel: 'ยกเลิก',
    invalidTitle: 'ลิงก์ลงชื่อเข้าใช้นี้ไม่ถูกต้อง',
    invalidBody: 'กลับไปที่เว็บไซต์แล้วลองอีกครั้ง',
  },
};
