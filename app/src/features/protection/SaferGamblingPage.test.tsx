// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SaferGamblingPage } from './SaferGamblingPage';
import { renderSite } from '../../test/site';

afterEach(cleanup);

const result = () => screen.getByRole('status', { name: 'Your result' }).textContent;

describe('safer gambling', () => {
  it("names the language's help organisations with their websites, in a new tab", () => {
    renderSite(<SaferGamblingPage />, { language: 'en' });
    const help = screen.getByRole('region', { name: 'Where to get help' });
    const links = within(help).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://www.gamcare.org.uk',
      'https://www.begambleaware.org',
      'https://www.gamblersanonymous.org',
    ]);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    expect(within(help).getByRole('link', { name: 'Visit GamCare (opens in a new tab)' })).toBeTruthy();
  });

  it('works out the self-assessment in the page: none, some and several signs', async () => {
    renderSite(<SaferGamblingPage />, { language: 'en' });
    const user = userEvent.setup();
    const see = screen.getByRole('button', { name: 'See my result' });
    await user.click(see);
    expect(result()).toContain('You ticked 0 of 5.');
    expect(result()).toContain('does not seem to cause you problems');

    await user.click(screen.getByRole('checkbox', { name: /more than I could really afford/ }));
    // A changed answer hides the old result until it is asked for again.
    expect(screen.queryByRole('status', { name: 'Your result' })).toBeNull();
    await user.click(see);
    expect(result()).toContain('Some answers show signs of risk.');

    await user.click(screen.getByRole('checkbox', { name: /win back money/ }));
    await user.click(screen.getByRole('checkbox', { name: /felt guilty/ }));
    await user.click(see);
    expect(result()).toContain('You ticked 3 of 5.');
    expect(result()).toContain('several signs of problem gambling');

    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(screen.getAllByRole('checkbox').every((box) => box.getAttribute('aria-checked') === 'false')).toBe(true);
  });

  it('links to the tools of the account, in Spanish and Thai too', () => {
    renderSite(<SaferGamblingPage />, { language: 'es' });
    const tools = screen.getByRole('region', { name: 'Herramientas de tu cuenta' });
    expect(within(tools).getByRole('link', { name: 'Seguridad de la cuenta' }).getAttribute('href')).toBe(
      '/member/securityCenter',
    );
    expect(within(tools).getByRole('link', { name: 'Control de realidad' }).getAttribute('href')).toBe(
      '/member/limits',
    );
    expect(within(tools).getByRole('link', { name: 'Pausa y autoexclusión' }).getAttribute('href')).toBe(
      '/member/takeABreak',
    );
    expect(screen.getByRole('link', { name: /FEJAR/ }).getAttribute('href')).toBe('https://www.fejar.org');
    cleanup();
    renderSite(<SaferGamblingPage />, { language: 'th' });
    expect(screen.getByRole('heading', { level: 1, name: 'การเล่นอย่างปลอดภัย' })).toBeTruthy();
  });
});
