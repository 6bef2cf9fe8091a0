// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Promotion, PromotionType } from '@lobby/contract';
import { Promotions } from './Promotions';
import { at, centreHandlers, ok, renderSite, startMockPlatform } from '../../test/platform';

const server = startMockPlatform();

function promotion(promotionId: number, title: string, promotionType: PromotionType): Promotion {
  return {
    promotionId,
    title,
    promotionType,
    bannerUrl: `/wps/assets/promo/${String(promotionId)}.svg`,
    content: `<p>Rules of ${title}</p><script>alert(1)</script>`,
    startTime: '2026-05-01T00:00:00Z',
    endTime: '2026-05-31T00:00:00Z',
    state: 'JOIN',
    needsApplication: false,
    raffle: false,
    raffleKind: null,
    rewardAmount: 15,
    minPrize: 0,
    canReapply: false,
  };
}

const promotions = [
  promotion(1, 'Slots Weekend Spins', 'SLOTS'),
  promotion(2, 'Live Casino Cashback', 'LIVE'),
  promotion(3, 'Jackpot Chase', 'SLOTS'),
];

/** The platform's list: filtered by promotionType, 'ALL' for every one. */
function listAnswer(request: Request) {
  const type = new URL(request.url).searchParams.get('promotionType') ?? 'ALL';
  const list = promotions.filter((item) => type === 'ALL' || item.promotionType === type);
  return ok({ list, totalPages: 1, totalCount: list.length, availableCount: list.length });
}

const listHandler = () => http.get(at('/wps/relay/MCSFE_getPromotionList'), ({ request }) => listAnswer(request));

function renderPromotions(path = '/promotions') {
  return renderSite(null, { path, routes: [{ path: '/promotions', element: <Promotions /> }] });
}

const cardTitles = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

beforeEach(() => {
  sessionStorage.clear();
  server.use(...centreHandlers());
});

afterEach(cleanup);

describe('promotions', () => {
  it('offers the types present as tabs and filters by type', async () => {
    server.use(listHandler());
    const { router } = renderPromotions();
    const tabs = await screen.findByRole('tablist', { name: 'Promotion types' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['All', 'Live casino', 'Slots']);
    await waitFor(() => {
      expect(cardTitles()).toEqual(['Slots Weekend Spins', 'Live Casino Cashback', 'Jackpot Chase']);
    });
    await userEvent.setup().click(within(tabs).getByRole('tab', { name: 'Slots' }));
    await waitFor(() => {
      expect(cardTitles()).toEqual(['Slots Weekend Spins', 'Jackpot Chase']);
    });
    expect(router.state.location.search).toBe('?type=SLOTS');
    expect(within(tabs).getByRole('tab', { name: 'Slots' }).getAttribute('aria-selected')).toBe('true');
  });

  it('opens a promotion in a modal, its rules sanitised', async () => {
    server.use(
      listHandler(),
      http.get(at('/wps/relay/MCSFE_getPromotionDetail'), ({ request }) => {
        const id = Number(new URL(request.url).searchParams.get('promotionId'));
        return ok(promotions.find((item) => item.promotionId === id));
      }),
    );
    const { router } = renderPromotions('/promotions?type=LIVE');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'View details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Live Casino Cashback' });
    expect(await within(dialog).findByText('Rules of Live Casino Cashback')).toBeTruthy();
    expect(dialog.querySelector('script')).toBeNull();
    expect(within(dialog).getByText('Reward: $15.00')).toBeTruthy();
    expect(router.state.location.search).toBe('?type=LIVE&id=2');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('?type=LIVE');
    });
  });

  it('shows a failed list with a retry that loads it', async () => {
    let failing = true;
    server.use(
      http.get(at('/wps/relay/MCSFE_getPromotionList'), ({ request }) =>
        failing ? new Response('down', { status: 503 }) : listAnswer(request),
      ),
    );
    renderPromotions();
    const alert = await screen.findByRole('alert');
    failing = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('tablist', { name: 'Promotion types' })).toBeTruthy();
    await waitFor(() => {
      expect(cardTitles()).toHaveLength(3);
    });
  });
});
