// The home domain's seed content in the three shipped languages (SPEC.md section 9; issue 16 item 7):
// the platform answers banners and notices in the Language header's language, as an operator's
// back office holds one text per language. Banner pictures carry no words (seed/svg.ts), so one
// picture serves every language.
import type { AnnouncementExecution, AnnouncementType, BannerGroup, LinkageType } from '@lobby/contract';
import type { Labels } from '../../seed/names';

/** [title, group, linkage type, target] (SPEC.md section 3: banner groups). */
export const bannerPlans: readonly [Labels, BannerGroup, LinkageType, string][] = [
  [{ EN: 'Welcome Bonus 100%', ES: 'Bono de bienvenida del 100%', TH: 'โบนัสต้อนรับ 100%' }, 'w_home', 3, '1'],
  [{ EN: 'Live Casino Cashback', ES: 'Reembolso en casino en vivo', TH: 'เงินคืนคาสิโนสด' }, 'w_home', 1, '/live'],
  [{ EN: 'Jackpot Chase', ES: 'A por el jackpot', TH: 'ล่าแจ็คพอต' }, 'w_home', 4, '10500'],
  [
    { EN: 'Football Weekend', ES: 'Fin de semana de fútbol', TH: 'สุดสัปดาห์ฟุตบอล' },
    'w_home',
    2,
    'https://example.com/football',
  ],
  [{ EN: 'Play Anywhere', ES: 'Juega donde quieras', TH: 'เล่นได้ทุกที่' }, 'w_home', 0, ''],
  [{ EN: 'Log in and play', ES: 'Entra y juega', TH: 'เข้าสู่ระบบแล้วเล่นเลย' }, 'w_login', 0, ''],
  [{ EN: 'Join in a minute', ES: 'Regístrate en un minuto', TH: 'สมัครได้ในหนึ่งนาที' }, 'w_register', 1, '/promotions'],
  [{ EN: 'Back in no time', ES: 'Vuelve en un momento', TH: 'กลับมาเล่นได้ในพริบตา' }, 'w_forget', 0, ''],
  [{ EN: 'Invite Friends', ES: 'Invita a tus amigos', TH: 'ชวนเพื่อน' }, 'w_leftmenu', 1, '/member/referral'],
  [{ EN: 'Points Mall', ES: 'Tienda de puntos', TH: 'ร้านแลกแต้ม' }, 'w_leftmenu', 1, '/pointMall'],
  // Issue 16 item 6: the popups' and the side menu's slots hold a few each (appended: the ids above
  // stay as they were), with every kind of link but the game's.
  [{ EN: 'Daily Login Rewards', ES: 'Premios por entrar cada día', TH: 'รางวัลเข้าสู่ระบบรายวัน' }, 'w_login', 3, '1'],
  [
    { EN: 'Welcome Bonus on Sign-up', ES: 'Bono de bienvenida al registrarte', TH: 'โบนัสต้อนรับเมื่อสมัคร' },
    'w_register',
    2,
    'https://example.com/welcome',
  ],
  [{ EN: 'Help Centre 24/7', ES: 'Centro de ayuda 24/7', TH: 'ศูนย์ช่วยเหลือ 24/7' }, 'w_forget', 1, '/help'],
  [{ EN: 'Weekly Cashback', ES: 'Reembolso semanal', TH: 'เงินคืนรายสัปดาห์' }, 'w_leftmenu', 3, '1'],
];

/**
 * The picture's size per slot (issue 16 item 6), twice the box it fills on a desktop screen: the home
 * carousel's wide banner, the popups' strip over the form, the side menu's small card.
 */
export const bannerSizes: Readonly<Record<BannerGroup, { width: number; height: number }>> = {
  w_home: { width: 1200, height: 400 },
  w_login: { width: 900, height: 300 },
  w_register: { width: 900, height: 300 },
  w_forget: { width: 900, height: 300 },
  w_leftmenu: { width: 480, height: 240 },
};

/** [type, execution, title, promotion type]: every type and execution (SPEC.md sections 3, 4). */
export const announcementPlans: readonly [AnnouncementType, AnnouncementExecution, Labels, string | undefined][] = [
  ['PU', 'B', { EN: 'Welcome to the lobby', ES: 'Te damos la bienvenida', TH: 'ยินดีต้อนรับสู่ล็อบบี้' }, undefined],
  [
    'PU',
    'A',
    { EN: 'Weekend reload is live', ES: 'Ya está aquí la recarga de fin de semana', TH: 'โบนัสเติมเงินสุดสัปดาห์มาแล้ว' },
    'DEPOSIT',
  ],
  ['PU', 'F', { EN: 'Your first-login gift', ES: 'Tu regalo de primer acceso', TH: 'ของขวัญเข้าสู่ระบบครั้งแรก' }, 'NEWBIE'],
  [
    'PR',
    'A',
    { EN: 'Slots weekend spins', ES: 'Giros de tragamonedas el fin de semana', TH: 'ฟรีสปินสล็อตสุดสัปดาห์' },
    'SLOTS',
  ],
  ['PR', 'B', { EN: 'Live casino cashback', ES: 'Reembolso en casino en vivo', TH: 'เงินคืนคาสิโนสด' }, 'LIVE'],
  [
    'PR',
    'A',
    { EN: 'Monthly ranking race', ES: 'Carrera del ranking mensual', TH: 'การแข่งขันจัดอันดับประจำเดือน' },
    'RANKING',
  ],
  [
    'H',
    'A',
    {
      EN: 'Deposits by bank transfer are credited within 5 minutes.',
      ES: 'Los depósitos por transferencia bancaria se acreditan en 5 minutos.',
      TH: 'ฝากเงินผ่านการโอนธนาคารเข้าบัญชีภายใน 5 นาที',
    },
    undefined,
  ],
  [
    'H',
    'B',
    {
      EN: 'New games every week from 30+ vendors.',
      ES: 'Juegos nuevos cada semana de más de 30 proveedores.',
      TH: 'เกมใหม่ทุกสัปดาห์จากผู้ให้บริการกว่า 30 ราย',
    },
    undefined,
  ],
  [
    'H',
    'A',
    {
      EN: 'Customer service is open 24/7.',
      ES: 'Atención al cliente abierta 24/7.',
      TH: 'ฝ่ายบริการลูกค้าเปิดตลอด 24 ชั่วโมงทุกวัน',
    },
    undefined,
  ],
  [
    'B',
    'A',
    {
      EN: 'Scheduled maintenance on Sunday',
      ES: 'Mantenimiento programado el domingo',
      TH: 'ปิดปรับปรุงระบบตามกำหนดวันอาทิตย์',
    },
    undefined,
  ],
  ['B', 'B', { EN: 'Responsible gaming', ES: 'Juego responsable', TH: 'การเล่นอย่างรับผิดชอบ' }, undefined],
  [
    'PL',
    'A',
    {
      EN: 'Updated terms of the welcome bonus',
      ES: 'Nuevas condiciones del bono de bienvenida',
      TH: 'ปรับปรุงเงื่อนไขโบนัสต้อนรับ',
    },
    'NEWBIE',
  ],
  ['PL', 'B', { EN: 'How to download the app', ES: 'Cómo descargar la app', TH: 'วิธีดาวน์โหลดแอป' }, 'APP_DOWNLOAD'],
  ['PL', 'A', { EN: 'New payment methods', ES: 'Nuevos métodos de pago', TH: 'ช่องทางชำระเงินใหม่' }, undefined],
  [
    'PL',
    'A',
    {
      EN: 'Security tips for your account',
      ES: 'Consejos de seguridad para tu cuenta',
      TH: 'เคล็ดลับความปลอดภัยสำหรับบัญชีของคุณ',
    },
    undefined,
  ],
  [
    'PL',
    'B',
    {
      EN: 'Lottery results are now live',
      ES: 'Los resultados de la lotería ya están disponibles',
      TH: 'ผลลอตเตอรี่ออกแล้ว',
    },
    'LOTTO',
  ],
  ['PL', 'A', { EN: 'Points have no expiry', ES: 'Los puntos no caducan', TH: 'แต้มไม่มีวันหมดอายุ' }, 'POINTS_MALL'],
  [
    'PL',
    'A',
    {
      EN: 'Agent programme: earn with your team',
      ES: 'Programa de agentes: gana con tu equipo',
      TH: 'โปรแกรมตัวแทน: สร้างรายได้ไปกับทีมของคุณ',
    },
    undefined,
  ],
  [
    'PL',
    'B',
    {
      EN: 'E-sports season opener',
      ES: 'Arranca la temporada de e-sports',
      TH: 'เปิดฤดูกาลอีสปอร์ต',
    },
    'SPORTS',
  ],
  [
    'PL',
    'A',
    { EN: 'Fishing frenzy is back', ES: 'Vuelve la fiebre de la pesca', TH: 'เกมยิงปลาสุดมันส์กลับมาแล้ว' },
    'FISHING',
  ],
  [
    'PL',
    'A',
    {
      EN: 'A very long announcement title that keeps going to check how the list handles text that does not fit on one line',
      ES: 'Un título de anuncio muy largo que sigue y sigue para comprobar cómo trata la lista un texto que no cabe en una línea',
      TH: 'หัวข้อประกาศที่ยาวมากและยาวต่อไปเรื่อย ๆ เพื่อทดสอบว่ารายการแสดงข้อความที่ไม่พอดีในบรรทัดเดียวอย่างไร',
    },
    undefined,
  ],
];

/** An announcement's body (sanitised by the site like any operator's HTML), around its title. */
export function announcementBody(title: string, lang: keyof Labels): string {
  const words = {
    EN: [
      'Read the details in the help centre or contact <strong>customer service</strong>.',
      'Valid for members aged 18 or over.',
      'The platform keeps the final right of interpretation.',
    ],
    ES: [
      'Consulta los detalles en el centro de ayuda o escribe a <strong>atención al cliente</strong>.',
      'Válido para miembros mayores de 18 años.',
      'La plataforma se reserva la interpretación final.',
    ],
    TH: [
      'อ่านรายละเอียดได้ที่ศูนย์ช่วยเหลือ หรือติดต่อ<strong>ฝ่ายบริการลูกค้า</strong>',
      'สำหรับสมาชิกที่มีอายุ 18 ปีขึ้นไป',
      'แพลตฟอร์มขอสงวนสิทธิ์ในการตีความขั้นสุดท้าย',
    ],
  }[lang];
  const [details, age, rights] = words;
  const sentence = /[.!?]$/.test(title) || lang === 'TH' ? title : `${title}.`;
  return `<p>${sentence}</p><p>${details}</p><ul><li>${age}</li><li>${rights}</li></ul>`;
}
