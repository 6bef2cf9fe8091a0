// The help centre's content (SPEC.md section 2: /help with anchors such as #term), in the shipped
// languages EN, ES and TH (SPEC.md section 9). Trusted HTML: the client still sanitises it.
import type { HelpCenterValue } from '@lobby/contract';

type Section = HelpCenterValue['sections'][number];

const en: Section[] = [
  {
    anchor: 'about',
    title: 'About us',
    content: '<p>Lobby brings live casino, slots, sports, lottery and more together in one place.</p>',
  },
  {
    anchor: 'term',
    title: 'Terms and conditions',
    content:
      '<p>You must be 18 or older to register and play.</p><p>The platform keeps the final right to interpret and modify every promotion and rule.</p>',
  },
  {
    anchor: 'privacy',
    title: 'Privacy policy',
    content: '<p>We keep your data only to run your account and never sell it.</p>',
  },
  {
    anchor: 'deposit',
    title: 'Deposits and withdrawals',
    content: '<p>Deposits are credited once confirmed. Withdrawals are reviewed and paid to your bank account.</p>',
  },
  {
    anchor: 'responsible',
    title: 'Responsible gaming',
    content: '<p>Play for fun, set limits, and take breaks. Contact customer service to close your account.</p>',
  },
];

const es: Section[] = [
  {
    anchor: 'about',
    title: 'Quiénes somos',
    content: '<p>Lobby reúne casino en vivo, tragamonedas, deportes, lotería y mucho más en un solo lugar.</p>',
  },
  {
    anchor: 'term',
    title: 'Términos y condiciones',
    content:
      '<p>Debes tener 18 años o más para registrarte y jugar.</p><p>La plataforma se reserva el derecho final de interpretar y modificar cada promoción y regla.</p>',
  },
  {
    anchor: 'privacy',
    title: 'Política de privacidad',
    content: '<p>Guardamos tus datos solo para gestionar tu cuenta y nunca los vendemos.</p>',
  },
  {
    anchor: 'deposit',
    title: 'Depósitos y retiros',
    content:
      '<p>Los depósitos se acreditan al confirmarse. Los retiros se revisan y se pagan a tu cuenta bancaria.</p>',
  },
  {
    anchor: 'responsible',
    title: 'Juego responsable',
    content:
      '<p>Juega para divertirte, fija límites y toma descansos. Contacta al servicio al cliente para cerrar tu cuenta.</p>',
  },
];

const th: Section[] = [
  {
    anchor: 'about',
    title: 'เกี่ยวกับเรา',
    content: '<p>Lobby รวมคาสิโนสด สล็อต กีฬา ลอตเตอรี่ และอื่น ๆ ไว้ในที่เดียว</p>',
  },
  {
    anchor: 'term',
    title: 'ข้อกำหนดและเงื่อนไข',
    content: '<p>คุณต้องมีอายุ 18 ปีขึ้นไปจึงจะสมัครและเล่นได้</p><p>แพลตฟอร์มขอสงวนสิทธิ์ในการตีความและแก้ไขโปรโมชันและกฎทั้งหมด</p>',
  },
  {
    anchor: 'privacy',
    title: 'นโยบายความเป็นส่วนตัว',
    content: '<p>เราเก็บข้อมูลของคุณเพื่อดูแลบัญชีเท่านั้นและจะไม่ขายข้อมูล</p>',
  },
  {
    anchor: 'deposit',
    title: 'การฝากและถอนเงิน',
    content: '<p>เงินฝากจะเข้าบัญชีเมื่อได้รับการยืนยัน การถอนเงินจะถูกตรวจสอบและโอนเข้าบัญชีธนาคารของคุณ</p>',
  },
  {
    anchor: 'responsible',
    title: 'การเล่นอย่างรับผิดชอบ',
    content: '<p>เล่นเพื่อความสนุก กำหนดขีดจำกัด และพักเป็นระยะ ติดต่อฝ่ายบริการลูกค้าหากต้องการปิดบัญชี</p>',
  },
];

export const helpCenter: Record<string, Section[]> = { EN: en, ES: es, TH: th };
