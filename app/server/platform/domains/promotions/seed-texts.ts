// The promotions' seed content in the three shipped languages (SPEC.md section 9; issue 16 item 7):
// the platform answers promotions, their rules, reward titles and review answers in the Language
// header's language, as an operator's back office holds one text per language. Posters carry no
// words (seed/svg.ts): one picture for all. A player's own remark stays as the player wrote it.
import type { Labels, Lang } from '../../seed/names';

/** The operator's words in each language, found by their English (the seed writes in English). */
export const seedPhrases: readonly Labels[] = [
  // The catalogue's titles.
  { EN: 'Welcome Bonus 100%', ES: 'Bono de bienvenida del 100%', TH: 'โบนัสต้อนรับ 100%' },
  { EN: 'First Deposit Boost', ES: 'Impulso al primer depósito', TH: 'โบนัสเพิ่มพลังฝากครั้งแรก' },
  { EN: 'Daily Reload 10%', ES: 'Recarga diaria del 10%', TH: 'โบนัสเติมเงินรายวัน 10%' },
  { EN: 'Slots Weekend Spins', ES: 'Giros de tragamonedas el fin de semana', TH: 'ฟรีสปินสล็อตสุดสัปดาห์' },
  { EN: 'Jackpot Chase', ES: 'A por el jackpot', TH: 'ล่าแจ็คพอต' },
  { EN: 'Live Casino Cashback', ES: 'Reembolso en casino en vivo', TH: 'เงินคืนคาสิโนสด' },
  { EN: 'Baccarat Streak Prize', ES: 'Premio por racha en baccarat', TH: 'รางวัลชนะติดต่อกันบาคาร่า' },
  { EN: 'Football Accumulator Insurance', ES: 'Seguro de combinadas de fútbol', TH: 'ประกันบอลสเต็ป' },
  { EN: 'Card Room Tournament', ES: 'Torneo de la sala de cartas', TH: 'ทัวร์นาเมนต์ห้องไพ่' },
  { EN: 'Fishing Frenzy', ES: 'Fiebre de la pesca', TH: 'ยิงปลาสุดมันส์' },
  { EN: 'Lotto Lucky Draw', ES: 'Sorteo de la suerte de lotería', TH: 'ลุ้นโชคหวย' },
  { EN: 'Weekly Rebate 1.2%', ES: 'Reembolso semanal del 1,2%', TH: 'เงินคืนรายสัปดาห์ 1.2%' },
  { EN: 'Points Mall Double Points', ES: 'Puntos dobles en la tienda de puntos', TH: 'แต้มสองเท่าที่ร้านแลกแต้ม' },
  { EN: 'Monthly Ranking Race', ES: 'Carrera del ranking mensual', TH: 'การแข่งขันจัดอันดับประจำเดือน' },
  { EN: 'App Download Gift', ES: 'Regalo por descargar la app', TH: 'ของขวัญดาวน์โหลดแอป' },
  { EN: 'New Game Launch Party', ES: 'Fiesta de lanzamiento de juegos nuevos', TH: 'ปาร์ตี้เปิดตัวเกมใหม่' },
  { EN: 'Lucky Raffle Night', ES: 'Noche de sorteo de la suerte', TH: 'คืนจับรางวัลนำโชค' },
  { EN: 'Spring Festival Raffle', ES: 'Sorteo del Festival de Primavera', TH: 'จับรางวัลเทศกาลตรุษจีน' },
  { EN: 'Red Envelope Rain', ES: 'Lluvia de sobres rojos', TH: 'ฝนอั่งเปา' },
  { EN: 'Weekend Red Envelope', ES: 'Sobre rojo de fin de semana', TH: 'อั่งเปาสุดสัปดาห์' },
  { EN: 'Share Your Big Win', ES: 'Comparte tu gran premio', TH: 'แชร์การชนะครั้งใหญ่ของคุณ' },
  // Rewards of no promotion.
  { EN: 'Birthday Gift', ES: 'Regalo de cumpleaños', TH: 'ของขวัญวันเกิด' },
  { EN: 'Weekly Rebate Bonus', ES: 'Bono de reembolso semanal', TH: 'โบนัสเงินคืนรายสัปดาห์' },
  { EN: 'VIP Upgrade Bonus', ES: 'Bono por subir de nivel VIP', TH: 'โบนัสเลื่อนระดับ VIP' },
  { EN: 'Lucky Spin Prize', ES: 'Premio del giro de la suerte', TH: 'รางวัลหมุนวงล้อนำโชค' },
  { EN: 'Loyalty Cashback', ES: 'Reembolso por fidelidad', TH: 'เงินคืนสมาชิกประจำ' },
  { EN: 'Welcome Gift', ES: 'Regalo de bienvenida', TH: 'ของขวัญต้อนรับ' },
  // The review's answers to rejected applications.
  {
    EN: 'The bet slip image cannot be read. Please send a clearer picture.',
    ES: 'No se puede leer la imagen del boleto de apuesta. Envía una foto más nítida.',
    TH: 'ไม่สามารถอ่านรูปสลิปเดิมพันได้ โปรดส่งรูปที่ชัดกว่านี้',
  },
  {
    EN: 'The gift is for a first installation only.',
    ES: 'El regalo es solo para la primera instalación.',
    TH: 'ของขวัญนี้สำหรับการติดตั้งครั้งแรกเท่านั้น',
  },
];

/** A phrase of the seed in every language (fails on a phrase without its translations). */
export function inEachLanguage(english: string): Labels {
  const found = seedPhrases.find((phrase) => phrase.EN === english);
  if (!found) throw new Error(`no translations of the promotions' phrase "${english}"`);
  return found;
}

/** What the rules say of a promotion. */
interface RulesOf {
  title: string;
  reward: number;
  minPrize?: number;
  raffle?: unknown;
  application?: boolean;
}

const money: Record<Lang, (amount: number) => string> = {
  EN: (amount) => amount.toFixed(2),
  ES: (amount) => amount.toLocaleString('es', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  TH: (amount) => amount.toFixed(2),
};

/** A promotion's rules as HTML (sanitised by the site like any operator's HTML), in `lang`. */
export function rulesOf(plan: RulesOf, lang: Lang): string {
  const [min, max] = [money[lang](plan.minPrize ?? 0), money[lang](plan.reward)];
  const words = {
    EN: {
      raffle: `Every member may open it once; prizes from ${min} to ${max}.`,
      reward: `Reward up to ${max}, credited to the main wallet once claimed in the reward centre.`,
      apply: [
        'Apply with a short remark and up to 3 png or jpg images (5 MB each): a receipt or a screenshot.',
        'Applications are reviewed within 24 hours.',
      ],
      open: 'Open to registered members aged 18 or over.',
      once: 'One entry per member, household and IP address.',
      rights: 'The platform keeps the final right of interpretation and modification.',
    },
    ES: {
      raffle: `Cada miembro puede abrirlo una vez; premios de ${min} a ${max}.`,
      reward: `Recompensa de hasta ${max}, acreditada en la billetera principal cuando la reclamas en el centro de recompensas.`,
      apply: [
        'Envía tu solicitud con un comentario breve y hasta 3 imágenes png o jpg (5 MB cada una): un comprobante o una captura de pantalla.',
        'Las solicitudes se revisan en un plazo de 24 horas.',
      ],
      open: 'Para miembros registrados mayores de 18 años.',
      once: 'Una participación por miembro, hogar y dirección IP.',
      rights: 'La plataforma se reserva el derecho de interpretación y modificación final.',
    },
    TH: {
      raffle: `สมาชิกแต่ละคนเปิดได้หนึ่งครั้ง รางวัลตั้งแต่ ${min} ถึง ${max}`,
      reward: `รางวัลสูงสุด ${max} เข้ากระเป๋าเงินหลักเมื่อกดรับที่ศูนย์รางวัล`,
      apply: [
        'สมัครโดยเขียนหมายเหตุสั้น ๆ และแนบรูป png หรือ jpg ได้ไม่เกิน 3 รูป (รูปละไม่เกิน 5 MB): ใบเสร็จหรือภาพหน้าจอ',
        'ใบสมัครจะได้รับการตรวจสอบภายใน 24 ชั่วโมง',
      ],
      open: 'สำหรับสมาชิกที่ลงทะเบียนแล้วและมีอายุ 18 ปีขึ้นไป',
      once: 'หนึ่งสิทธิ์ต่อสมาชิก ครัวเรือน และที่อยู่ IP',
      rights: 'แพลตฟอร์มขอสงวนสิทธิ์ในการตีความและแก้ไขขั้นสุดท้าย',
    },
  }[lang];
  const prize = plan.raffle ? `<li>${words.raffle}</li>` : `<li>${words.reward}</li>`;
  const apply = plan.application ? words.apply.map((line) => `<li>${line}</li>`).join('') : '';
  return `<h3>${inEachLanguage(plan.title)[lang]}</h3><ol><li>${words.open}</li>${prize}${apply}
<li>${words.once}</li>
<li>${words.rights}</li></ol>`;
}
