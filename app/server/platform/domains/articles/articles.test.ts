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

  it('answers news and blog in the language asked for, Spanish by default (issue 16 item 7)', async () => {
    const list = (kind: string, language?: string) =>
      t.value<ArticleListValue>(
        'GET',
        `/wps/relay/MCSFE_getArticleList?kind=${kind}&pageSize=50${language ? `&language=${language}` : ''}`,
      );
    const [spanish, english, thai, byDefault] = await Promise.all([
      list('NEWS', 'ES'),
      list('NEWS', 'EN'),
      list('NEWS', 'TH'),
      list('NEWS'),
    ]);
    expect(byDefault).toEqual(spanish);
    const titles = (value: ArticleListValue) => value.list.map((item) => item.title);
    expect(titles(english)).toContain('Mobile app update brings dark mode');
    expect(titles(spanish)).toContain('La actualización de la app móvil trae el modo oscuro');
    expect(titles(thai)).toContain('แอปมือถือเวอร์ชันใหม่มาพร้อมโหมดมืด');
    // The same articles in each, in the same order: only the words change.
    const ids = (value: ArticleListValue) => value.list.map((item) => item.articleId);
    expect(ids(spanish)).toEqual(ids(english));
    expect(new Set(english.list.map((item) => item.author))).not.toEqual(
      new Set(spanish.list.map((item) => item.author)),
    );
    expect(spanish.list.map((item) => item.author)).not.toContain('Newsroom');
    const first = defined(spanish.list[0]);
    expect(first.summary).toContain(first.title);

    const detail = (language: string) =>
      t.value<Article>('GET', `/wps/relay/MCSFE_getArticleDetail?articleId=${first.articleId}&language=${language}`);
    expect((await detail('ES')).content).toContain('<h2>Lo que necesitas saber</h2>');
    expect((await detail('TH')).content).toContain('<h2>สิ่งที่คุณควรรู้</h2>');
    expect((await detail('EN')).content).toContain('<h2>What you need to know</h2>');
    // The Language header answers as the query does.
    const byHeader = await t.value<Article>('GET', `/wps/relay/MCSFE_getArticleDetail?articleId=${first.articleId}`, {
      headers: { Language: 'TH' },
    });
    expect(byHeader.content).toContain('สิ่งที่คุณควรรู้');
    // A language the platform does not ship is answered in English, news and blog alike.
    const inFrench = await t.value<ArticleListValue>('GET', '/wps/relay/MCSFE_getArticleList?kind=NEWS&pageSize=50', {
      headers: { Language: 'fr' },
    });
    expect(inFrench).toEqual(english);
    const [blogInSpanish, blogInThai, blogInGerman, blogInEnglish] = await Promise.all([
      list('BLOG', 'es'),
      list('BLOG', 'th'),
      list('BLOG', 'de'),
      list('BLOG', 'en'),
    ]);
    expect(blogInGerman).toEqual(blogInEnglish);
    const blogTitles = [blogInSpanish, blogInThai, blogInEnglish].map((value) => defined(value.list[0]).title);
    expect(new Set(blogTitles).size).toBe(3);
    expect(blogTitles[1]).toMatch(/[\u0E00-\u0E7F]/);
  });
});
