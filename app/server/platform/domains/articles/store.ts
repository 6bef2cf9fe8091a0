// The articles' table and every query on it.
import type { Database } from '../../db';
import type { ArticleKind } from '@lobby/contract';

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

export function createArticleStore(db: Database) {
  const insert = db.prepare(
    'INSERT INTO articles (kind, title, summary, author, content, published_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const count = db.prepare('SELECT COUNT(*) AS n FROM articles WHERE kind = ?');
  const page = db.prepare(
    'SELECT * FROM articles WHERE kind = ? ORDER BY published_at DESC, article_id DESC LIMIT ? OFFSET ?',
  );
  const one = db.prepare('SELECT * FROM articles WHERE article_id = ?');
  return {
    add(article: Pick<ArticleRow, 'kind' | 'title' | 'summary' | 'author' | 'content' | 'published_at'>): void {
      insert.run(article.kind, article.title, article.summary, article.author, article.content, article.published_at);
    },
    /** A page of one kind, newest first, with the count of that kind. */
    page(kind: ArticleKind, slice: { limit: number; offset: number }) {
      const { n } = count.get(kind) as { n: number };
      return { n, rows: page.all(kind, slice.limit, slice.offset) as ArticleRow[] };
    },
    byId: (articleId: number) => one.get(articleId) as ArticleRow | undefined,
  };
}
