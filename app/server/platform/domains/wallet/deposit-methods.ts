// The deposit methods of the embedded platform (depositv2, SPEC.md section 2: deposit methods, amount
// entry with limits, deposit tutorial): limits in minor units, texts in the request's language.
// The demo's failure rule (README: deposits and withdrawals) is said in every processing note, so a
// tester can reproduce a failed deposit without reading the code.
import type { DepositMethod, DepositMethodId } from '@lobby/contract';
import type { Lang } from '../../seed/names';
import { toMajor } from '../../shared/money';

/** Deposits and withdrawals whose cents are .99 fail (deposits) or are rejected (withdrawals). */
const failingCents = 99;
export const failsByRule = (minor: number): boolean => minor % 100 === failingCents;

interface MethodRule {
  methodId: DepositMethodId;
  min: number;
  max: number;
  quick: readonly number[];
}

/** Limits and suggested amounts, in minor units. */
const methodRules: readonly MethodRule[] = [
  { methodId: 'BANK', min: 10_000, max: 5_000_000, quick: [10_000, 50_000, 100_000, 500_000] },
  { methodId: 'EWALLET', min: 5_000, max: 1_000_000, quick: [5_000, 10_000, 50_000, 100_000] },
  { methodId: 'USDT', min: 2_000, max: 10_000_000, quick: [2_000, 10_000, 50_000, 200_000] },
  { methodId: 'CARD', min: 1_000, max: 200_000, quick: [1_000, 5_000, 10_000, 50_000] },
];

export const methodRule = (methodId: string): MethodRule | undefined =>
  methodRules.find((rule) => rule.methodId === methodId);

interface MethodTexts {
  name: string;
  note: (seconds: number) => string;
  tutorial: readonly string[];
  payTo: readonly (readonly [string, string])[];
}

const usdtAddress = 'TQ7s1LobbyDemo9xV3kP2mN8rW4yZ6aB5c';
const walletId = 'LOBBY-PAY 0812 345 678';

const texts: Record<Lang, Record<DepositMethodId, MethodTexts> & { rule: string }> = {
  EN: {
    rule: 'Demo platform: an amount ending in .99 is declined.',
    BANK: {
      name: 'Bank transfer',
      note: (seconds) => `Credited about ${seconds} seconds after your transfer arrives.`,
      tutorial: [
        'Choose the amount and send the request.',
        'Transfer exactly that amount to the account shown, from an account in your own name.',
        'Write the deposit reference in the transfer remark.',
        'Keep the receipt until the deposit is credited.',
      ],
      payTo: [
        ['Bank', 'Lobby Demo Bank'],
        ['Account name', 'Lobby Payments Ltd'],
        ['Account number', '0123 4567 8901'],
      ],
    },
    EWALLET: {
      name: 'E-wallet',
      note: (seconds) => `Credited about ${seconds} seconds after the payment.`,
      tutorial: [
        'Choose the amount and send the request.',
        'Open your e-wallet app and scan the QR code, or pay to the wallet ID.',
        'Add the deposit reference as the payment note.',
      ],
      payTo: [['Wallet ID', walletId]],
    },
    USDT: {
      name: 'USDT (TRC20)',
      note: (seconds) => `Credited about ${seconds} seconds after the network confirms the transfer.`,
      tutorial: [
        'Choose the amount and send the request.',
        'Send USDT on the TRC20 network only to the address shown; other networks are lost.',
        'Send the amount in one transfer; the rate is 1 USDT to 1.00.',
      ],
      payTo: [
        ['Network', 'TRC20'],
        ['Address', usdtAddress],
      ],
    },
    CARD: {
      name: 'Card',
      note: (seconds) => `Credited about ${seconds} seconds after your bank authorises the payment.`,
      tutorial: [
        'Choose the amount and send the request.',
        'Authorise the payment with your bank when it asks.',
        'The charge shows as LOBBY PAYMENTS on your statement.',
      ],
      payTo: [['Merchant', 'LOBBY PAYMENTS']],
    },
  },
  ES: {
    rule: 'Plataforma de demostración: un importe que termina en ,99 se rechaza.',
    BANK: {
      name: 'Transferencia bancaria',
      note: (seconds) => `Se acredita unos ${seconds} segundos después de que llegue tu transferencia.`,
      tutorial: [
        'Elige el importe y envía la solicitud.',
        'Transfiere exactamente ese importe a la cuenta indicada, desde una cuenta a tu nombre.',
        'Escribe la referencia del depósito en el concepto de la transferencia.',
        'Guarda el comprobante hasta que se acredite el depósito.',
      ],
      payTo: [
        ['Banco', 'Lobby Demo Bank'],
        ['Titular', 'Lobby Payments Ltd'],
        ['Número de cuenta', '0123 4567 8901'],
      ],
    },
    EWALLET: {
      name: 'Billetera electrónica',
      note: (seconds) => `Se acredita unos ${seconds} segundos después del pago.`,
      tutorial: [
        'Elige el importe y envía la solicitud.',
        'Abre la app de tu billetera y escanea el código QR, o paga al ID de billetera.',
        'Añade la referencia del depósito como nota del pago.',
      ],
      payTo: [['ID de billetera', walletId]],
    },
    USDT: {
      name: 'USDT (TRC20)',
      note: (seconds) => `Se acredita unos ${seconds} segundos después de que la red confirme la transferencia.`,
      tutorial: [
        'Elige el importe y envía la solicitud.',
        'Envía USDT solo por la red TRC20 a la dirección indicada; en otras redes se pierde.',
        'Envía el importe en una sola transferencia; el cambio es 1 USDT por 1,00.',
      ],
      payTo: [
        ['Red', 'TRC20'],
        ['Dirección', usdtAddress],
      ],
    },
    CARD: {
      name: 'Tarjeta',
      note: (seconds) => `Se acredita unos ${seconds} segundos después de que tu banco autorice el pago.`,
      tutorial: [
        'Elige el importe y envía la solicitud.',
        'Autoriza el pago con tu banco cuando te lo pida.',
        'El cargo aparece como LOBBY PAYMENTS en tu extracto.',
      ],
      payTo: [['Comercio', 'LOBBY PAYMENTS']],
    },
  },
  TH: {
    rule: 'แพลตฟอร์มสาธิต: จำนวนเงินที่ลงท้ายด้วย .99 จะถูกปฏิเสธ',
    BANK: {
      name: 'โอนผ่านธนาคาร',
      note: (seconds) => `เงินเข้าประมาณ ${seconds} วินาทีหลังจากยอดโอนของคุณมาถึง`,
      tutorial: [
        'เลือกจำนวนเงินแล้วส่งคำขอ',
        'โอนเงินตามจำนวนนั้นพอดีไปยังบัญชีที่แสดง จากบัญชีในชื่อของคุณเอง',
        'ใส่รหัสอ้างอิงการฝากในหมายเหตุการโอน',
        'เก็บสลิปไว้จนกว่าเงินจะเข้า',
      ],
      payTo: [
        ['ธนาคาร', 'Lobby Demo Bank'],
        ['ชื่อบัญชี', 'Lobby Payments Ltd'],
        ['เลขที่บัญชี', '0123 4567 8901'],
      ],
    },
    EWALLET: {
      name: 'อีวอลเล็ท',
      note: (seconds) => `เงินเข้าประมาณ ${seconds} วินาทีหลังการชำระเงิน`,
      tutorial: [
        'เลือกจำนวนเงินแล้วส่งคำขอ',
        'เปิดแอปอีวอลเล็ทแล้วสแกนคิวอาร์โค้ด หรือชำระไปยังไอดีวอลเล็ท',
        'ใส่รหัสอ้างอิงการฝากเป็นบันทึกการชำระเงิน',
      ],
      payTo: [['ไอดีวอลเล็ท', walletId]],
    },
    USDT: {
      name: 'USDT (TRC20)',
      note: (seconds) => `เงินเข้าประมาณ ${seconds} วินาทีหลังจากเครือข่ายยืนยันการโอน`,
      tutorial: [
        'เลือกจำนวนเงินแล้วส่งคำขอ',
        'ส่ง USDT ผ่านเครือข่าย TRC20 เท่านั้นไปยังที่อยู่ที่แสดง เครือข่ายอื่นจะสูญหาย',
        'ส่งจำนวนเงินในการโอนครั้งเดียว อัตรา 1 USDT ต่อ 1.00',
      ],
      payTo: [
        ['เครือข่าย', 'TRC20'],
        ['ที่อยู่', usdtAddress],
      ],
    },
    CARD: {
      name: 'บัตร',
      note: (seconds) => `เงินเข้าประมาณ ${seconds} วินาทีหลังจากธนาคารของคุณอนุมัติการชำระเงิน`,
      tutorial: [
        'เลือกจำนวนเงินแล้วส่งคำขอ',
        'อนุมัติการชำระเงินกับธนาคารของคุณเมื่อระบบขอ',
        'รายการจะแสดงเป็น LOBBY PAYMENTS ในใบแจ้งยอดของคุณ',
      ],
      payTo: [['ร้านค้า', 'LOBBY PAYMENTS']],
    },
  },
};

const qrValues: Partial<Record<DepositMethodId, string>> = { EWALLET: walletId, USDT: usdtAddress };

/** The name of a method in a language (the deposit list). */
export const methodName = (methodId: DepositMethodId, lang: Lang): string => texts[lang][methodId].name;

/** Every method, in the request's language, with the platform's settlement time. */
export function depositMethods(lang: Lang, settleSeconds: number): DepositMethod[] {
  const words = texts[lang];
  return methodRules.map(({ methodId, min, max, quick }) => {
    const method = words[methodId];
    const qrValue = qrValues[methodId];
    return {
      methodId,
      name: method.name,
      minAmount: toMajor(min),
      maxAmount: toMajor(max),
      quickAmounts: quick.map(toMajor),
      processingNote: `${method.note(settleSeconds)} ${words.rule}`,
      tutorial: [...method.tutorial],
      payTo: method.payTo.map(([label, value]) => ({ label, value })),
      ...(qrValue ? { qrValue } : {}),
    };
  });
}
