// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from './SiteFooter';
import { locationNow, renderSite, startFrameMock } from '../../test/platform';

startFrameMock();

const column = (name: string) => within(screen.getByRole('list', { name }));

describe('SiteFooter', () => {
  it('opens the help modal at the anchor of a help link', async () => {
    const { site } = renderSite(<SiteFooter />, { path: '/promotions' });
    const terms = column('Help').getByRole('link', { name: 'Terms and conditions' });
    expect(terms.getAttribute('href')).toBe('/help#term');
    await userEvent.setup().click(terms);
    expect(site.open).toHaveBeenCalledWith({ kind: 'help', anchor: 'term' });
    expect(locationNow()).toBe('/promotions');
  });

  it('goes to the help page from the help centre link', async () => {
    renderSite(<SiteFooter />);
    await userEvent.setup().click(column('Help').getByRole('link', { name: 'Help centre' }));
    expect(locationNow()).toBe('/help');
  });

  it('lists the product lines with vendors, in the server order, linked to their pages', async () => {
    renderSite(<SiteFooter />);
    await column('Products').findByRole('link', { name: 'Sports' });
    const links = column('Products').getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Sports', '/sports'],
      ['Live casino', '/live'],
      ['Slots', '/rng'],
    ]);
    await userEvent.setup().click(links[1] as HTMLElement);
    expect(locationNow()).toBe('/live');
  });

  it('shows the eight vendor marks, the configured social channels, the copyright and 18+', async () => {
    renderSite(<SiteFooter />);
    const vendors = column('Game providers');
    expect(vendors.getAllByRole('listitem')).toHaveLength(8);
    expect((await vendors.findByRole('img', { name: 'PG Soft' })).getAttribute('src')).toBe(
      '/wps/assets/vendor/PG.svg',
    );
    // A vendor the server did not send still shows its code.
    expect(vendors.getByText('EG2')).toBeTruthy();
    expect(column('Follow us').getByRole('link', { name: 'Facebook' })).toBeTruthy();
    const footer = screen.getByRole('contentinfo');
    expect(footer.textContent).toContain(`© ${new Date().getFullYear()} Lobby`);
    expect(footer.textContent).toContain('18');
  });
});
