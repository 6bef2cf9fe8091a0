import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Article, ArticleListValue } from '@lobby/contract';
import { createTestPlatform, defined, type TestPlatform } from '../wallet/testing';

describe('articles domain', () => {
  let t: TestPlatform;
  beforeEach(() => {
    t = createTestPlatform();
  });
  afterEach(() => t.platform.close());

  it('pages news and blog apart, newest first', async () => {
    const news = await t.value<ArticleListValue>('GET', '/wps/relay/MCSFE_getArticleList?kind=NEWS&pageSize=6');
    expect(news).toMatchObject({ totalCount: 14, totalPages: 3 });
    expect(new Set(news.list.map((item) => item.kind))).toEqual(new Set(['NEWS']));
    const times = news.list.map((item) => item.publishTime);
    expect([...times].sort().reverse()).toEqual(times);
    const blog = await t.value<ArticleListValue>(
      'GET',
      '/wps/relay/MCSFE_getArticleList?kind=BLOG&pageNo=2&pageSize=6',
    );
    expect(blog).toMatchObject({ totalCount: 11, totalPages: 2 });
    expect(blog.list).toHaveLength(5);
    expect((await t.call('GET', '/wps/relay/MCSFE_getArticleList')).envelope.errorCode).toBe('VALIDATION');
  });

  it('answers an article with its body and cover', async () => {
    const first = defined(
      (await t.value<ArticleListValue>('GET', '/wps/relay/MCSFE_getArticleList?kind=BLOG')).list[0],
    );
    const article = await t.value<Article>('GET', `/wps/relay/MCSFE_getArticleDetail?articleId=${first.articleId}`);
    expect(article).toMatchObject({ ...first, content: expect.stringContaining('<h2>') as string });
    const cover = await t.platform.request(first.coverUrl);
    expect(cover.headers.get('content-type')).toContain('image/svg+xml');
    expect((await t.call('GET', '/wps/relay/MCSFE_getArticleDetail?articleId=999')).envelope.errorCode).toBe(
      'NOT_FOUND',
    );
  });
});
