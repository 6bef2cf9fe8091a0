import {
  ArticleList,
  ArticleView,
  Heading,
  Pagination,
  Stack,
  Text,
  type ArticleViewProps,
} from '@lobby/design-system';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { cdnUrl } from '../../api';
import type { ArticleKind } from '@lobby/contract';
import { useArticle, useArticles, useSystemStatus } from '../../data';
import { href } from '../../routes/paths';
import { DataState, useFormat, useTableState } from '../shared';
import { centreLayout as styles } from '../shared';
import { PromotionLinks } from './PromotionLinks';
import { useImageUrl } from './useImageUrl';

const pageSize = 6;
const routeOf = { NEWS: 'news', BLOG: 'blog' } as const;

/**
 * /news and /blog (SPEC.md section 1 "Other screens"): the articles of one kind, page by page
 * (`?page=2`), and one article with its body (`?id=7`), its HTML sanitised.
 */
export function Articles({ kind }: { kind: ArticleKind }) {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const articleId = Number.isSafeInteger(id) && id > 0 ? id : null;
  return (
    <div className={styles.page}>
      {articleId === null ? <ArticleIndex kind={kind} /> : <ArticlePage kind={kind} articleId={articleId} />}
    </div>
  );
}

function ArticleIndex({ kind }: { kind: ArticleKind }) {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('page'));
  const page = Number.isSafeInteger(requested) && requested > 0 ? requested : 1;
  const articles = useArticles({ kind, pageNo: page, pageSize });
  const table = useTableState(articles);
  const cdns = useSystemStatus().data?.info.config.imageCdnList;
  const route = routeOf[kind];
  // Each cover's CDN is picked once per answer, not on every render (SPEC.md section 7).
  const cards = useMemo(
    () =>
      (articles.data?.list ?? []).map((article) => ({
        id: String(article.articleId),
        title: article.title,
        summary: article.summary,
        imageSrc: cdnUrl(article.coverUrl, cdns ?? []),
        author: article.author,
        date: format.date(article.publishTime, 'date'),
        dateTime: article.publishTime,
        href: href(route, { id: article.articleId }),
      })),
    [articles.data, cdns, format, route],
  );
  return (
    <>
      <Stack gap="sm">
        <Heading level={1} size={2}>
          {t(`promotions.news.${route}`)}
        </Heading>
        <Text tone="secondary">{t(kind === 'NEWS' ? 'promotions.news.newsIntro' : 'promotions.news.blogIntro')}</Text>
      </Stack>
      <PromotionLinks current={route} />
      <ArticleList
        label={t(kind === 'NEWS' ? 'promotions.news.newsList' : 'promotions.news.blogList')}
        articles={cards}
        onOpen={(articleId) => void navigate(href(route, { id: articleId }))}
        loading={articles.data === undefined && !articles.error}
        error={table.error}
        onRetry={table.onRetry}
      />
      {articles.data ? (
        <Pagination
          page={page}
          totalPages={articles.data.totalPages}
          onPageChange={(next) => setParams(next === 1 ? {} : { page: String(next) })}
        />
      ) : null}
    </>
  );
}

function ArticlePage({ kind, articleId }: { kind: ArticleKind; articleId: number }) {
  const format = useFormat();
  const navigate = useNavigate();
  const article = useArticle(articleId);
  const route = routeOf[kind];
  return (
    <DataState source={article} lines={10}>
      {(data) => (
        <ArticleBody
          title={data.title}
          coverUrl={data.coverUrl}
          author={data.author}
          date={format.date(data.publishTime, 'date')}
          dateTime={data.publishTime}
          html={data.content}
          backHref={href(route)}
          onBack={() => void navigate(href(route))}
        />
      )}
    </DataState>
  );
}

function ArticleBody({ coverUrl, ...props }: Omit<ArticleViewProps, 'imageSrc'> & { coverUrl: string }) {
  const image = useImageUrl(coverUrl);
  return <ArticleView {...props} imageSrc={image} />;
}
