import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encryptPath } from '../../server/platform/domains/system';
import {
  connectCustomerService,
  customerServiceUrl,
  onCustomerServiceFailure,
  openCustomerServiceWindow,
} from './customerService';
import { at, createTestApi, ok, startMockPlatform } from '../test/platform';

const server = startMockPlatform();

const models = {
  list: [
    { modelId: 'CS-VIP', name: 'VIP', online: false },
    { modelId: 'CS-1', name: 'Desk', online: true },
  ],
};
const entries = [
  { csType: 'EMAIL', displayName: 'E-mail', path: encryptPath('mailto:help@lobby.test') },
  { csType: 'LIVECHAT', displayName: 'Live chat', path: encryptPath('https://chat.lobby.test/room?id=7') },
];

function answer({ chat = true }: { chat?: boolean } = {}) {
  server.use(
    http.get(at('/wps/relay/CBS_modelList'), () =>
      chat ? ok(models) : HttpResponse.json({ success: false, errorCode: 'INTERNAL' }, { status: 500 }),
    ),
    http.get(at('/wps/relay/CBS_launchChat'), ({ request }) =>
      ok({ chatUrl: `/wps/chat?c=${new URL(request.url).searchParams.get('modelId') ?? ''}` }),
    ),
    http.get(at('/wps/system/customerService'), () => ok(entries)),
  );
}

/** A browser window as far as customer service uses it: open, location, alert. */
function fakeWindow(popupOpens: boolean) {
  const popup = { opener: {} as unknown, closed: false, close: vi.fn(), location: { replace: vi.fn() } };
  const page = {
    open: vi.fn(() => (popupOpens ? popup : null)),
    location: { href: 'https://lobby.test/promotions', assign: vi.fn() },
    alert: vi.fn(),
  };
  vi.stubGlobal('window', page);
  vi.stubGlobal('document', { documentElement: { lang: 'en' } });
  return { page, popup };
}

let disconnect: () => void = () => undefined;

beforeEach(() => {
  disconnect = connectCustomerService(createTestApi().client);
});

afterEach(() => {
  disconnect();
  vi.unstubAllGlobals();
});

describe('customerServiceUrl', () => {
  it('is the chat room of the first model online', async () => {
    answer();
    expect(await customerServiceUrl(createTestApi().client)).toBe('/wps/chat?c=CS-1');
  });

  it('falls back to the decrypted live-chat entry when the chat cannot be reached', async () => {
    answer({ chat: false });
    expect(await customerServiceUrl(createTestApi().client)).toBe('https://chat.lobby.test/room?id=7');
  });
});

describe('openCustomerServiceWindow', () => {
  it('opens a window of 440 by 750 at once, then sends it to customer service', async () => {
    answer();
    const { page, popup } = fakeWindow(true);
    openCustomerServiceWindow();
    expect(page.open).toHaveBeenCalledWith('', 'lobby-customer-service', 'popup,width=440,height=750');
    expect(popup.opener).toBeNull();
    await vi.waitFor(() => {
      expect(popup.location.replace).toHaveBeenCalledWith('https://lobby.test/wps/chat?c=CS-1');
    });
    expect(page.location.assign).not.toHaveBeenCalled();
  });

  it('opens customer service in this tab when the window is blocked', async () => {
    answer();
    const { page } = fakeWindow(false);
    openCustomerServiceWindow();
    await vi.waitFor(() => {
      expect(page.location.assign).toHaveBeenCalledWith('https://lobby.test/wps/chat?c=CS-1');
    });
  });

  it('tells the player when customer service cannot be reached', async () => {
    server.use(
      http.get(at('/wps/relay/CBS_modelList'), () => HttpResponse.error()),
      http.get(at('/wps/system/customerService'), () => HttpResponse.error()),
    );
    const { page, popup } = fakeWindow(true);
    const failed = vi.fn();
    const stop = onCustomerServiceFailure(failed);
    openCustomerServiceWindow();
    await vi.waitFor(() => {
      expect(failed).toHaveBeenCalledOnce();
    });
    expect(popup.close).toHaveBeenCalled();
    stop();

    // With no host on screen (the maintenance page), the browser's dialog says it.
    openCustomerServiceWindow();
    await vi.waitFor(() => {
      expect(page.alert).toHaveBeenCalledWith('Customer service could not be opened. Please try again.');
    });
  });
});
