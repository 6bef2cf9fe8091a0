// The articles' seed content in the three shipped languages (SPEC.md section 9; issue 16 item 7):
// the platform answers news and blog in the Language header's language, as an operator's back
// office holds one text per language. Covers carry no words (seed/svg.ts): one picture for all.
import type { ArticleKind } from '@lobby/contract';
import type { Labels, Lang } from '../../seed/names';

export const newsTitles: readonly Labels[] = [
  {
    EN: 'New payment methods for faster deposits',
    ES: 'Nuevos métodos de pago para depositar más rápido',
    TH: 'ช่องทางชำระเงินใหม่ ฝากเงินได้เร็วขึ้น',
  },
  {
    EN: 'Thirty new slot games arrive this month',
    ES: 'Este mes llegan treinta tragamonedas nuevas',
    TH: 'เกมสล็อตใหม่ 30 เกมมาแล้วในเดือนนี้',
  },
  {
    EN: 'Live casino tables now open around the clock',
    ES: 'Las mesas de casino en vivo ya abren las 24 horas',
    TH: 'โต๊ะคาสิโนสดเปิดให้เล่นตลอด 24 ชั่วโมงแล้ว',
  },
  {
    EN: 'Football season opener: boosted odds all weekend',
    ES: 'Arranca la temporada de fútbol: cuotas mejoradas todo el fin de semana',
    TH: 'เปิดฤดูกาลฟุตบอล: ราคาต่อรองพิเศษตลอดสุดสัปดาห์',
  },
  {
    EN: 'Scheduled maintenance on Sunday morning',
    ES: 'Mantenimiento programado el domingo por la mañana',
    TH: 'ปิดปรับปรุงระบบตามกำหนดในเช้าวันอาทิตย์',
  },
  {
    EN: 'Points mall restocked with new gifts',
    ES: 'La tienda de puntos se renueva con nuevos regalos',
    TH: 'ร้านแลกแต้มเติมของรางวัลใหม่แล้ว',
  },
  {
    EN: 'E-sports league finals: watch and bet live',
    ES: 'Finales de la liga de e-sports: mira y apuesta en vivo',
    TH: 'รอบชิงชนะเลิศลีกอีสปอร์ต: ชมและเดิมพันสด',
  },
  {
    EN: 'Red envelope rain returns for the festival',
    ES: 'Vuelve la lluvia de sobres rojos por las fiestas',
    TH: 'ฝนอั่งเปากลับมาแล้วรับเทศกาล',
  },
  {
    EN: 'Security update: protect your account with a withdraw password',
    ES: 'Actualización de seguridad: protege tu cuenta con una contraseña de retiro',
    TH: 'อัปเดตความปลอดภัย: ปกป้องบัญชีของคุณด้วยรหัสผ่านการถอนเงิน',
  },
  {
    EN: 'Jackpot grand pool passes a new record',
    ES: 'El pozo del gran jackpot alcanza un nuevo récord',
    TH: 'เงินรางวัลแจ็คพอตก้อนใหญ่ทำสถิติใหม่',
  },
  {
    EN: 'Lottery results now published every minute',
    ES: 'Los resultados de la lotería ya se publican cada minuto',
    TH: 'ผลลอตเตอรี่ประกาศทุกนาทีแล้ว',
  },
  {
    EN: 'Customer service adds Thai-speaking agents',
    ES: 'Atención al cliente suma agentes que hablan tailandés',
    TH: 'ฝ่ายบริการลูกค้าเพิ่มเจ้าหน้าที่ที่พูดภาษาไทย',
  },
  {
    EN: 'Mobile app update brings dark mode',
    ES: 'La actualización de la app móvil trae el modo oscuro',
    TH: 'แอปมือถือเวอร์ชันใหม่มาพร้อมโหมดมืด',
  },
  {
    EN: 'Fishing games tournament: prizes for the top 50',
    ES: 'Torneo de juegos de pesca: premios para los 50 mejores',
    TH: 'ทัวร์นาเมนต์เกมยิงปลา: รางวัลสำหรับ 50 อันดับแรก',
  },
];

export const blogTitles: readonly Labels[] = [
  {
    EN: 'How to read a slot game paytable',
    ES: 'Cómo leer la tabla de pagos de una tragamonedas',
    TH: 'วิธีอ่านตารางจ่ายรางวัลของเกมสล็อต',
  },
  {
    EN: 'Bankroll basics: set a budget before you play',
    ES: 'Maneja tu saldo: fija un presupuesto antes de jugar',
    TH: 'พื้นฐานการบริหารเงินทุน: ตั้งงบประมาณก่อนเล่น',
  },
  {
    EN: 'Baccarat for beginners: banker, player and tie',
    ES: 'Baccarat para principiantes: banca, jugador y empate',
    TH: 'บาคาร่าสำหรับมือใหม่: เจ้ามือ ผู้เล่น และเสมอ',
  },
  {
    EN: 'What volatility means in slot games',
    ES: 'Qué significa la volatilidad en las tragamonedas',
    TH: 'ความผันผวนในเกมสล็อตหมายถึงอะไร',
  },
  {
    EN: 'A short guide to accumulator bets',
    ES: 'Guía breve de las apuestas combinadas',
    TH: 'คู่มือฉบับย่อสำหรับการเดิมพันแบบสเต็ป',
  },
  {
    EN: 'Playing responsibly: tools that help you stay in control',
    ES: 'Juego responsable: herramientas que te ayudan a mantener el control',
    TH: 'เล่นอย่างรับผิดชอบ: เครื่องมือที่ช่วยให้คุณควบคุมการเล่นได้',
  },
  {
    EN: 'How the points mall works, and why points never expire',
    ES: 'Cómo funciona la tienda de puntos y por qué los puntos no caducan',
    TH: 'ร้านแลกแต้มทำงานอย่างไร และทำไมแต้มจึงไม่มีวันหมดอายุ',
  },
  {
    EN: 'Five tips for your first live dealer table',
    ES: 'Cinco consejos para tu primera mesa con crupier en vivo',
    TH: 'ห้าเคล็ดลับสำหรับโต๊ะดีลเลอร์สดโต๊ะแรกของคุณ',
  },
  {
    EN: 'Understanding rebates and cashback',
    ES: 'Reembolsos y cashback: cómo funcionan',
    TH: 'ทำความเข้าใจเงินคืนจากยอดเล่นและแคชแบ็ก',
  },
  {
    EN: 'Lottery families explained: 11X5, PK10 and more',
    ES: 'Las familias de lotería, explicadas: 11X5, PK10 y más',
    TH: 'อธิบายประเภทลอตเตอรี่: 11X5, PK10 และอื่น ๆ',
  },
  {
    EN: 'Inviting friends: how referral rewards add up',
    ES: 'Invita a tus amigos: así se suman las recompensas por referidos',
    TH: 'ชวนเพื่อน: รางวัลแนะนำเพื่อนสะสมเพิ่มขึ้นอย่างไร',
  },
];

/** The bylines: news desks are translated, blog writers are people and keep their names. */
export const authors: Record<ArticleKind, readonly Labels[]> = {
  NEWS: [
    { EN: 'Newsroom', ES: 'Redacción', TH: 'กองบรรณาธิการ' },
    { EN: 'Operations team', ES: 'Equipo de operaciones', TH: 'ทีมปฏิบัติการ' },
    { EN: 'Promotions desk', ES: 'Equipo de promociones', TH: 'ฝ่ายโปรโมชั่น' },
  ],
  BLOG: ['Ana R.', 'Niran S.', 'Luis M.'].map((name) => ({ EN: name, ES: name, TH: name })),
};

/** An article's summary, around its title. */
export function summaryOf(title: string, kind: ArticleKind, lang: Lang): string {
  const words: Record<Lang, Record<ArticleKind, string>> = {
    EN: {
      NEWS: `${title}: the dates, who can take part and what it means for your account.`,
      BLOG: `${title}, explained in a few minutes with examples from the lobby.`,
    },
    ES: {
      NEWS: `${title}: las fechas, quién puede participar y qué cambia en tu cuenta.`,
      BLOG: `${title}. Te lo explicamos en pocos minutos, con ejemplos del lobby.`,
    },
    TH: {
      NEWS: `${title}: วันที่ ผู้ที่เข้าร่วมได้ และสิ่งที่เปลี่ยนไปสำหรับบัญชีของคุณ`,
      BLOG: `${title} อธิบายให้เข้าใจในไม่กี่นาที พร้อมตัวอย่างจากล็อบบี้`,
    },
  };
  return words[lang][kind];
}

/** An article's HTML body (sanitised by the site like any operator's HTML), around its title. */
export function bodyOf(title: string, kind: ArticleKind, lang: Lang): string {
  const words = {
    EN: {
      NEWS: 'Here is what changes for members and when it starts.',
      BLOG: 'A short read for new and regular players alike.',
      know: 'What you need to know',
      points: [
        'It applies to every registered member aged 18 or over.',
        'Nothing needs to be installed or changed on your side.',
        'Questions are answered by customer service at any time.',
      ],
      good: 'Good to know',
      close:
        'Play for fun and within your means. Set limits in your account and take breaks. The platform keeps the final right of interpretation and modification.',
    },
    ES: {
      NEWS: 'Te contamos qué cambia para los miembros y desde cuándo.',
      BLOG: 'Una lectura breve para jugadores nuevos y habituales.',
      know: 'Lo que necesitas saber',
      points: [
        'Se aplica a todos los miembros registrados mayores de 18 años.',
        'No tienes que instalar ni cambiar nada.',
        'Atención al cliente responde tus preguntas en cualquier momento.',
      ],
      good: 'Conviene saber',
      close:
        'Juega para divertirte y sin pasar de tus posibilidades. Fija límites en tu cuenta y tómate descansos. La plataforma se reserva el derecho de interpretación y modificación final.',
    },
    TH: {
      NEWS: 'นี่คือสิ่งที่เปลี่ยนแปลงสำหรับสมาชิก และวันที่เริ่มมีผล',
      BLOG: 'บทความสั้น ๆ สำหรับทั้งผู้เล่นใหม่และผู้เล่นประจำ',
      know: 'สิ่งที่คุณควรรู้',
      points: [
        'ใช้กับสมาชิกที่ลงทะเบียนแล้วทุกคนที่มีอายุ 18 ปีขึ้นไป',
        'คุณไม่ต้องติดตั้งหรือเปลี่ยนแปลงอะไรเลย',
        'ฝ่ายบริการลูกค้าพร้อมตอบทุกคำถามตลอดเวลา',
      ],
      good: 'ข้อควรรู้',
      close: 'เล่นเพื่อความสนุกและไม่เกินกำลังของคุณ ตั้งขีดจำกัดในบัญชีและพักเป็นระยะ แพลตฟอร์มขอสงวนสิทธิ์ในการตีความและแก้ไขขั้นสุดท้าย',
    },
  }[lang];
  // Thai ends a sentence without a full stop.
  const sentence = lang === 'TH' ? title : `${title}.`;
  return `<p><strong>${sentence}</strong> ${words[kind]}</p>
<h2>${words.know}</h2>
<ul>${words.points.map((point) => `<li>${point}</li>`).join('')}</ul>
<h2>${words.good}</h2>
<p>${words.close}</p>`;
}
