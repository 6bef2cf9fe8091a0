/**
 * Platform information (messages) and the real-time event toasts (t('inbox.…')). Settlement
 * messages and events are worded here, in the page's language, from their kind and amount
 * (SPEC.md section 4 "Messages"); system and promotion messages keep the platform's own text.
 */
import type { MessageKind } from '@lobby/contract';

const es = {
  title: 'Información de la plataforma',
  kinds: {
    DEPOSIT_CREDITED: 'Depósito acreditado',
    DEPOSIT_FAILED: 'Depósito fallido',
    WITHDRAWAL_APPROVED: 'Retiro aprobado',
    WITHDRAWAL_REJECTED: 'Retiro rechazado',
    SYSTEM: 'Sistema',
    PROMOTION: 'Promoción',
  } satisfies Record<MessageKind, string>,
  /** The text of a settlement message and of its event's toast; {{amount}} is formatted money. */
  settlement: {
    DEPOSIT_CREDITED: 'Tu depósito de {{amount}} se ha acreditado en tu billetera principal.',
    DEPOSIT_FAILED:
      'Tu depósito de {{amount}} no se pudo confirmar. Contacta con atención al cliente con tu comprobante.',
    WITHDRAWAL_APPROVED: 'Tu retiro de {{amount}} ha sido aprobado y enviado.',
    WITHDRAWAL_REJECTED: 'Tu retiro de {{amount}} fue rechazado; el importe ha vuelto a tu billetera principal.',
  },
  /** A withdrawal approved in part (SPEC.md section 4: partial payment). */
  partialApproval:
    'Tu retiro de {{amount}} se aprobó en parte: se enviaron {{paid}} y los {{remaining}} restantes han vuelto a tu billetera principal.',
  deleteTitle: '¿Eliminar este mensaje?',
  deleteMessage: 'Se quitará de tu bandeja de entrada y no podrás recuperarlo.',
  deleteConfirm: 'Eliminar',
  deleted: 'Mensaje eliminado',
  allRead: 'Todos los mensajes están marcados como leídos',
  actionFailed: 'No se pudo completar la acción',
  /** The toast of a contract period paid (event CONTRACT_SETTLED); {{kind}} is the contract's name. */
  contractSettled: {
    title: 'Contrato liquidado',
    text: '{{kind}} del {{start}} al {{end}}: {{amount}} acreditados en tu billetera principal.',
  },
};

type Strings = typeof es;

const en: Strings = {
  title: 'Platform information',
  kinds: {
    DEPOSIT_CREDITED: 'Deposit credited',
    DEPOSIT_FAILED: 'Deposit failed',
    WITHDRAWAL_APPROVED: 'Withdrawal approved',
    WITHDRAWAL_REJECTED: 'Withdrawal rejected',
    SYSTEM: 'System',
    PROMOTION: 'Promotion',
  },
  settlement: {
    DEPOSIT_CREDITED: 'Your deposit of {{amount}} has been credited to your main wallet.',
    DEPOSIT_FAILED: 'Your deposit of {{amount}} could not be confirmed. Contact customer service with your receipt.',
    WITHDRAWAL_APPROVED: 'Your withdrawal of {{amount}} has been approved and sent.',
    WITHDRAWAL_REJECTED: 'Your withdrawal of {{amount}} was rejected; the amount is back in your main wallet.',
  },
  partialApproval:
    'Your withdrawal of {{amount}} has been approved in part: {{paid}} was sent and the remaining {{remaining}} is back in your main wallet.',
  deleteTitle: 'Delete this message?',
  deleteMessage: 'It will be removed from your inbox and cannot be recovered.',
  deleteConfirm: 'Delete',
  deleted: 'Message deleted',
  allRead: 'All messages are marked as read',
  actionFailed: 'The action could not be completed',
  contractSettled: {
    title: 'Contract settled',
    text: '{{kind}} from {{start}} to {{end}}: {{amount}} credited to your main wallet.',
  },
};

const th: Strings = {
  title: 'ข้อมูลจากแพลตฟอร์ม',
  kinds: {
    DEPOSIT_CREDITED: 'เติมเงินสำเร็จ',
    DEPOSIT_FAILED: 'เติมเงินไม่สำเร็จ',
    WITHDRAWAL_APPROVED: 'อนุมัติการถอนเงิน',
    WITHDRAWAL_REJECTED: 'ปฏิเสธการถอนเงิน',
    SYSTEM: 'ระบบ',
    PROMOTION: 'โปรโมชัน',
  },
  settlement: {
    DEPOSIT_CREDITED: 'ยอดเติมเงิน {{amount}} ของคุณเข้ากระเป๋าเงินหลักแล้ว',
    DEPOSIT_FAILED: 'ไม่สามารถยืนยันยอดเติมเงิน {{amount}} ของคุณได้ โปรดติดต่อฝ่ายบริการลูกค้าพร้อมหลักฐานการโอน',
    WITHDRAWAL_APPROVED: 'การถอนเงิน {{amount}} ของคุณได้รับอนุมัติและโอนแล้ว',
    WITHDRAWAL_REJECTED: 'การถอนเงิน {{amount}} ของคุณถูกปฏิเสธ ยอดเงินกลับเข้ากระเป๋าเงินหลักแล้ว',
  },
  partialApproval:
    'การถอนเงิน {{amount}} ของคุณได้รับอนุมัติบางส่วน: โอนแล้ว {{paid}} ส่วนที่เหลือ {{remaining}} กลับเข้ากระเป๋าเงินหลักแล้ว',
  deleteTitle: 'ลบข้อความนี้หรือไม่',
  deleteMessage: 'ข้อความจะถูกลบออกจากกล่องข้อความและไม่สามารถกู้คืนได้',
  deleteConfirm: 'ลบ',
  deleted: 'ลบข้อความแล้ว',
  allRead: 'ทำเครื่องหมายว่าอ่านทุกข้อความแล้ว',
  actionFailed: 'ไม่สามารถดำเนินการได้',
  contractSettled: {
    title: 'ชำระตามสัญญาแล้ว',
    text: '{{kind}} ตั้งแต่ {{start}} ถึง {{end}}: {{amount}} เข้ากระเป๋าเงินหลักแล้ว',
  },
};

export const inboxStrings = { es, en, th };
