// The points mall's words in the three shipped languages (issue 16 item 7), as an operator's back
// office holds one text per language: the catalogue's names, the ledger's remarks and staff's answers
// to redeems (a reward's unit is a code the site words itself). The rows keep the English; the calls answer in the Language header's
// language. A ledger line of a redeem keeps a template ("{name}", "{quantity}") and the reward, so
// that it reads in the player's language too.
import type { Labels } from '../../seed/names';

export const redeemRemark = 'Redeem {name} x{quantity}';
export const returnedRemark = 'Returned: {name} x{quantity}';
export const convertedRemark = 'Converted into the main wallet';

export const pointPhrases: readonly Labels[] = [
  // The catalogue.
  { EN: 'Cash 5', ES: 'Efectivo 5', TH: 'เงินสด 5' },
  { EN: 'Cash 10', ES: 'Efectivo 10', TH: 'เงินสด 10' },
  { EN: 'Cash 50', ES: 'Efectivo 50', TH: 'เงินสด 50' },
  { EN: 'Cash 100', ES: 'Efectivo 100', TH: 'เงินสด 100' },
  { EN: 'Travel Mug', ES: 'Taza de viaje', TH: 'แก้วน้ำพกพา' },
  { EN: 'Sports Cap', ES: 'Gorra deportiva', TH: 'หมวกกีฬา' },
  { EN: 'Wireless Earbuds', ES: 'Auriculares inalámbricos', TH: 'หูฟังไร้สาย' },
  { EN: 'Smart Watch', ES: 'Reloj inteligente', TH: 'สมาร์ตวอทช์' },
  { EN: 'Game Console', ES: 'Consola de videojuegos', TH: 'เครื่องเล่นเกมคอนโซล' },
  { EN: 'Tablet', ES: 'Tableta', TH: 'แท็บเล็ต' },
  { EN: 'Phone', ES: 'Teléfono', TH: 'โทรศัพท์' },
  { EN: 'Gold Bar 1 g', ES: 'Lingote de oro de 1 g', TH: 'ทองคำแท่ง 1 กรัม' },
  // The ledger.
  { EN: 'Live casino bets', ES: 'Apuestas en casino en vivo', TH: 'เดิมพันคาสิโนสด' },
  { EN: 'Lottery bets', ES: 'Apuestas de lotería', TH: 'เดิมพันหวย' },
  { EN: 'Card game bets', ES: 'Apuestas en juegos de cartas', TH: 'เดิมพันเกมไพ่' },
  { EN: 'Slot bets', ES: 'Apuestas en tragamonedas', TH: 'เดิมพันสล็อต' },
  { EN: 'Sports bets', ES: 'Apuestas deportivas', TH: 'เดิมพันกีฬา' },
  { EN: 'Deposit', ES: 'Depósito', TH: 'ฝากเงิน' },
  { EN: redeemRemark, ES: 'Canje de {name} x{quantity}', TH: 'แลก {name} x{quantity}' },
  { EN: returnedRemark, ES: 'Devuelto: {name} x{quantity}', TH: 'คืนแต้ม: {name} x{quantity}' },
  { EN: convertedRemark, ES: 'Convertido a la billetera principal', TH: 'แปลงเข้ากระเป๋าหลัก' },
  // Staff's answers to redeems.
  { EN: 'Paid to the payment account', ES: 'Pagado a la cuenta de pago', TH: 'จ่ายเข้าบัญชีรับเงินแล้ว' },
  { EN: 'Delivered', ES: 'Entregado', TH: 'จัดส่งแล้ว' },
  {
    EN: 'Address incomplete: please add the apartment number. Points returned.',
    ES: 'Dirección incompleta: añade el número del apartamento. Puntos devueltos.',
    TH: 'ที่อยู่ไม่ครบ: โปรดเพิ่มเลขห้อง คืนแต้มแล้ว',
  },
  {
    EN: 'The payment account name does not match the member. Points returned.',
    ES: 'El nombre de la cuenta de pago no coincide con el del miembro. Puntos devueltos.',
    TH: 'ชื่อบัญชีรับเงินไม่ตรงกับสมาชิก คืนแต้มแล้ว',
  },
];
