import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createDesignSystemI18n } from '../../i18n';
import { Footer } from './Footer';

function renderFooter() {
  const onNavigate = vi.fn();
  render(
    <I18nextProvider i18n={createDesignSystemI18n('en')}>
      <Footer
        helpLinks={[{ key: 'terms', label: 'Terms', href: '/help#term' }]}
        products={[{ key: 'live', label: 'Live casino', href: '/live' }]}
        social={[{ key: 'fb', name: 'Facebook', href: 'https://facebook.com/x', icon: <svg /> }]}
        vendors={[
          { code: 'PG', name: 'PG Soft', logo: 'data:image/svg+xml,<svg/>' },
          { code: 'JDB', name: 'JDB' },
        ]}
        onNavigate={onNavigate}
        copyright="© 2026 Lobby"
      />
    </I18nextProvider>,
  );
  return { onNavigate };
}

describe('Footer', () => {
  it('groups the links under headings inside a named navigation', () => {
    renderFooter();
    const nav = screen.getByRole('navigation', { name: 'Site links' });
    expect(within(nav).getByRole('list', { name: 'Help' })).toHaveTextContent('Terms');
    expect(within(nav).getByRole('list', { name: 'Products' })).toHaveTextContent('Live casino');
    const facebook = within(nav).getByRole('link', { name: 'Facebook' });
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows vendor marks with a text fallback, and the 18+ notice', () => {
    renderFooter();
    const vendors = screen.getByRole('list', { name: 'Game providers' });
    expect(within(vendors).getByRole('img', { name: 'PG Soft' })).toBeInTheDocument();
    expect(vendors).toHaveTextContent('JDB');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Only for players aged 18 or over');
    expect(screen.getByText('© 2026 Lobby')).toBeInTheDocument();
  });

  it('routes a plain click on a site link', async () => {
    const { onNavigate } = renderFooter();
    await userEvent.click(screen.getByRole('link', { name: 'Terms' }));
    expect(onNavigate).toHaveBeenCalledWith('terms', '/help#term');
  });
});
