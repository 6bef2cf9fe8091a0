// The help centre seed content (SPEC.md section 2: /help with anchors such as #term) in the three
// shipped languages (SPEC.md section 9; issue 16 item 7): kept in the database as an operator's back
// office keeps one text per language (store.ts), answered in the asked language. Trusted HTML: the
// client still sanitises it.
import type { Labels } from '../../seed/names';

/** A section of the help centre: its anchor, and its title and HTML body in every language. */
interface HelpSectionSeed {
  anchor: string;
  title: Labels;
  content: Labels;
}

/** The sections in their order on the page. */
export const helpSections: readonly HelpSectionSeed[] = [
  {
    anchor: 'about',
    title: {
      EN: 'About us',
      ES: 'Quiénes somos',
      TH: 'เกี่ยวกับเรา',
    },
    content: {
      EN: '<p>Lobby brings live casino, slots, sports, lottery and more together in one place.</p>',
      ES: '<p>Lobby reúne casino en vivo, tragamonedas, deportes, lotería y mucho más en un solo lugar.</p>',
      TH: '<p>Lobby รวมคาสิโนสด สล็อต กีฬา ลอตเตอรี่ และอื่น ๆ ไว้ในที่เดียว</p>',
    },
  },
  {
    anchor: 'term',
    title: {
      EN: 'Terms and conditions',
      ES: 'Términos y condiciones',
      TH: 'ข้อกำหนดและเงื่อนไข',
    },
    content: {
      EN: '<p>You must be 18 or older to register and play.</p><p>The platform keeps the final right to interpret and modify every promotion and rule.</p>',
      ES: '<p>Debes tener 18 años o más para registrarte y jugar.</p><p>La plataforma se reserva el derecho final de interpretar y modificar cada promoción y regla.</p>',
      TH: '<p>คุณต้องมีอายุ 18 ปีขึ้นไปจึงจะสมัครและเล่นได้</p><p>แพลตฟอร์มขอสงวนสิทธิ์ในการตีความและแก้ไขโปรโมชันและกฎทั้งหมด</p>',
    },
  },
  {
    anchor: 'privacy',
    title: {
      EN: 'Privacy policy',
      ES: 'Política de privacidad',
      TH: 'นโยบายความเป็นส่วนตัว',
    },
    content: {
      EN: '<p>We keep your data only to run your account and never sell it.</p>',
      ES: '<p>Guardamos tus datos solo para gestionar tu cuenta y nunca los vendemos.</p>',
      TH: '<p>เราเก็บข้อมูลของคุณเพื่อดูแลบัญชีเท่านั้นและจะไม่ขายข้อมูล</p>',
    },
  },
  {
    anchor: 'deposit',
    title: {
      EN: 'Deposits and withdrawals',
      ES: 'Depósitos y retiros',
      TH: 'การฝากและถอนเงิน',
    },
    content: {
      EN: '<p>Deposits are credited once confirmed. Withdrawals are reviewed and paid to your bank account.</p>',
      ES: '<p>Los depósitos se acreditan al confirmarse. Los retiros se revisan y se pagan a tu cuenta bancaria.</p>',
      TH: '<p>เงินฝากจะเข้าบัญชีเมื่อได้รับการยืนยัน การถอนเงินจะถูกตรวจสอบและโอนเข้าบัญชีธนาคารของคุณ</p>',
    },
  },
  {
    anchor: 'responsible',
    title: {
      EN: 'Responsible gaming',
      ES: 'Juego responsable',
      TH: 'การเล่นอย่างรับผิดชอบ',
    },
    content: {
      EN: '<p>Play for fun, set limits, and take breaks. Contact customer service to close your account.</p>',
      ES: '<p>Juega para divertirte, fija límites y toma descansos. Contacta al servicio al cliente para cerrar tu cuenta.</p>',
      TH: '<p>เล่นเพื่อความสนุก กำหนดขีดจำกัด และพักเป็นระยะ ติดต่อฝ่ายบริการลูกค้าหากต้องการปิดบัญชี</p>',
    },
  },
];
