import { MessageCentre, type InboxFilter, type MessageCentreProps } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { maxInlineSize } from '../decorators';
import { htmlContent, longTitle, messages, opened } from './fixtures';

const meta = {
  title: 'Patterns/MessageCentre',
  component: MessageCentre,
  args: {
    messages,
    filter: 'all',
    unreadCount: 4,
    opened: null,
    page: 1,
    totalPages: 2,
    onFilterChange: fn(),
    onMarkAllRead: fn(),
    onOpen: fn(),
    onDelete: fn(),
    onPageChange: fn(),
    onRetry: fn(),
  },
  decorators: [maxInlineSize(960)],
} satisfies Meta<typeof MessageCentre>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Unread and read messages, nothing open yet. */
export const UnreadAndRead: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('4 sin leer');
    const items = within(canvas.getByRole('list', { name: 'Mensajes' })).getAllByRole('button');
    await expect(items).toHaveLength(10);
    await expect(items.filter((item) => item.textContent.startsWith('Sin leer:'))).toHaveLength(4);
    await userEvent.click(items[1] as HTMLElement);
    await expect(args.onOpen).toHaveBeenCalledWith('11');
  },
};

/** A settlement open in the reader, marked current in the list. */
export const Reading: Story = { args: { opened, unreadCount: 3 } };

/** A notice with the platform's HTML: headings, a list and a link that opens in a new tab. */
export const RichContent: Story = {
  args: {
    opened: { ...(messages[2] as (typeof messages)[number]), read: true, content: htmlContent },
    unreadCount: 3,
  },
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article');
    await expect(within(article).getByRole('link', { name: 'centro de ayuda' })).toHaveAttribute('target', '_blank');
  },
};

/** Long titles take two lines in the list and wrap in full in the reader. */
export const LongTitles: Story = {
  args: {
    messages: messages.map((message, index) => (index % 3 === 0 ? { ...message, title: longTitle } : message)),
    opened: { ...(messages[0] as (typeof messages)[number]), title: longTitle, read: true, content: htmlContent },
  },
};

/** Hostile HTML is shown sanitised: no script, handler or javascript: link survives. */
export const HostileContentSanitised: Story = {
  args: {
    opened: {
      ...opened,
      content:
        '<p>Texto visible.</p><script>window.__inboxPwned = true</script><img src="data:," alt="" onerror="window.__inboxPwned = true"><a href="jav&#x09;ascript:window.__inboxPwned=true">Enlace</a>',
    },
  },
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article');
    await expect(within(article).getByText('Texto visible.')).toBeInTheDocument();
    await expect(article.querySelector('script, [onerror], [href^="jav"]')).toBeNull();
    await expect((window as { __inboxPwned?: boolean }).__inboxPwned).toBeUndefined();
  },
};

/** The unread filter, with nothing unread left. */
export const NothingUnread: Story = { args: { messages: [], filter: 'unread', unreadCount: 0, totalPages: 1 } };

/** Everything read: mark-all-read has nothing to do. */
export const AllRead: Story = {
  args: { messages: messages.map((message) => ({ ...message, read: true })), unreadCount: 0 },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Marcar todo como leído' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Mark-all-read in flight. */
export const MarkingAllRead: Story = { args: { markingAllRead: true } };

/** Delete in flight. */
export const Deleting: Story = { args: { opened, deleting: true } };

export const Empty: Story = { args: { messages: [], unreadCount: 0, totalPages: 1 } };

export const Loading: Story = { args: { messages: [], loading: true, unreadCount: 0, totalPages: 1 } };

export const LoadError: Story = {
  args: {
    messages: [],
    unreadCount: 0,
    totalPages: 1,
    error: 'No se pudieron cargar los mensajes. Conexión de red anómala, inténtalo de nuevo.',
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Right to left: the list at the inline start (the right), the unread dots before the titles. */
export const RightToLeft: Story = { args: { opened }, globals: { locale: 'ar' } };

function Interactive(args: MessageCentreProps) {
  const [list, setList] = useState(args.messages);
  const [filter, setFilter] = useState<InboxFilter>('all');
  const [openId, setOpenId] = useState<string | null>(null);
  const shown = filter === 'unread' ? list.filter((message) => !message.read) : list;
  const current = list.find((message) => message.id === openId);
  return (
    <MessageCentre
      {...args}
      messages={shown}
      filter={filter}
      onFilterChange={setFilter}
      unreadCount={list.filter((message) => !message.read).length}
      onMarkAllRead={() => setList(list.map((message) => ({ ...message, read: true })))}
      opened={current ? { ...current, content: `<p>${current.title}</p>` } : null}
      onOpen={(id) => {
        setOpenId(id);
        setList(list.map((message) => (message.id === id ? { ...message, read: true } : message)));
      }}
      onDelete={(id) => {
        setList(list.filter((message) => message.id !== id));
        setOpenId(null);
      }}
    />
  );
}

/** Open, filter, mark all read and delete, with the keyboard. */
export const KeyboardJourney: Story = {
  render: (args) => <Interactive {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = within(canvas.getByRole('list', { name: 'Mensajes' })).getAllByRole('button')[0] as HTMLElement;
    first.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('3 sin leer');
    await expect(canvas.getByRole('article', { name: 'Depósito acreditado' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('tab', { name: 'Sin leer' }));
    await expect(within(canvas.getByRole('list', { name: 'Mensajes' })).getAllByRole('button')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Marcar todo como leído' }));
    await expect(canvas.getByText('No hay mensajes sin leer')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('tab', { name: 'Todos' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar' }));
    await expect(canvas.getByText('Elige un mensaje para leerlo')).toBeInTheDocument();
    await expect(canvas.getByRole('list', { name: 'Mensajes' })).toHaveFocus();
  },
};
