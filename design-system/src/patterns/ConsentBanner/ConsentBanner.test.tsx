import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createDesignSystemI18n } from '../../i18n';
import { ConsentBanner, type ConsentBannerProps } from './ConsentBanner';

function renderBanner(props: Partial<ConsentBannerProps> = {}, language = 'en') {
  const onAccept = vi.fn();
  const onDecline = vi.fn();
  render(
    <I18nextProvider i18n={createDesignSystemI18n(language)}>
      <button type="button">The page</button>
      <ConsentBanner onAccept={onAccept} onDecline={onDecline} {...props} />
    </I18nextProvider>,
  );
  return { onAccept, onDecline };
}

describe('ConsentBanner', () => {
  it('is a region named by its title, with the two choices, and does not take the focus on arrival', () => {
    renderBanner();
    const region = screen.getByRole('region', { name: 'Your privacy' });
    expect(region).toHaveTextContent(/analytics cookies/);
    expect(screen.getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept analytics' })).toBeInTheDocument();
    expect(document.body).toHaveFocus();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('tells the choice, by keyboard too', async () => {
    const user = userEvent.setup();
    const { onAccept, onDecline } = renderBanner();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Decline' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onDecline).toHaveBeenCalledTimes(1);
    await user.tab();
    await user.keyboard(' ');
    expect(onAccept).toHaveBeenCalledTimes(1);
  });

  it('focuses its first choice when asked (reopened from the footer)', () => {
    renderBanner({ focusOnOpen: true });
    expect(screen.getByRole('button', { name: 'Decline' })).toHaveFocus();
  });

  it('links the privacy text, handing a plain click to the app', async () => {
    const onPrivacy = vi.fn();
    renderBanner({ privacyHref: '/help#privacy', onPrivacy });
    const link = screen.getByRole('link', { name: 'Privacy policy' });
    expect(link).toHaveAttribute('href', '/help#privacy');
    await userEvent.click(link);
    expect(onPrivacy).toHaveBeenCalledTimes(1);
  });

  it('speaks Spanish and Thai', () => {
    renderBanner({}, 'es');
    expect(screen.getByRole('region', { name: 'Tu privacidad' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rechazar' })).toBeInTheDocument();
  });
});
