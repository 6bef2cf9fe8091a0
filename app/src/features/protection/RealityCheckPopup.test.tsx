// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionSummaryValue } from '@lobby/contract';
import { RealityCheckPopup } from './RealityCheckPopup';
import { locationNow, renderSite } from '../../test/site';

afterEach(cleanup);

const summary: SessionSummaryValue = {
  loginTime: '2026-11-23T08:00:00.000Z',
  serverTime: '2026-11-23T09:05:30.000Z',
  intervalMinutes: 15,
  currency: 'USD',
  currencySymbol: '$',
  wagered: 1_250.5,
  netResult: -310.25,
};

describe('the reality check popup', () => {
  it('shows the time since login, the amount wagered and the net result; continue closes it', async () => {
    const onClose = vi.fn();
    renderSite(<RealityCheckPopup summary={summary} onClose={onClose} />, { path: '/seamless' });
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    const figures = within(dialog)
      .getAllByRole('definition')
      .map((item) => item.textContent);
    expect(figures[0]).toBe('1 h 5 min');
    expect(figures[1]).toBe('$1,250.50');
    expect(figures[2]).toMatch(/^[-−]\$310\.25$/);
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Keep playing' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('opens the betting record of the member centre', async () => {
    const onClose = vi.fn();
    renderSite(<RealityCheckPopup summary={summary} onClose={onClose} />, { path: '/seamless', language: 'th' });
    const dialog = await screen.findByRole('dialog', { name: 'การเตือนสติ' });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'ดูประวัติการเดิมพัน' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(locationNow()).toBe('/member/personalHistoryCopy'));
  });
});
