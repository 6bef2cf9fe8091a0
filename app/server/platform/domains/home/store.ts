// The home domain's tables and every query on them: banners, announcements, the winner board and
// feedback.
import type { Database } from '../../db';
import type { AnnouncementExecution, AnnouncementType, BannerGroup, LinkageType, ProductLine } from '@lobby/contract';
import type { Labels, Lang } from '../../seed/names';

export function migrateHome(db: Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS banners (
      banner_id INTEGER PRIMARY KEY,
      title TEXT NOT NULL,
      group_name TEXT NOT NULL,
      linkage_type INTEGER NOT NULL,
      target TEXT NOT NULL,
      sort INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS announcements (
      id INTEGER PRIMARY KEY,
      title TEXT NOT NULL,
      content TEXT NOT NULL,
      promotion_type TEXT,
      execution TEXT NOT NULL,
      type TEXT NOT NULL,
      published_at INTEGER NOT NULL
    );
    -- A banner's or announcement's words in one language (issue 16 item 7); the row of banners or
    -- announcements holds the English, which answers a language without its own.
    CREATE TABLE IF NOT EXISTS home_texts (
      kind TEXT NOT NULL CHECK (kind IN ('banner', 'announcement')),
      id INTEGER NOT NULL,
      lang TEXT NOT NULL,
      title TEXT NOT NULL,
      content TEXT,
      PRIMARY KEY (kind, id, lang)
    );
    CREATE TABLE IF NOT EXISTS winners (
      id INTEGER PRIMARY KEY,
      customer_name TEXT NOT NULL,
      amount INTEGER NOT NULL,
      node_id INTEGER NOT NULL REFERENCES games(node_id),
      won_at INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS feedback (
      feedback_id INTEGER PRIMARY KEY,
      account_id INTEGER REFERENCES accounts(id) ON DELETE SET NULL,
      category TEXT NOT NULL,
      content TEXT NOT NULL,
      contact TEXT,
      created_at INTEGER NOT NULL
    );
  `);
  // The feedback's screenshot came after the first release: a database made before gains it here.
  const feedbackColumns = db.prepare('PRAGMA table_info(feedback)').all() as { name: string }[];
  if (!feedbackColumns.some((column) => column.name === 'screenshot')) {
    db.exec('ALTER TABLE feedback ADD COLUMN screenshot TEXT');
  }
}

interface BannerRow {
  banner_id: number;
  title: string;
  group_name: BannerGroup;
  linkage_type: LinkageType;
  target: string;
  sort: number;
}

interface AnnouncementRow {
  id: number;
  title: string;
  content: string;
  promotion_type: string | null;
  execution: AnnouncementExecution;
  type: AnnouncementType;
  published_at: number;
}

interface WinnerRow {
  customer_name: string;
  amount: number;
  won_at: number;
  node_id: number;
  game_name: string;
  vassalage: string;
  game_type: ProductLine;
}

export function createHomeStore(db: Database) {
  const insertBanner = db.prepare(
    'INSERT INTO banners (banner_id, title, group_name, linkage_type, target, sort) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertAnnouncement = db.prepare(
    'INSERT INTO announcements (id, title, content, promotion_type, execution, type, published_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const insertWinner = db.prepare('INSERT INTO winners (customer_name, amount, node_id, won_at) VALUES (?, ?, ?, ?)');
  const insertFeedback = db.prepare(
    'INSERT INTO feedback (account_id, category, content, contact, screenshot, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertText = db.prepare('INSERT INTO home_texts (kind, id, lang, title, content) VALUES (?, ?, ?, ?, ?)');
  const bannerArt = db.prepare('SELECT title, group_name FROM banners WHERE banner_id = ?');
  const bannersQuery =
    db.prepare(`SELECT b.banner_id, COALESCE(t.title, b.title) AS title, b.group_name, b.linkage_type,
      b.target, b.sort
    FROM banners b LEFT JOIN home_texts t ON t.kind = 'banner' AND t.id = b.banner_id AND t.lang = ?
    ORDER BY b.sort`);
  const announcementsQuery = db.prepare(`SELECT a.id, COALESCE(t.title, a.title) AS title,
      COALESCE(t.content, a.content) AS content, a.promotion_type, a.execution, a.type, a.published_at
    FROM announcements a LEFT JOIN home_texts t ON t.kind = 'announcement' AND t.id = a.id AND t.lang = ?
    ORDER BY a.published_at DESC, a.id`);
  const langs = ['EN', 'ES', 'TH'] as const;
  return {
    /** A banner, its title in every language (English kept on the row as the fallback). */
    addBanner(id: number, titles: Labels, group: BannerGroup, linkage: LinkageType, target: string, sort: number) {
      insertBanner.run(id, titles.EN, group, linkage, target, sort);
      for (const lang of langs) insertText.run('banner', id, lang, titles[lang], null);
    },
    /** An announcement, its title and body in every language. */
    addAnnouncement(
      id: number,
      titles: Labels,
      contents: Labels,
      promotionType: string | null,
      execution: AnnouncementExecution,
      type: AnnouncementType,
      publishedAt: number,
    ) {
      insertAnnouncement.run(id, titles.EN, contents.EN, promotionType, execution, type, publishedAt);
      for (const lang of langs) insertText.run('announcement', id, lang, titles[lang], contents[lang]);
    },
    addWinner(customerName: string, amount: number, nodeId: number, wonAt: number) {
      insertWinner.run(customerName, amount, nodeId, wonAt);
    },
    /** The hot games of the lines a winner board shows (the seed's winners play them). */
    winnerGames: () =>
      db
        .prepare("SELECT node_id FROM games WHERE game_type IN ('RNG', 'LIVE', 'FISH', 'PVP') AND hot_rank > 0")
        .all() as { node_id: number }[],
    /** The banners, their titles in `lang`. */
    banners: (lang: Lang) => bannersQuery.all(lang) as BannerRow[],
    /** The announcements, newest first, their words in `lang`. */
    announcements: (lang: Lang) => announcementsQuery.all(lang) as AnnouncementRow[],
    /** The biggest wins, of one product line or of all ('ALL'). */
    winners: (category: 'ALL' | ProductLine, limit: number) =>
      db
        .prepare(
          `SELECT w.customer_name, w.amount, w.won_at, g.node_id, g.game_name, g.vassalage, g.game_type
           FROM winners w JOIN games g ON g.node_id = w.node_id
           WHERE (@category = 'ALL' OR g.game_type = @category) ORDER BY w.amount DESC, w.id LIMIT @limit`,
        )
        .all({ category, limit }) as WinnerRow[],
    /** Stores one feedback; its id. */
    addFeedback(
      accountId: number | null,
      category: string,
      content: string,
      contact: string | null,
      screenshot: string | null,
      createdAt: number,
    ): number {
      return Number(insertFeedback.run(accountId, category, content, contact, screenshot, createdAt).lastInsertRowid);
    },
    /** What a banner's picture is drawn from: its (English) title and its slot. */
    bannerArt: (id: number) => bannerArt.get(id) as { title: string; group_name: BannerGroup } | undefined,
  };
}
