import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createDesignSystemI18n } from '../../i18n';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { MessageCentre, type MessageCentreProps } from './MessageCentre';
import type { InboxMessage } from './MessageList';

const messages: InboxMessage[] = [
  { id: '3', title: 'Deposit credited', kindLabel: 'Deposit', time: '24/11 10:00', read: false, tone: 'success' },
  { id: '2', title: 'Scheduled maintenance', kindLabel: 'System', time: '23/11 09:00', read: true },
];

function renderCentre(props: Partial<MessageCentreProps> = {}) {
  const handlers = {
    onFilterChange: vi.fn(),
    onMarkAllRead: vi.fn(),
    onOpen: vi.fn(),
    onDelete: vi.fn(),
    onPageChange: vi.fn(),
    onRetry: vi.fn(),
  };
  const all: MessageCentreProps = {
    messages,
    filter: 'all',
    unreadCount: 1,
    opened: null,
    page: 1,
    totalPages: 1,
    ...handlers,
    ...props,
  };
  const view = render(
    <I18nextProvider i18n={createDesignSystemI18n('en')}>
      <ThemeProvider mode="dark">
        <MessageCentre {...all} />
      </ThemeProvider>
    </I18nextProvider>,
  );
  const rerender = (next: Partial<MessageCentreProps>) =>
    view.rerender(
      <I18nextProvider i18n={createDesignSystemI18n('en')}>
        <ThemeProvider mode="dark">
          <MessageCentre {...all} {...next} />
        </ThemeProvider>
      </I18nextProvider>,
    );
  return { ...handlers, rerender };
}

describe('MessageCentre', () => {
  it('lists messages with the unread ones marked, and opens one', async () => {
    const { onOpen } = renderCentre();
    expect(screen.getByRole('status')).toHaveTextContent('1 unread');
    const list = screen.getByRole('list', { name: 'Messages' });
    const [unread, read] = within(list).getAllByRole('button');
    expect(unread).toHaveAccessibleName('Unread: Deposit credited 24/11 10:00 Deposit');
    expect(read).toHaveAccessibleName(/^Scheduled maintenance/);
    expect(screen.getByText('Choose a message to read it')).toBeInTheDocument();
    await userEvent.click(unread as HTMLElement);
    expect(onOpen).toHaveBeenCalledWith('3');
  });

  it('shows the open message sanitised, marks it current and asks to delete it', async () => {
    const { onDelete } = renderCentre({
      opened: {
        ...(messages[0] as InboxMessage),
        content:
          '<p>Your deposit of <strong>$10.00</strong></p><script>window.__pwned = true</script><img src="x" onerror="window.__pwned = true">',
      },
    });
    const article = screen.getByRole('article', { name: 'Deposit credited' });
    expect(within(article).getByRole('heading', { level: 3, name: 'Deposit credited' })).toBeInTheDocument();
    expect(within(article).getByText('$10.00')).toBeInTheDocument();
    expect(article.querySelector('script, [onerror]')).toBeNull();
    expect(screen.getByRole('button', { name: /Deposit credited/ })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(within(article).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith('3');
  });

  it('filters by unread and marks all read; nothing to mark when all is read', async () => {
    const { onFilterChange, onMarkAllRead, rerender } = renderCentre();
    await userEvent.click(screen.getByRole('tab', { name: 'Unread' }));
    expect(onFilterChange).toHaveBeenCalledWith('unread');
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(onMarkAllRead).toHaveBeenCalledOnce();
    rerender({ unreadCount: 0 });
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Everything read');
  });

  it('shows loading, error with retry, and the empty states', async () => {
    const { onRetry, rerender } = renderCentre({ messages: [], loading: true });
    expect(screen.getByRole('status', { name: 'Loading messages' })).toHaveAttribute('aria-busy', 'true');
    rerender({ messages: [], loading: false, error: 'Network link abnormal' });
    expect(screen.getByRole('alert')).toHaveTextContent('Network link abnormal');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
    rerender({ messages: [], loading: false });
    expect(screen.getByText('You have no messages')).toBeInTheDocument();
    rerender({ messages: [], loading: false, filter: 'unread', unreadCount: 0 });
    expect(screen.getByText('No unread messages')).toBeInTheDocument();
  });

  it('moves focus back to the list when the open message goes away', () => {
    const opened = { ...(messages[0] as InboxMessage), content: '<p>Body</p>' };
    const { rerender } = renderCentre({ opened });
    const remove = screen.getByRole('button', { name: 'Delete' });
    remove.focus();
    rerender({ opened: null, messages: messages.slice(1) });
    expect(screen.getByRole('list', { name: 'Messages' })).toHaveFocus();
  });
});
