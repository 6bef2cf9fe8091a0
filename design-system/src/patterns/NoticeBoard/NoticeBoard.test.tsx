import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NoticeBoard, type BoardNotice } from './NoticeBoard';

const notices: BoardNotice[] = [
  {
    id: '1',
    title: 'Real-time salary: settled every 5 minutes',
    html: '<p>Settled and distributed every 5 minutes.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
    date: '14/10/2026',
    dateTime: '2026-10-14T08:00:00Z',
    pinned: true,
  },
  {
    id: '2',
    title: 'Dividend contracts: half-month periods',
    html: '<p>From the 1st to the 15th.</p>',
    date: '24/10/2026',
    dateTime: '2026-10-24T08:00:00Z',
  },
];

describe('NoticeBoard', () => {
  it('opens the first pinned notice, sanitised, and marks it pinned', () => {
    render(<NoticeBoard notices={notices} label="Notices" />);
    const items = within(screen.getByRole('list', { name: 'Notices' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = screen.getByRole('button', { name: 'Real-time salary: settled every 5 minutes' });
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Real-time salary: settled every 5 minutes' });
    expect(panel).toHaveTextContent('Settled and distributed every 5 minutes.');
    expect(panel.querySelector('script')).toBeNull();
    expect(panel.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(items[0]).toHaveTextContent('Pinned');
    expect(items[1]).not.toHaveTextContent('Pinned');
    expect(items[1]?.querySelector('time')).toHaveAttribute('datetime', '2026-10-24T08:00:00Z');
  });

  it('opens and closes each notice with its title button, from the keyboard too', async () => {
    const user = userEvent.setup();
    render(<NoticeBoard notices={notices} label="Notices" defaultOpenIds={[]} />);
    const second = screen.getByRole('button', { name: 'Dividend contracts: half-month periods' });
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).toBeNull();
    second.focus();
    await user.keyboard('{Enter}');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Dividend contracts: half-month periods' })).toHaveTextContent(
      'From the 1st to the 15th.',
    );
    await user.keyboard(' ');
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  it('pages, and says when it is loading, empty or failed, with a retry', async () => {
    const onPageChange = vi.fn();
    const onRetry = vi.fn();
    const { rerender } = render(
      <NoticeBoard notices={notices} label="Notices" page={1} totalPages={2} onPageChange={onPageChange} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
    rerender(<NoticeBoard notices={[]} label="Notices" loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading notices');
    rerender(<NoticeBoard notices={[]} label="Notices" />);
    expect(screen.getByText('There are no notices yet.')).toBeInTheDocument();
    rerender(<NoticeBoard notices={[]} label="Notices" error="The notices could not be loaded." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The notices could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
