// The chat's words in the three shipped languages (issue 16 item 7): the player's page in the
// player's language, the staff console in English unless it is asked for another. "{count}" and
// "{max}" are filled in by the page's script.
import type { Labels, Lang } from '../../seed/names';

/** The chat rooms (CBS_modelList), named in the request's language. */
export const chatModels: readonly { modelId: string; names: Labels; online: boolean }[] = [
  {
    modelId: 'CS-GENERAL',
    names: { EN: 'Customer service', ES: 'Atención al cliente', TH: 'ฝ่ายบริการลูกค้า' },
    online: true,
  },
  {
    modelId: 'CS-DEPOSIT',
    names: { EN: 'Deposits and withdrawals', ES: 'Depósitos y retiros', TH: 'ฝาก-ถอนเงิน' },
    online: true,
  },
  { modelId: 'CS-VIP', names: { EN: 'VIP desk', ES: 'Mesa VIP', TH: 'ฝ่ายบริการ VIP' }, online: false },
];

/** A model's name in `lang`; the id itself for a model no longer offered. */
export const modelName = (modelId: string, lang: Lang): string =>
  chatModels.find((model) => model.modelId === modelId)?.names[lang] ?? modelId;

/** The words of the player's page and its script. */
export interface PlayerTexts {
  subtitle: string;
  log: string;
  empty: string;
  you: string;
  staff: string;
  label: string;
  hint: string;
  send: string;
  sending: string;
  /** The message box is empty (after trimming). */
  required: string;
  /** Over the limit: "{count}" characters of at most "{max}". */
  tooLong: string;
  failed: string;
  /** Over the rate limit of sends: wait "{seconds}" s. */
  tooFast: string;
  offline: string;
  endedTitle: string;
  endedBody: string;
}

export const playerTexts: Record<Lang, PlayerTexts> = {
  EN: {
    subtitle: 'Chat with our team',
    log: 'Messages',
    empty: 'Write your question below: an agent answers here.',
    you: 'You',
    staff: 'Agent',
    label: 'Your message',
    hint: 'Enter sends, Shift+Enter starts a new line.',
    send: 'Send',
    sending: 'Sending…',
    required: 'Write a message first.',
    tooLong: 'The message is too long: {count} characters, at most {max}.',
    failed: 'The message was not sent: check your connection and try again. Your text is still here.',
    tooFast: 'Too many messages in a short time: wait {seconds} s and send it again. Your text is still here.',
    offline: 'No connection: new messages will show when it is back.',
    endedTitle: 'This chat has ended',
    endedBody: 'Open customer service again from the site to start a new chat.',
  },
  ES: {
    subtitle: 'Chatea con nuestro equipo',
    log: 'Mensajes',
    empty: 'Escribe tu pregunta abajo: un agente te responde aquí.',
    you: 'Tú',
    staff: 'Agente',
    label: 'Tu mensaje',
    hint: 'Intro envía, Mayús+Intro añade una línea.',
    send: 'Enviar',
    sending: 'Enviando…',
    required: 'Escribe un mensaje primero.',
    tooLong: 'El mensaje es demasiado largo: {count} caracteres, como máximo {max}.',
    failed: 'El mensaje no se envió: revisa tu conexión e inténtalo de nuevo. Tu texto sigue aquí.',
    tooFast: 'Demasiados mensajes en poco tiempo: espera {seconds} s y vuelve a enviarlo. Tu texto sigue aquí.',
    offline: 'Sin conexión: los mensajes nuevos aparecerán cuando vuelva.',
    endedTitle: 'Este chat ha terminado',
    endedBody: 'Vuelve a abrir la atención al cliente desde el sitio para empezar un chat nuevo.',
  },
  TH: {
    subtitle: 'แชทกับทีมงานของเรา',
    log: 'ข้อความ',
    empty: 'พิมพ์คำถามของคุณด้านล่าง เจ้าหน้าที่จะตอบกลับที่นี่',
    you: 'คุณ',
    staff: 'เจ้าหน้าที่',
    label: 'ข้อความของคุณ',
    hint: 'กด Enter เพื่อส่ง กด Shift+Enter เพื่อขึ้นบรรทัดใหม่',
    send: 'ส่ง',
    sending: 'กำลังส่ง…',
    required: 'กรุณาพิมพ์ข้อความก่อน',
    tooLong: 'ข้อความยาวเกินไป: {count} ตัวอักษร สูงสุด {max} ตัวอักษร',
    failed: 'ส่งข้อความไม่สำเร็จ ตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง ข้อความของคุณยังอยู่',
    tooFast: 'ส่งข้อความถี่เกินไป รอ {seconds} วินาทีแล้วส่งอีกครั้ง ข้อความของคุณยังอยู่',
    offline: 'ไม่มีการเชื่อมต่อ ข้อความใหม่จะแสดงเมื่อเชื่อมต่อได้อีกครั้ง',
    endedTitle: 'การแชทนี้สิ้นสุดแล้ว',
    endedBody: 'เปิดฝ่ายบริการลูกค้าจากเว็บไซต์อีกครั้งเพื่อเริ่มแชทใหม่',
  },
};

/** The words of the staff console and its script. */
export interface StaffTexts {
  title: string;
  conversations: string;
  none: string;
  choose: string;
  /** "{count}" player messages since staff last answered. */
  unanswered: string;
  answered: string;
  log: string;
  player: string;
  staff: string;
  label: string;
  hint: string;
  send: string;
  sending: string;
  required: string;
  tooLong: string;
  failed: string;
  offline: string;
  forbiddenTitle: string;
  forbiddenBody: string;
}

export const staffTexts: Record<Lang, StaffTexts> = {
  EN: {
    title: 'Customer service console',
    conversations: 'Conversations',
    none: 'No conversations yet.',
    choose: 'Choose a conversation.',
    unanswered: '{count} unanswered',
    answered: 'Answered',
    log: 'Messages',
    player: 'Player',
    staff: 'You (staff)',
    label: 'Reply',
    hint: 'Enter sends, Shift+Enter starts a new line.',
    send: 'Send',
    sending: 'Sending…',
    required: 'Write a reply first.',
    tooLong: 'The reply is too long: {count} characters, at most {max}.',
    failed: 'The reply was not sent: try again. Your text is still here.',
    offline: 'No connection to the platform: retrying.',
    forbiddenTitle: 'Wrong or missing staff key',
    forbiddenBody: 'Open the console with the address printed when the server started (…/wps/staff/chat?key=…).',
  },
  ES: {
    title: 'Consola de atención al cliente',
    conversations: 'Conversaciones',
    none: 'Aún no hay conversaciones.',
    choose: 'Elige una conversación.',
    unanswered: '{count} sin responder',
    answered: 'Respondida',
    log: 'Mensajes',
    player: 'Jugador',
    staff: 'Tú (personal)',
    label: 'Respuesta',
    hint: 'Intro envía, Mayús+Intro añade una línea.',
    send: 'Enviar',
    sending: 'Enviando…',
    required: 'Escribe una respuesta primero.',
    tooLong: 'La respuesta es demasiado larga: {count} caracteres, como máximo {max}.',
    failed: 'La respuesta no se envió: inténtalo de nuevo. Tu texto sigue aquí.',
    offline: 'Sin conexión con la plataforma: reintentando.',
    forbiddenTitle: 'Clave de personal incorrecta o ausente',
    forbiddenBody: 'Abre la consola con la dirección que se mostró al iniciar el servidor (…/wps/staff/chat?key=…).',
  },
  TH: {
    title: 'คอนโซลฝ่ายบริการลูกค้า',
    conversations: 'บทสนทนา',
    none: 'ยังไม่มีบทสนทนา',
    choose: 'เลือกบทสนทนา',
    unanswered: 'ยังไม่ตอบ {count} ข้อความ',
    answered: 'ตอบแล้ว',
    log: 'ข้อความ',
    player: 'ผู้เล่น',
    staff: 'คุณ (เจ้าหน้าที่)',
    label: 'ตอบกลับ',
    hint: 'กด Enter เพื่อส่ง กด Shift+Enter เพื่อขึ้นบรรทัดใหม่',
    send: 'ส่ง',
    sending: 'กำลังส่ง…',
    required: 'กรุณาพิมพ์คำตอบก่อน',
    tooLong: 'คำตอบยาวเกินไป: {count} ตัวอักษร สูงสุด {max} ตัวอักษร',
    failed: 'ส่งคำตอบไม่สำเร็จ ลองอีกครั้ง ข้อความของคุณยังอยู่',
    offline: 'ไม่มีการเชื่อมต่อกับแพลตฟอร์ม กำลังลองใหม่',
    forbiddenTitle: 'คีย์เจ้าหน้าที่ไม่ถูกต้องหรือไม่มี',
    forbiddenBody: 'เปิดคอนโซลด้วยที่อยู่ที่แสดงเมื่อเซิร์ฟเวอร์เริ่มทำงาน (…/wps/staff/chat?key=…)',
  },
};
