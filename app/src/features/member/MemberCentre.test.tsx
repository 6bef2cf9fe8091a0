// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MemberInfo } from '../../api/wire/member';
import { memberPages } from '../../routes/paths';
import { at, ok, startMockPlatform } from '../../test/msw';
import { MemberCentre } from './MemberCentre';
import { failingThenOk, frameHandlers, renderWithSite, stubResizeObserver } from '../../test/site';

const server = startMockPlatform();
stubResizeObserver();

const member: MemberInfo = {
  id: 3,
  account: 'ana',
  nickname: 'Ana',
  type: 0,
  regDate: '2026-01-02T03:04:05Z',
  mobile: '+66 81****678',
  email: '',
  clubLabel: { labelName: 'Gold' },
  iconUrl: '',
};

const menuNames = [
  'My account',
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
];

function renderCentre(path: string) {
  return renderWithSite({ path, routes: [{ path: '/member/*', element: <MemberCentre /> }] });
}

beforeEach(() => {
  sessionStorage.clear();
  server.use(
    ...frameHandlers(),
    http.get(at('/wps/member/info'), () => ok(member)),
  );
});

afterEach(cleanup);

describe('member centre', () => {
  it('opens securityCenter for /member alone', async () => {
    const { router } = renderCentre('/member');
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/member/securityCenter');
    expect(await screen.findByText('+66 81****678')).toBeTruthy();
    expect(screen.getByText('Gold')).toBeTruthy();
  });

  it('lists the 14 pages in order, marks the current one and shows the unread badges', async () => {
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

  it('moves to another page from the menu', async () => {
    server.use(
      http.get(at('/wps/v2/wallets/balance'), () =>
        ok({
          sumBalance: 12.5,
          currency: 'USD',
          currencySymbol: '$',
          balance: [{ accountTypeId: 1, availBalance: 12.5, accountName: 'Main wallet' }],
        }),
      ),
      http.get(at('/wps/member/info/funds/consolidated'), () =>
        ok({
          currency: 'USD',
          currencySymbol: '$',
          totalBalance: 12.5,
          mainBalance: 12.5,
          gameBalance: 0,
          pointBalance: 1500,
          dailysalreqtype: 0,
          divtypereq: 0,
          contracthoursalreqtype: 0,
          realtimesalreqtype: 0,
        }),
      ),
    );
    const { router } = renderCentre('/member/securityCenter');
    const menu = await screen.findByRole('navigation', { name: 'Member centre' });
    await userEvent.setup().click(within(menu).getByRole('link', { name: 'Wallet' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Wallet' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/member/transferFund');
    expect(within(menu).getByRole('link', { name: 'Wallet' }).getAttribute('aria-current')).toBe('page');
    expect((await screen.findAllByText('$12.50')).length).toBeGreaterThan(0);
    expect(await screen.findByText('1,500')).toBeTruthy();
  });

  it('shows the not-found state for an unknown page', async () => {
    renderCentre('/member/nowhere');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Member centre' })).toBeTruthy();
  });

  it('shows a failed profile with a retry that loads it', async () => {
    const recover = failingThenOk('/wps/member/info', member, server);
    renderCentre('/member/securityCenter');
    const alert = await screen.findByRole('alert');
    recover();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('+66 81****678')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('marks unread messages and marks one read when it is opened', async () => {
    const read: unknown[] = [];
    const message = (messageId: number, title: string, isRead: boolean) => ({
      messageId,
      kind: 'DEPOSIT_CREDITED',
      title,
      content: `<p>${title}: <strong>$10.00</strong></p>`,
      read: isRead,
      sendTime: '2026-01-02T03:04:05Z',
    });
    server.use(
      http.get(at('/wps/relay/MCSFE_getMessageList'), () =>
        ok({
          list: [message(1, 'Deposit credited', false), message(2, 'Old news', true)],
          totalPages: 1,
          totalCount: 2,
          unreadCount: 1,
        }),
      ),
      http.post(at('/wps/relay/MCS2_readMessage'), async ({ request }) => {
        read.push(await request.json());
        return ok({ changed: 1, unreadCount: 0 });
      }),
    );
    renderCentre('/member/messageV2');
    expect(await screen.findByText('1 unread')).toBeTruthy();
    const unreadRow = screen.getByRole('row', { name: /Unread.*Deposit credited/ });
    expect(screen.getByRole('row', { name: /Read.*Old news/ })).toBeTruthy();
    await userEvent.setup().click(within(unreadRow).getByRole('button', { name: 'Deposit credited' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deposit credited' });
    expect(within(dialog).getByText('$10.00')).toBeTruthy();
    await waitFor(() => {
      expect(read).toEqual([{ messageIds: [1] }]);
    });
  });

  it('opens the change-password popup from my account', async () => {
    const { site } = renderCentre('/member/securityCenter');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Change password' }));
    expect(site.open).toHaveBeenCalledWith({ kind: 'changePassword', reason: 'voluntary' });
  });
});
