/**
 * Take a break: a time-out and self-exclusion (issue 17 item 3; t('takeABreak.…')). The rules are the
 * platform's (domains/exclusion): logged out everywhere, login refused until the end, never ended
 * early, a second request only lengthens.
 */
import type { ExclusionKind, ExclusionPeriod } from '@lobby/contract';

const es = {
  intro:
    'Si quieres dejar de jugar por un tiempo, toma una pausa corta o autoexclúyete por un periodo largo. Sea cual sea tu elección, no se puede deshacer antes de que termine.',
  kinds: {
    TIME_OUT: 'Pausa',
    SELF_EXCLUSION: 'Autoexclusión',
  } satisfies Record<ExclusionKind, string>,
  about: {
    TIME_OUT: 'Una pausa corta, de 24 horas a 6 semanas.',
    SELF_EXCLUSION: 'Una pausa larga, de 6 meses a 5 años, si sientes que el juego se te va de las manos.',
  } satisfies Record<ExclusionKind, string>,
  periods: {
    '24H': '24 horas',
    '7D': '7 días',
    '30D': '30 días',
    '6W': '6 semanas',
    '6M': '6 meses',
    '1Y': '1 año',
    '5Y': '5 años',
  } satisfies Record<ExclusionPeriod, string>,
  period: 'Duración',
  consequencesTitle: 'Qué pasará',
  consequences: {
    logout: 'Se cerrará tu sesión al instante en todos tus dispositivos.',
    login: 'No podrás entrar hasta la fecha de fin; al intentarlo verás esa fecha.',
    early: 'No se puede terminar antes de tiempo.',
    lengthen: 'Si pides otra mientras esta dure, solo puede alargarla, nunca acortarla.',
    promotions: 'No verás ventanas ni anuncios de promociones mientras dure.',
    promotionsForGood: 'No volverás a ver ventanas ni anuncios de promociones, tampoco cuando termine.',
    balance: 'Tu saldo se queda en tu cuenta.',
  },
  start: {
    TIME_OUT: 'Tomar una pausa',
    SELF_EXCLUSION: 'Autoexcluirme',
  } satisfies Record<ExclusionKind, string>,
  confirmTitle: {
    TIME_OUT: 'Confirma tu pausa',
    SELF_EXCLUSION: 'Confirma tu autoexclusión',
  } satisfies Record<ExclusionKind, string>,
  summary: '{{kind}} de {{period}}, desde ahora.',
  password: 'Tu contraseña de acceso',
  passwordRequired: 'Escribe tu contraseña para confirmar.',
  passwordWrong: 'La contraseña es incorrecta.',
  confirm: 'Confirmar y cerrar sesión',
  cancel: 'Cancelar',
  failed: 'No se ha aplicado',
  doneTitle: {
    TIME_OUT: 'Tu pausa ha empezado',
    SELF_EXCLUSION: 'Tu autoexclusión ha empezado',
  } satisfies Record<ExclusionKind, string>,
  doneText: 'Termina el {{date}}. Se ha cerrado tu sesión en todos tus dispositivos.',
  logOut: 'Cerrar sesión',
};

type Strings = typeof es;

const en: Strings = {
  intro:
    'If you want to stop playing for a while, take a short time-out or exclude yourself for a long period. Whichever you choose, it cannot be undone before it ends.',
  kinds: { TIME_OUT: 'Time-out', SELF_EXCLUSION: 'Self-exclusion' },
  about: {
    TIME_OUT: 'A short break, from 24 hours to 6 weeks.',
    SELF_EXCLUSION: 'A long break, from 6 months to 5 years, if you feel gambling is getting out of hand.',
  },
  periods: {
    '24H': '24 hours',
    '7D': '7 days',
    '30D': '30 days',
    '6W': '6 weeks',
    '6M': '6 months',
    '1Y': '1 year',
    '5Y': '5 years',
  },
  period: 'Length',
  consequencesTitle: 'What happens',
  consequences: {
    logout: 'You are logged out at once, on every device.',
    login: 'You cannot log in until the end date; trying shows you that date.',
    early: 'It cannot be ended early.',
    lengthen: 'Asking again while it lasts can only make it longer, never shorter.',
    promotions: 'You will not see promotion popups or announcements while it lasts.',
    promotionsForGood: 'You will not see promotion popups or announcements again, not even after it ends.',
    balance: 'Your balance stays in your account.',
  },
  start: { TIME_OUT: 'Take a time-out', SELF_EXCLUSION: 'Exclude myself' },
  confirmTitle: { TIME_OUT: 'Confirm your time-out', SELF_EXCLUSION: 'Confirm your self-exclusion' },
  summary: '{{kind}} of {{period}}, starting now.',
  password: 'Your login password',
  passwordRequired: 'Enter your password to confirm.',
  passwordWrong: 'The password is wrong.',
  confirm: 'Confirm and log out',
  cancel: 'Cancel',
  failed: 'It was not applied',
  doneTitle: { TIME_OUT: 'Your time-out has started', SELF_EXCLUSION: 'Your self-exclusion has started' },
  doneText: 'It ends on {{date}}. You have been logged out on every device.',
  logOut: 'Log out',
};

const th: Strings = {
  intro: 'หากคุณต้องการหยุดเล่นสักระยะ เลือกพักการเล่นระยะสั้น หรือระงับตนเองเป็นระยะยาว ไม่ว่าจะเลือกแบบใด จะยกเลิกก่อนครบกำหนดไม่ได้',
  kinds: { TIME_OUT: 'พักการเล่น', SELF_EXCLUSION: 'ระงับตนเอง' },
  about: {
    TIME_OUT: 'พักระยะสั้น ตั้งแต่ 24 ชั่วโมงถึง 6 สัปดาห์',
    SELF_EXCLUSION: 'พักระยะยาว ตั้งแต่ 6 เดือนถึง 5 ปี หากคุณรู้สึกว่าควบคุมการเล่นไม่ได้',
  },
  periods: {
    '24H': '24 ชั่วโมง',
    '7D': '7 วัน',
    '30D': '30 วัน',
    '6W': '6 สัปดาห์',
    '6M': '6 เดือน',
    '1Y': '1 ปี',
    '5Y': '5 ปี',
  },
  period: 'ระยะเวลา',
  consequencesTitle: 'สิ่งที่จะเกิดขึ้น',
  consequences: {
    logout: 'คุณจะออกจากระบบทันทีในทุกอุปกรณ์',
    login: 'คุณเข้าสู่ระบบไม่ได้จนถึงวันสิ้นสุด เมื่อพยายามเข้าจะเห็นวันนั้น',
    early: 'ยุติก่อนกำหนดไม่ได้',
    lengthen: 'การขอใหม่ระหว่างที่ยังมีผลทำได้เพียงขยายให้นานขึ้น ไม่มีทางสั้นลง',
    promotions: 'คุณจะไม่เห็นป๊อปอัปหรือประกาศโปรโมชันระหว่างนี้',
    promotionsForGood: 'คุณจะไม่เห็นป๊อปอัปหรือประกาศโปรโมชันอีก แม้หลังจากสิ้นสุดแล้ว',
    balance: 'ยอดเงินของคุณยังอยู่ในบัญชี',
  },
  start: { TIME_OUT: 'พักการเล่น', SELF_EXCLUSION: 'ระงับตนเอง' },
  confirmTitle: { TIME_OUT: 'ยืนยันการพักการเล่น', SELF_EXCLUSION: 'ยืนยันการระงับตนเอง' },
  summary: '{{kind}} {{period}} เริ่มตั้งแต่ตอนนี้',
  password: 'รหัสผ่านเข้าสู่ระบบของคุณ',
  passwordRequired: 'กรอกรหัสผ่านเพื่อยืนยัน',
  passwordWrong: 'รหัสผ่านไม่ถูกต้อง',
  confirm: 'ยืนยันและออกจากระบบ',
  cancel: 'ยกเลิก',
  failed: 'ไม่ได้ดำเนินการ',
  doneTitle: { TIME_OUT: 'เริ่มพักการเล่นแล้ว', SELF_EXCLUSION: 'เริ่มระงับตนเองแล้ว' },
  doneText: 'สิ้นสุดวันที่ {{date}} คุณออกจากระบบในทุกอุปกรณ์แล้ว',
  logOut: 'ออกจากระบบ',
};

export const takeABreakStrings = { es, en, th };
