// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MemberInfo } from '@lobby/contract';
import { memberPages } from '../../routes/paths';
import { memberCentreRoute } from '../../routes/table';
import { at, centreHandlers, ok, renderSite, startMockPlatform, loginValue } from '../../test/platform';

const server = startMockPlatform();

const member: MemberInfo = {
  id: 3,
  account: 'ana',
  nickname: 'Ana',
  type: 0,
  regDate: '2026-01-02T03:04:05Z',
  mobile: '+66 81****678',
  email: '',
  clubLabel: { labelName: 'Gold', rankLevel: 3 },
  vip: true,
  iconUrl: '',
};

const menuNames = [
  'My account',
  'VIP club',
  'Wallet',
  'Deposit',
  'Withdraw',
  'Transfer to upline',
  'Betting record',
  'Account record',
  'Profit and loss',
  'Bonus details',
  'Reward centre',
  'Invite friends',
  'Mission leaderboard',
  'Platform information',
  'Manual rebate',
  'Limits',
  'Take a break',
];

function renderCentre(path: string) {
  return renderSite(null, { as: loginValue, path, routes: [memberCentreRoute] });
}

// The centre and its first page are code-split: their first import (Vite's transform of a few hundred
// modules, about 5 s on a loaded machine since the security centre grew) happens here, not inside the
// first test's one-second wait for the page.
beforeAll(async () => {
  await Promise.all([import('./index'), import('../account/SecurityCenter')]);
}, 60_000);

beforeEach(() => {
  sessionStorage.clear();
  server.use(
    ...centreHandlers({ modules: ['AGENTPOLICY3', 'VIPCLUB3'] }),
    http.get(at('/wps/member/info'), () => ok(member)),
  );
});

afterEach(cleanup);

describe('member centre', () => {
  it('opens securityCenter for /member alone', async () => {
    const { router } = renderCentre('/member');
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/member/securityCenter');
  });

  it('lists the 14 pages, VIP, the limits and take a break in order, marks the current one and shows the unread badges', async () => {
    server.use(
      http.get(at('/wps/relay/MCSFE_getRewardCenter'), () =>
        ok({ list: [], totalPages: 1, totalCount: 0, unclaimedCount: 0 }),
      ),
    );
    renderCentre('/member/rewardCenter');
    const menu = await screen.findByRole('navigation', { name: 'Member centre' });
    const links = within(menu).getAllByRole('link');
    expect(links).toHaveLength(memberPages.length);
    links.forEach((link, index) => {
      expect(link.textContent).toContain(menuNames[index]);
    });
    const current = links.filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.getAttribute('href'))).toEqual(['/member/rewardCenter']);
    await waitFor(() => {
      expect(within(menu).getByRole('link', { name: /Platform information.*9 unread/ })).toBeTruthy();
    });
    expect(within(menu).getByRole('link', { name: /Mission leaderboard.*2 unread/ })).toBeTruthy();
    expect(within(menu).getByRole('link', { name: /Reward centre.*3 unread/ })).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Wallet' })).toBeTruthy();
  });

  it("shows the player's VIP label and rank level beside the page's heading, a link to the VIP page", async () => {
    renderCentre('/member/securityCenter');
    const link = await screen.findByRole('link', { name: 'VIP 3 Gold' });
    expect(link.getAttribute('href')).toBe('/member/vip');
  });

  it('leaves VIP out of the menu, and its label out of the pages, when the operator has no VIP club', async () => {
    server.use(...centreHandlers({ modules: ['AGENTPOLICY3'] }));
    renderCentre('/member/securityCenter');
    const menu = await screen.findByRole('navigation', { name: 'Member centre' });
    await waitFor(() => {
      expect(within(menu).getAllByRole('link')).toHaveLength(memberPages.length - 1);
    });
    expect(within(menu).queryByRole('link', { name: 'VIP club' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^VIP \d/ })).toBeNull();
  });

  it('moves to another page from the menu', async () => {
    const { router } = renderCentre('/member/securityCenter');
    const menu = await screen.findByRole('navigation', { name: 'Member centre' });
    await userEvent.setup().click(within(menu).getByRole('link', { name: 'Wallet' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/member/transferFund');
    });
    expect(within(menu).getByRole('link', { name: 'Wallet' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows the not-found state for an unknown page', async () => {
    renderCentre('/member/nowhere');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Member centre' })).toBeTruthy();
  });

  it('opens the change-password popup from my account', async () => {
    const { site } = renderCentre('/member/securityCenter');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Change password' }));
    expect(site.open).toHaveBeenCalledWith({ kind: 'changePassword', reason: 'voluntary' });
  });
});
