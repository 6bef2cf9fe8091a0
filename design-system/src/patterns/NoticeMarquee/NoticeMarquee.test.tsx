import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NoticeMarquee } from './NoticeMarquee';

const notices = [
  { id: 'n1', text: 'Scheduled maintenance tonight' },
  { id: 'n2', text: 'New slots every Friday' },
];

describe('NoticeMarquee', () => {
  it('is a named region whose notices are buttons when onSelect is given', async () => {
    const onSelect = vi.fn();
    render(<NoticeMarquee notices={notices} onSelect={onSelect} />);
    const region = screen.getByRole('region', { name: 'Notices' });
    // The seamless loop's second copy is hidden and inert: one button per notice.
    expect(within(region).getAllByRole('button')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'New slots every Friday' }));
    expect(onSelect).toHaveBeenCalledWith('n2');
  });

  it('moves only when animated, and then repeats the notices for the loop', () => {
    const { container, rerender } = render(<NoticeMarquee notices={notices} label="Avisos" />);
    expect(screen.getByRole('region', { name: 'Avisos' })).toBeInTheDocument();
    expect(container.querySelector('[data-moving="true"]')).not.toBeNull();
    expect(container.querySelectorAll('ul')).toHaveLength(2);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<NoticeMarquee notices={notices} animate={false} />);
    expect(container.querySelector('[data-moving="true"]')).toBeNull();
    expect(container.querySelectorAll('ul')).toHaveLength(1);
  });

  it('renders nothing without notices', () => {
    const { container } = render(<NoticeMarquee notices={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
