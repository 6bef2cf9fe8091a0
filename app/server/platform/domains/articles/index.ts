// News and blog articles (SPEC.md section 1 "Other screens": news, blog): paged lists and each
// article with its HTML body. Public: guests read them too.
import { type Article, articleKinds, type ArticleSummary, ErrorCode } from '@lobby/contract';
import type { Domain } from '../../domain';
import { ok, PlatformError, readQuery, v } from '../../http';
import type { Labels, Lang } from '../../seed/names';
import { createRng } from '../../seed/random';
import { posterSvg } from '../../seed/svg';
import { assetUrl, serveAsset } from '../../shared/assets';
import { isoTime } from '../../shared/days';
import { pageChecks, sliceOf, totalPagesOf } from '../../shared/paging';
import { langOf } from '../../shared/request';
import { authors, blogTitles, bodyOf, newsTitles, summaryOf } from './seed-texts';
import { type ArticleRow, createArticleStore, migrateArticles } from './store';

/** Words made in each language. */
const inEach = (words: (lang: Lang) => string): Labels => ({ EN: words('EN'), ES: words('ES'), TH: words('TH') });

const toSummary = (row: ArticleRow): ArticleSummary => ({
  articleId: row.article_id,
  kind: row.kind,
  title: row.title,
  summary: row.summary,
  coverUrl: assetUrl('article', row.article_id),
  author: row.author,
  publishTime: isoTime(row.published_at),
});

export const articlesDomain: Domain = {
  name: 'articles',
  migrate: migrateArticles,
  seed(db, ctx) {
    const now = ctx.now();
    const rng = createRng(ctx.config.seed, 'articles');
    const store = createArticleStore(db);
    for (const [kind, titles] of [
      ['NEWS', newsTitles],
      ['BLOG', blogTitles],
    ] as const) {
      titles.forEach((title, index) => {
        store.add({
          kind,
          title,
          summary: inEach((lang) => summaryOf(title[lang], kind, lang)),
          author: rng.pick(authors[kind]),
          content: inEach((lang) => bodyOf(title[lang], kind, lang)),
          published_at: now - (index * 2 + 1) * 24 * 60 * 60 * 1000 - rng.int(0, 12) * 60 * 60 * 1000,
        });
      });
    }
  },
  routes(router, ctx) {
    const store = createArticleStore(ctx.db);

    router.get('/wps/relay/MCSFE_getArticleList', (c) => {
      const query = readQuery(c, { ...pageChecks(6, 50), kind: v.oneOf(articleKinds) });
      const { n, rows } = store.page(query.kind, sliceOf(query), langOf(c));
      return ok(c, { list: rows.map(toSummary), totalCount: n, totalPages: totalPagesOf(n, query.pageSize) });
    });

    router.get('/wps/relay/MCSFE_getArticleDetail', (c) => {
      const { articleId } = readQuery(c, { articleId: v.int({ min: 1 }) });
      const row = store.byId(articleId, langOf(c));
      if (!row) throw new PlatformError(ErrorCode.NOT_FOUND, 'No such article');
      return ok(c, { ...toSummary(row), content: row.content } satisfies Article);
    });

    serveAsset(router, 'article', /^\d{1,6}$/, (id) => {
      const row = store.byId(Number(id), 'EN');
      // The English title picks the cover's scene (slots, live tables, football...); no words are drawn.
      return row && posterSvg(`article:${id}`, row.title, { width: 640, height: 320 });
    });
  },
};
