// Agent announcements (agentAnnouncement, SPEC.md section 2): notices for agents only, in the
// platform's three languages, pinned first, then newest. The wording of SPEC.md sections 1 and 9
// (real-time salary every 5 minutes; final interpretation) is among them.
import type { Database } from '../../db';
import type { AgentAnnouncement } from '@lobby/contract';
import type { Lang } from '../../seed/names';
import { dayMs, isoTime } from '../../shared/days';

export function migrateAnnouncements(db: Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS agent_announcements (
      id INTEGER NOT NULL,
      lang TEXT NOT NULL,
      title TEXT NOT NULL,
      content TEXT NOT NULL,
      pinned INTEGER NOT NULL DEFAULT 0,
      published_at INTEGER NOT NULL,
      PRIMARY KEY (id, lang)
    );
  `);
}

type Text = Record<Lang, string>;

interface SeedAnnouncement {
  daysAgo: number;
  pinned?: boolean;
  title: Text;
  content: Text;
}

const seeded: SeedAnnouncement[] = [
  {
    daysAgo: 40,
    pinned: true,
    title: {
      EN: 'Real-time salary: settled every 5 minutes',
      ES: 'Salario en tiempo real: liquidado cada 5 minutos',
      TH: 'เงินเดือนแบบเรียลไทม์: ชำระทุก 5 นาที',
    },
    content: {
      EN: '<p>Real-time salary is settled and distributed every 5 minutes, from the valid bets of your team.</p><p>The platform keeps the right of final interpretation and modification of this programme.</p>',
      ES: '<p>El salario en tiempo real se liquida y se distribuye cada 5 minutos, según las apuestas válidas de tu equipo.</p><p>La plataforma se reserva el derecho de interpretación final y de modificación de este programa.</p>',
      TH: '<p>เงินเดือนแบบเรียลไทม์จะถูกชำระและแจกจ่ายทุก 5 นาที ตามยอดเดิมพันที่ถูกต้องของทีมคุณ</p><p>แพลตฟอร์มขอสงวนสิทธิ์ในการตีความขั้นสุดท้ายและการแก้ไขโปรแกรมนี้</p>',
    },
  },
  {
    daysAgo: 30,
    title: {
      EN: 'Dividend contracts: half-month periods',
      ES: 'Contratos de dividendos: periodos quincenales',
      TH: 'สัญญาเงินปันผล: รอบครึ่งเดือน',
    },
    content: {
      EN: '<p>Dividends can now be settled daily, weekly, every half month (1st to 15th, 16th to the end of the month) or monthly.</p><ul><li>The team loss and the valid bets of the period decide the tier.</li><li>Dividends are paid to the main wallet when the period ends.</li></ul>',
      ES: '<p>Los dividendos ahora pueden liquidarse a diario, cada semana, cada quincena (del 1 al 15 y del 16 a fin de mes) o cada mes.</p><ul><li>La pérdida del equipo y las apuestas válidas del periodo deciden el nivel.</li><li>Los dividendos se abonan en la billetera principal al terminar el periodo.</li></ul>',
      TH: '<p>ตอนนี้เงินปันผลสามารถชำระได้รายวัน รายสัปดาห์ ทุกครึ่งเดือน (วันที่ 1 ถึง 15 และ 16 ถึงสิ้นเดือน) หรือรายเดือน</p><ul><li>ยอดเสียของทีมและยอดเดิมพันที่ถูกต้องในรอบเป็นตัวกำหนดระดับ</li><li>เงินปันผลจะจ่ายเข้ากระเป๋าหลักเมื่อสิ้นสุดรอบ</li></ul>',
    },
  },
  {
    daysAgo: 21,
    title: {
      EN: 'Higher-rate rule for contracts',
      ES: 'Regla de la tasa más alta en los contratos',
      TH: 'กฎอัตราที่สูงกว่าสำหรับสัญญา',
    },
    content: {
      EN: '<p>When you accept a contract whose rate is lower than one you gave a downline agent, that downline contract ends automatically. Offer your downlines at most your own rate.</p>',
      ES: '<p>Cuando aceptas un contrato con una tasa menor que la que diste a un agente de tu línea descendente, ese contrato termina automáticamente. Ofrece a tu línea descendente como máximo tu propia tasa.</p>',
      TH: '<p>เมื่อคุณยอมรับสัญญาที่มีอัตราต่ำกว่าที่คุณให้กับเอเจนต์ดาวน์ไลน์ สัญญาของดาวน์ไลน์นั้นจะสิ้นสุดโดยอัตโนมัติ เสนอให้ดาวน์ไลน์ไม่เกินอัตราของคุณเอง</p>',
    },
  },
  {
    daysAgo: 14,
    title: {
      EN: 'New: referral links for members and sub-agents',
      ES: 'Nuevo: enlaces de referido para miembros y subagentes',
      TH: 'ใหม่: ลิงก์แนะนำสำหรับสมาชิกและซับเอเจนต์',
    },
    content: {
      EN: '<p>Create up to 20 registration links in link management, each with a note, and share them with a QR code.</p>',
      ES: '<p>Crea hasta 20 enlaces de registro en la gestión de enlaces, cada uno con una nota, y compártelos con un código QR.</p>',
      TH: '<p>สร้างลิงก์สมัครได้สูงสุด 20 ลิงก์ในการจัดการลิงก์ แต่ละลิงก์มีบันทึก และแชร์ด้วยคิวอาร์โค้ด</p>',
    },
  },
  {
    daysAgo: 7,
    title: {
      EN: 'Team reports cover up to 90 days',
      ES: 'Los informes del equipo abarcan hasta 90 días',
      TH: 'รายงานทีมครอบคลุมได้สูงสุด 90 วัน',
    },
    content: {
      EN: '<p>Team betting, profit and loss, income and transactions can be searched over any range of up to 90 days.</p>',
      ES: '<p>Las apuestas del equipo, las ganancias y pérdidas, los ingresos y las transacciones se pueden consultar en cualquier rango de hasta 90 días.</p>',
      TH: '<p>การเดิมพันของทีม กำไรขาดทุน รายได้ และธุรกรรม สามารถค้นหาได้ในช่วงใดก็ได้สูงสุด 90 วัน</p>',
    },
  },
  {
    daysAgo: 2,
    title: {
      EN: 'Scheduled maintenance on Sunday',
      ES: 'Mantenimiento programado el domingo',
      TH: 'ปิดปรับปรุงตามกำหนดในวันอาทิตย์',
    },
    content: {
      EN: '<p>The agent centre will be unavailable for about 30 minutes on Sunday at 04:00. Settlements due during the maintenance are made right after it.</p>',
      ES: '<p>El centro de agentes no estará disponible durante unos 30 minutos el domingo a las 04:00. Las liquidaciones pendientes se harán justo después.</p>',
      TH: '<p>ศูนย์เอเจนต์จะไม่พร้อมใช้งานประมาณ 30 นาทีในวันอาทิตย์เวลา 04:00 การชำระที่ถึงกำหนดระหว่างปิดปรับปรุงจะทำทันทีหลังจากนั้น</p>',
    },
  },
];

export function seedAnnouncements(db: Database, now: number): void {
  const insert = db.prepare(`INSERT OR IGNORE INTO agent_announcements (id, lang, title, content, pinned, published_at)
    VALUES (?, ?, ?, ?, ?, ?)`);
  seeded.forEach((item, index) => {
    // Whole days before the seed, at 09:00 UTC, so the dates do not depend on the hour of the start.
    const time = (Math.floor(now / dayMs) - item.daysAgo) * dayMs + 9 * 60 * 60 * 1000;
    for (const lang of ['EN', 'ES', 'TH'] as const) {
      insert.run(index + 1, lang, item.title[lang], item.content[lang], item.pinned ? 1 : 0, time);
    }
  });
}

export function createAnnouncementStore(db: Database) {
  const page = db.prepare(`SELECT id, title, content, pinned, published_at FROM agent_announcements WHERE lang = ?
    ORDER BY pinned DESC, published_at DESC, id DESC LIMIT ? OFFSET ?`);
  const count = db.prepare('SELECT COUNT(*) AS n FROM agent_announcements WHERE lang = ?');
  return {
    list(lang: Lang, limit: number, offset: number): { list: AgentAnnouncement[]; totalCount: number } {
      const rows = page.all(lang, limit, offset) as {
        id: number;
        title: string;
        content: string;
        pinned: number;
        published_at: number;
      }[];
      return {
        list: rows.map((row) => ({
          id: row.id,
          title: row.title,
          content: row.content,
          pinned: row.pinned === 1,
          publishTime: isoTime(row.published_at),
        })),
        totalCount: (count.get(lang) as { n: number }).n,
      };
    },
  };
}
