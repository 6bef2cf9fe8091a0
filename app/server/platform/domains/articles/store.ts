// The articles' tables and every query on them.
import type { Database } from '../../db';
import type { ArticleKind } from '@lobby/contract';
import type { Labels, Lang } from '../../seed/names';

export function migrateArticles(db: Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS articles (
      article_id INTEGER PRIMARY KEY,
      kind TEXT NOT NULL,
      title TEXT NOT NULL,
      summary TEXT NOT NULL,
      author TEXT NOT NULL,
      content TEXT NOT NULL,
      published_at INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS articles_kind ON articles (kind, published_at);
    -- An article's words in one language (issue 16 item 7); the row of articles holds the English,
    -- which answers a language without its own.
    CREATE TABLE IF NOT EXISTS article_texts (
      article_id INTEGER NOT NULL REFERENCES articles(article_id) ON DELETE CASCADE,
      lang TEXT NOT NULL,
      title TEXT NOT NULL,
      summary TEXT NOT NULL,
      author TEXT NOT NULL,
      content TEXT NOT NULL,
      PRIMARY KEY (article_id, lang)
    );
  `);
}

export interface ArticleRow {
  article_id: number;
  kind: ArticleKind;
  title: string;
  summary: string;
  author: string;
  content: string;
  published_at: number;
}

/** A new article: its words in every language. */
interface NewArticle {
  kind: ArticleKind;
  title: Labels;
  summary: Labels;
  author: Labels;
  content: Labels;
  published_at: number;
}

const langs = ['EN', 'ES', 'TH'] as const;

export function createArticleStore(db: Database) {
  const insert = db.prepare(
    'INSERT INTO articles (kind, title, summary, author, content, published_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertText = db.prepare(
    'INSERT INTO article_texts (article_id, lang, title, summary, author, content) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const count = db.prepare('SELECT COUNT(*) AS n FROM articles WHERE kind = ?');
  const select = `SELECT a.article_id, a.kind, COALESCE(t.title, a.title) AS title,
      COALESCE(t.summary, a.summary) AS summary, COALESCE(t.author, a.author) AS author,
      COALESCE(t.content, a.content) AS content, a.published_at
    FROM articles a LEFT JOIN article_texts t ON t.article_id = a.article_id AND t.lang = @lang`;
  const page = db.prepare(
    `${select} WHERE a.kind = @kind ORDER BY a.published_at DESC, a.article_id DESC LIMIT @limit OFFSET @offset`,
  );
  const one = db.prepare(`${select} WHERE a.article_id = @articleId`);
  return {
    /** An article, its words in every language (English kept on the row as the fallback). */
    add(article: NewArticle): void {
      const { title, summary, author, content } = article;
      const { lastInsertRowid } = insert.run(
        article.kind,
        title.EN,
        summary.EN,
        author.EN,
        content.EN,
        article.published_at,
      );
      for (const lang of langs) {
        insertText.run(lastInsertRowid, lang, title[lang], summary[lang], author[lang], content[lang]);
      }
    },
    /** A page of one kind, newest first, in `lang`, with the count of that kind. */
    page(kind: ArticleKind, slice: { limit: number; offset: number }, lang: Lang) {
      const { n } = count.get(kind) as { n: number };
      return { n, rows: page.all({ kind, lang, ...slice }) as ArticleRow[] };
    },
    /** One article in `lang`. */
    byId: (articleId: number, lang: Lang) => one.get({ articleId, lang }) as ArticleRow | undefined,
  };
}
