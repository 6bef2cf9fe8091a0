import { ArticleList, ArticleView } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { articleHtml, makeArticles, poster } from './fixtures';

const meta = {
  title: 'Patterns/ArticleList',
  component: ArticleList,
  args: { articles: makeArticles(6), label: 'Noticias publicadas', onOpen: fn(), onRetry: fn() },
} satisfies Meta<typeof ArticleList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each card is one link, routed by the app on a plain click. */
export const List: Story = {
  play: async ({ args, canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Treinta tragamonedas/ });
    await userEvent.click(link);
    await expect(args.onOpen).toHaveBeenCalledWith('2');
  },
};

export const Few: Story = { args: { articles: makeArticles(1) } };

export const Loading: Story = { args: { articles: [], loading: true } };

export const Empty: Story = { args: { articles: [] } };

export const Failed: Story = { args: { articles: [], error: 'Conexión de red anómala. Inténtalo de nuevo.' } };

export const LongText: Story = {
  args: {
    articles: makeArticles(2).map((article) => ({
      ...article,
      title: `${article.title}: todo lo que necesitas saber antes de empezar a jugar esta temporada`,
      summary: article.summary.repeat(4),
    })),
  },
};

/** One article: its HTML sanitised (the story's script never runs). */
export const Article: StoryObj<typeof ArticleView> = {
  render: (args) => <ArticleView {...args} />,
  args: {
    title: 'Nuevos métodos de pago para depósitos más rápidos',
    imageSrc: poster('Noticias', 30, { width: 640, height: 320 }),
    author: 'Redacción',
    date: '22/11/2026',
    dateTime: '2026-11-22T08:00:00Z',
    html: articleHtml,
    backHref: '/news',
    onBack: fn(),
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(within(canvasElement).getByRole('link', { name: 'Volver a la lista' })).toHaveAttribute(
      'href',
      '/news',
    );
  },
};
