import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ArticleList, ArticleView, type ArticleCard } from './ArticleList';

const articles: ArticleCard[] = [1, 2].map((id) => ({
  id: String(id),
  title: `Article ${id}`,
  summary: `Summary ${id}`,
  imageSrc: `/cover/${id}.svg`,
  author: 'Newsroom',
  date: '22/11/2026',
  dateTime: '2026-11-22T08:00:00Z',
  href: `/news?id=${id}`,
}));

describe('ArticleList', () => {
  it('lists articles as links to their pages, routed on a plain click', async () => {
    const onOpen = vi.fn();
    render(<ArticleList articles={articles} label="News" onOpen={onOpen} />);
    const items = within(screen.getByRole('list', { name: 'News' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Article 122/11/2026 · By NewsroomSummary 1');
    const link = screen.getByRole('link', { name: 'Article 2' });
    expect(link).toHaveAttribute('href', '/news?id=2');
    await userEvent.click(link);
    expect(onOpen).toHaveBeenCalledWith('2');
  });

  it('says when it is loading, empty or failed', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(<ArticleList articles={[]} label="News" onOpen={vi.fn()} loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading articles');
    rerender(<ArticleList articles={[]} label="News" onOpen={vi.fn()} />);
    expect(screen.getByText('Nothing published yet.')).toBeInTheDocument();
    rerender(<ArticleList articles={[]} label="News" onOpen={vi.fn()} error="Offline" onRetry={onRetry} />);
    await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('ArticleView', () => {
  it('shows the article with its HTML sanitised, and a way back', async () => {
    const onBack = vi.fn();
    render(
      <ArticleView
        title="Article 1"
        imageSrc="/cover/1.svg"
        author="Newsroom"
        date="22/11/2026"
        dateTime="2026-11-22T08:00:00Z"
        html={'<p>Body text</p><script>alert(1)</script><img src="x" onerror="alert(2)">'}
        backHref="/news"
        onBack={onBack}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Article 1' })).toBeInTheDocument();
    expect(screen.getByText('Body text')).toBeInTheDocument();
    const article = screen.getByRole('article');
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('[onerror]')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Back to the list' }));
    expect(onBack).toHaveBeenCalledOnce();
  });
});
