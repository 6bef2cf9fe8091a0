import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { addFavourite, removeFavourite } from './games';
import { getCaptcha, sendLoginSms } from './session';
import { isThrottled } from './throttle';
import { at, ok, startMockPlatform, testBaseUrl } from '../test/platform';

const server = startMockPlatform();

function client() {
  return createApiClient({
    baseUrl: testBaseUrl,
    merchant: 'M',
    getToken: () => 't',
    getLanguage: () => 'en',
  });
}

beforeEach(() => {
  // Only the clock: MSW and the time-outs keep their real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('client-side limits of SPEC.md section 7', () => {
  it('sends an SMS at most once per 1000 ms, per client', async () => {
    let sent = 0;
    server.use(
      http.post(at('/wps/verification/sms/noLogin'), () => {
        sent += 1;
        return ok({ expiredMinutes: 5 });
      }),
    );
    const api = client();
    const request = { mobileNum: '812345678', countryDialingCode: '66' };
    await expect(sendLoginSms(api, request)).resolves.toEqual({ expiredMinutes: 5 });
    await expect(sendLoginSms(api, request)).rejects.toSatisfy(isThrottled);
    await sendLoginSms(client(), request);
    vi.advanceTimersByTime(1000);
    await sendLoginSms(api, request);
    expect(sent).toBe(3);
  });

  it('refreshes the captcha at most once per second', async () => {
    let served = 0;
    server.use(
      http.get(at('/wps/captcha'), () => {
        served += 1;
        return ok({ captchaId: String(served), image: 'data:,' });
      }),
    );
    const api = client();
    await getCaptcha(api);
    await expect(getCaptcha(api)).rejects.toSatisfy(isThrottled);
    vi.advanceTimersByTime(999);
    await expect(getCaptcha(api)).rejects.toSatisfy(isThrottled);
    vi.advanceTimersByTime(1);
    await expect(getCaptcha(api)).resolves.toEqual({ captchaId: '2', image: 'data:,' });
  });

  it('lets one favourite toggle per game through per 1000 ms, leading call only', async () => {
    const calls: string[] = [];
    server.use(
      http.post(at('/wps/relay/MCSFE_addFavoriteGameV2'), async ({ request }) => {
        calls.push(`add ${JSON.stringify(await request.json())}`);
        return ok({ nodeId: 1, changed: true, nodeIds: [1] });
      }),
      http.delete(at('/wps/relay/MCSFE_removeFavoriteGameV2'), async ({ request }) => {
        calls.push(`remove ${JSON.stringify(await request.json())}`);
        return ok({ nodeId: 1, changed: true, nodeIds: [] });
      }),
    );
    const api = client();
    await addFavourite(api, 1);
    await expect(removeFavourite(api, 1)).rejects.toSatisfy(isThrottled);
    await addFavourite(api, 2);
    vi.advanceTimersByTime(1000);
    await removeFavourite(api, 1);
    expect(calls).toEqual(['add {"nodeId":1}', 'add {"nodeId":2}', 'remove {"nodeId":1}']);
  });
});
