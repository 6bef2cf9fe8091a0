// News and blog articles (SPEC.md section 1 "Other screens": news, blog): paged lists and each
// article with its HTML body. Public: guests read them too.
import { type Article, type ArticleKind, articleKinds, type ArticleSummary, ErrorCode } from '@lobby/contract';
import type { Domain } from '../../domain';
import { ok, PlatformError, readQuery, v } from '../../http';
import { createRng } from '../../seed/random';
import { posterSvg } from '../../seed/svg';
import { assetUrl, serveAsset } from '../../shared/assets';
import { isoTime } from '../../shared/days';
import { pageChecks, sliceOf, totalPagesOf } from '../../shared/paging';
import { type ArticleRow, createArticleStore, migrateArticles } from './store';

const newsTitles = [
  'New payment methods for faster deposits',
  'Thirty new slot games arrive this month',
  'Live casino tables now open around the clock',
  'Football season opener: boosted odds all weekend',
  'Scheduled maintenance on Sunday morning',
  'Points mall restocked with new gifts',
  'E-sports league finals: watch and bet live',
  'Red envelope rain returns for the festival',
  'Security update: protect your account with a withdraw password',
  'Jackpot grand pool passes a new record',
  'Lottery results now published every minute',
  'Customer service adds Thai-speaking agents',
  'Mobile app update brings dark mode',
  'Fishing games tournament: prizes for the top 50',
];

const blogTitles = [
  'How to read a slot game paytable',
  'Bankroll basics: set a budget before you play',
  'Baccarat for beginners: banker, player and tie',
  'What volatility means in slot games',
  'A short guide to accumulator bets',
  'Playing responsibly: tools that help you stay in control',
  'How the points mall works, and why points never expire',
  'Five tips for your first live dealer table',
  'Understanding rebates and cashback',
  'Lottery families explained: 11X5, PK10 and more',
  'Inviting friends: how referral rewards add up',
];

const authors = { NEWS: ['Newsroom', 'Operations team', 'Promotions desk'], BLOG: ['Ana R.', 'Niran S.', 'Luis M.'] };

function bodyOf(title: string, kind: ArticleKind): string {
  const lead =
    kind === 'NEWS'
      ? `<p><strong>${title}.</strong> Here is what changes for members and when it starts.</p>`
      : `<p><strong>${title}.</strong> A short read for new and regular players alike.</p>`;
  return `${lead}
<h2>What you need to know</h2>
<ul><li>It applies to every registered member aged 18 or over.</li><li>Nothing needs to be installed or changed on your side.</li><li>Questions are answered by customer service at any time.</li></ul>
<h2>Good to know</h2>
<p>Play for fun and within your means. Set limits in your account and take breaks. The platform keeps the final right of interpretation and modification.</p>`;
}

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
        const summary =
          kind === 'NEWS'
            ? `${title}: the dates, who can take part and what it means for your account.`
            : `${title}, explained in a few minutes with examples from the lobby.`;
        store.add({
          kind,
          title,
          summary,
          author: rng.pick(authors[kind]),
          content: bodyOf(title, kind),
          published_at: now - (index * 2 + 1) * 24 * 60 * 60 * 1000 - rng.int(0, 12) * 60 * 60 * 1000,
        });
      });
    }
  },
  routes(router, ctx) {
    const store = createArticleStore(ctx.db);

    router.get('/wps/relay/MCSFE_getArticleList', (c) => {
      const query = readQuery(c, { ...pageChecks(6, 50), kind: v.oneOf(articleKinds) });
      const { n, rows } = store.page(query.kind, sliceOf(query));
      return ok(c, { list: rows.map(toSummary), totalCount: n, totalPages: totalPagesOf(n, query.pageSize) });
    });

    router.get('/wps/relay/MCSFE_getArticleDetail', (c) => {
      const { articleId } = readQuery(c, { articleId: v.int({ min: 1 }) });
      const row = store.byId(articleId);
      if (!row) throw new PlatformError(ErrorCode.NOT_FOUND, 'No such article');
      return ok(c, { ...toSummary(row), content: row.content } satisfies Article);
    });

    serveAsset(router, 'article', /^\d{1,6}$/, (id) => {
      const row = store.byId(Number(id));
      // The title picks the cover's scene (slots, live tables, football...); no words are drawn.
      return row && posterSvg(`article:${id}`, row.title, { width: 640, height: 320 });
    });
  },
};
