import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createDesignSystemI18n } from '../../i18n';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { AnnouncementPopup, type Announcement, type AnnouncementPopupProps } from './AnnouncementPopup';

const announcements: Announcement[] = Array.from({ length: 12 }, (_, index) => ({
  id: String(index + 1),
  title: `Notice ${String(index + 1)}`,
  content: `<p>Body ${String(index + 1)}</p>`,
}));

function renderPopup(props: Partial<AnnouncementPopupProps> = {}) {
  const onGoToPromotion = vi.fn();
  const onRetry = vi.fn();
  render(
    <I18nextProvider i18n={createDesignSystemI18n('en')}>
      <ThemeProvider mode="dark">
        <AnnouncementPopup
          open
          onOpenChange={vi.fn()}
          announcements={announcements}
          onGoToPromotion={onGoToPromotion}
          onRetry={onRetry}
          {...props}
        />
      </ThemeProvider>
    </I18nextProvider>,
  );
  return { onGoToPromotion, onRetry };
}

describe('AnnouncementPopup', () => {
  it('lists nine titles per page and shows the first announcement', () => {
    renderPopup();
    const dialog = screen.getByRole('dialog', { name: 'Announcements' });
    const list = within(dialog).getByRole('list', { name: 'Announcement titles' });
    expect(within(list).getAllByRole('button')).toHaveLength(9);
    expect(within(list).getByRole('button', { name: 'Notice 1' })).toHaveAttribute('aria-current', 'true');
    expect(within(dialog).getByRole('heading', { name: 'Notice 1' })).toBeInTheDocument();
    expect(within(dialog).getByText('Body 1')).toBeInTheDocument();
  });

  it('shows the chosen announcement and pages to the rest', async () => {
    renderPopup();
    await userEvent.click(screen.getByRole('button', { name: 'Notice 4' }));
    expect(screen.getByRole('heading', { name: 'Notice 4' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    const list = screen.getByRole('list', { name: 'Announcement titles' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Notice 10', 'Notice 11', 'Notice 12']);
    expect(screen.getByRole('heading', { name: 'Notice 10' })).toBeInTheDocument();
  });

  it('renders the content sanitised', () => {
    renderPopup({
      announcements: [
        {
          id: 'x',
          title: 'Hostile',
          content:
            '<p>Safe</p><img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">link</a>',
        },
      ],
    });
    const body = screen.getByText('Safe').parentElement as HTMLElement;
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('img')).not.toHaveAttribute('onerror');
    expect(body.querySelector('a')).not.toHaveAttribute('href', 'javascript:alert(3)');
  });

  it('offers the go-to-promotion button only for promotions', async () => {
    const plain = { id: 'n', title: 'Notice', content: '<p>Plain</p>' };
    const promotion = { id: 'p', title: 'Weekend bonus', content: '<p>50%</p>', promotionType: 'deposit' };
    const { onGoToPromotion } = renderPopup({ announcements: [plain, promotion] });
    expect(screen.queryByRole('button', { name: 'Go to promotion' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Weekend bonus' }));
    await userEvent.click(screen.getByRole('button', { name: 'Go to promotion' }));
    expect(onGoToPromotion).toHaveBeenCalledWith(promotion);
    // One page: no pagination.
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows the empty, loading and error states', async () => {
    const { onRetry } = renderPopup({ announcements: [], error: 'Network error' });
    expect(screen.getByRole('alert')).toHaveTextContent('Network error');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows an empty state when there is nothing', () => {
    renderPopup({ announcements: [] });
    expect(screen.getByText('No announcements right now')).toBeInTheDocument();
  });

  it('shows a loader while loading', () => {
    renderPopup({ loading: true });
    expect(screen.getByRole('status', { name: 'Loading announcements…' })).toBeInTheDocument();
  });
});
