// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appDownloads } from './downloads';
import { SiteMenu } from './SiteMenu';
import { http } from 'msw';
import {
  at,
  locationNow,
  memberLogin,
  renderSite,
  startFrameMock,
  trialLogin,
  type RenderSiteOptions,
} from '../../test/platform';

const server = startFrameMock();

function renderMenu(options: RenderSiteOptions = {}) {
  return renderSite(<SiteMenu collapsed={false} onCollapsedChange={() => undefined} />, options);
}

const menu = () => screen.getByRole('navigation', { name: 'Side menu' });

describe('SiteMenu', () => {
  it("shows the operator's w_leftmenu card, lazy and sized, and follows its link (issue 16 item 6)", async () => {
    renderMenu({ path: '/promotions' });
    const card = await within(menu()).findByRole('button', { name: 'Bring a friend' });
    const picture = within(card).getByRole('img', { name: 'Bring a friend' });
    expect(picture.getAttribute('loading')).toBe('lazy');
    expect(picture.getAttribute('width')).toBe('240');
    expect(picture.getAttribute('height')).toBe('120');
    // Named apart from the home page's carousel.
    expect(within(menu()).getByRole('region', { name: 'Featured offers' })).toBeTruthy();
    await userEvent.setup().click(card);
    expect(locationNow()).toBe('/member/referral');
  });

  it('neither shows nor asks for the banner card in the icon rail', async () => {
    let asked = 0;
    server.use(
      http.get(at('/wps/relay/MCSFE_getListAnnouncements'), () => {
        asked += 1;
        return new Response(null, { status: 500 });
      }),
    );
    renderSite(<SiteMenu collapsed onCollapsedChange={() => undefined} />);
    await within(menu()).findByRole('button', { name: 'Deposit' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toBe(0);
    expect(document.querySelector('[data-testid="slot-banners"]')).toBeNull();
  });

  it('asks a guest to log in before a member-only page', async () => {
    const { site } = renderMenu({ path: '/promotions' });
    const user = userEvent.setup();
    await user.click(within(menu()).getByRole('button', { name: 'Deposit' }));
    expect(site.open).toHaveBeenLastCalledWith({ kind: 'login' });
    await user.click(within(menu()).getByRole('button', { name: 'Reward centre' }));
    expect(site.open).toHaveBeenLastCalledWith({ kind: 'login' });
    expect(locationNow()).toBe('/promotions');
  });

  it('shows guests invite friends but no member list and no favourites', () => {
    renderMenu();
    expect(within(menu()).getByRole('button', { name: 'Invite friends' })).toBeTruthy();
    expect(within(menu()).queryByRole('heading', { name: 'Member' })).toBeNull();
    expect(within(menu()).queryByRole('link', { name: 'Favourites' })).toBeNull();
  });

  it('warns a trial user instead of opening a member page', async () => {
    const { site } = renderMenu({ as: trialLogin, path: '/promotions' });
    await userEvent.setup().click(within(menu()).getByRole('link', { name: 'Betting record' }));
    expect(site.open).toHaveBeenCalledWith({ kind: 'registerFirst' });
    expect(locationNow()).toBe('/promotions');
  });

  it('gives members their list, linked to the member centre, with the unread badges', async () => {
    renderMenu({ as: memberLogin });
    const list = within(menu());
    expect(list.getByRole('link', { name: 'Betting record' }).getAttribute('href')).toBe('/member/personalHistoryCopy');
    expect(list.getByRole('link', { name: 'Account record' }).getAttribute('href')).toBe('/member/transactionHistory');
    expect(list.getByRole('link', { name: 'My account' }).getAttribute('href')).toBe('/member/securityCenter');
    expect(list.getByRole('link', { name: 'Profit and loss' }).getAttribute('href')).toBe('/member/personalProfit');
    expect((await list.findByRole('link', { name: /Messages/ })).textContent).toContain('4');
    expect((await list.findByRole('button', { name: /Reward centre/ })).textContent).toContain('2');

    await userEvent.setup().click(list.getByRole('link', { name: 'Account record' }));
    expect(locationNow()).toBe('/member/transactionHistory');
  });

  it('lists the game categories in the server order, then favourites and recent for players', async () => {
    renderMenu({ as: memberLogin, path: '/promotions' });
    const games = within(await screen.findByRole('region', { name: 'Games' }));
    await games.findByRole('link', { name: 'Sports' });
    expect(games.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Sports',
      'Live casino',
      'Slots',
      'Favourites',
      'Recently played',
    ]);
    await userEvent.setup().click(games.getByRole('link', { name: 'Slots' }));
    expect(locationNow()).toBe('/rng');
  });

  it('opens customer service', async () => {
    const { site } = renderMenu();
    await userEvent.setup().click(within(menu()).getByRole('button', { name: 'Customer service' }));
    expect(site.openCustomerService).toHaveBeenCalledOnce();
  });

  it('links the configured social channels only', async () => {
    renderMenu();
    const social = await screen.findByRole('list', { name: 'Social channels' });
    expect(within(social).getByRole('link', { name: 'Facebook' }).getAttribute('href')).toBe(
      'https://www.facebook.com/lobby',
    );
    expect(within(social).queryByRole('link', { name: 'YouTube' })).toBeNull();
  });
});

describe('appDownloads', () => {
  const resources = [
    { resourceType: 'IOS', labelNameEn: 'iOS app', url: 'https://apps.example/install/ios' },
    { resourceType: 'APK', labelNameEn: 'Android app', url: '/download/lobby.apk' },
  ];

  it('adds the language and the token to the iOS link and takes the Android url as it is', () => {
    expect(appDownloads(resources, 'th', 'tok-1', 'https://lobby.test')).toEqual({
      ios: 'https://apps.example/install/ios?lang=th&token=tok-1',
      android: 'https://lobby.test/download/lobby.apk',
    });
  });

  it('leaves the token out for guests, and offers nothing without both apps', () => {
    expect(appDownloads(resources, 'es', null, 'https://lobby.test')?.ios).toBe(
      'https://apps.example/install/ios?lang=es',
    );
    expect(appDownloads(resources.slice(0, 1), 'es', null, 'https://lobby.test')).toBeUndefined();
  });
});
