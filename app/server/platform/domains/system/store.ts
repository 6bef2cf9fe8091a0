// The system domain's tables and every query on them: the help centre's sections.
import type { HelpCenterValue } from '@lobby/contract';
import type { Database } from '../../db';
import type { Labels, Lang } from '../../seed/names';
import { helpSections } from './seed-texts';

const langs = ['EN', 'ES', 'TH'] as const;

/**
 * The help centre as the other contents are kept (issue 16 item 7): a row per section holding the
 * English, which answers a language without its own, and its words per language in help_texts.
 * A database made before the help centre moved here gains its sections now: the seed runs only on a
 * new database, and the help page must not come up empty on an old one.
 */
export function migrateSystem(db: Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS help_sections (
      anchor TEXT PRIMARY KEY,
      sort INTEGER NOT NULL,
      title TEXT NOT NULL,
      content TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS help_texts (
      anchor TEXT NOT NULL REFERENCES help_sections(anchor) ON DELETE CASCADE,
      lang TEXT NOT NULL,
      title TEXT NOT NULL,
      content TEXT NOT NULL,
      PRIMARY KEY (anchor, lang)
    );
  `);
  // Checked inside the write lock: two servers starting on one file fill it once.
  const count = db.prepare('SELECT COUNT(*) AS n FROM help_sections');
  const store = createHelpStore(db);
  db.transaction(() => {
    if ((count.get() as { n: number }).n > 0) return;
    helpSections.forEach((section, index) => store.add(section, index + 1));
  })();
}

export function createHelpStore(db: Database) {
  const insert = db.prepare('INSERT INTO help_sections (anchor, sort, title, content) VALUES (?, ?, ?, ?)');
  const insertText = db.prepare('INSERT INTO help_texts (anchor, lang, title, content) VALUES (?, ?, ?, ?)');
  const sections = db.prepare(`SELECT s.anchor, COALESCE(t.title, s.title) AS title,
      COALESCE(t.content, s.content) AS content
    FROM help_sections s LEFT JOIN help_texts t ON t.anchor = s.anchor AND t.lang = ?
    ORDER BY s.sort, s.anchor`);
  return {
    /** A section, its words in every language (English kept on the row as the fallback). */
    add(section: { anchor: string; title: Labels; content: Labels }, sort: number): void {
      insert.run(section.anchor, sort, section.title.EN, section.content.EN);
      for (const lang of langs) insertText.run(section.anchor, lang, section.title[lang], section.content[lang]);
    },
    /** The sections in their order, in `lang`. */
    sections: (lang: Lang) => sections.all(lang) as HelpCenterValue['sections'],
  };
}
