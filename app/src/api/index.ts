// The API client of the site (ARCHITECTURE.md: app/src/api): the client, its errors and cipher, the
// client-side limits, and one module of typed calls per domain of SPEC.md section 7.
export { ApiError, errorText, isApiError, isUnanswered } from './apiError';
export { cdnUrl } from './cdn';
export { deviceName } from './deviceName';
export { newIdempotencyKey, type ActionOptions } from './client';
export { isThrottled } from './throttle';
export * as agentApi from './agent';
export * as eventsApi from './events';
export * as gamesApi from './games';
export * as playApi from './play';
export * as homeApi from './home';
export * as lotteryApi from './lottery';
export * as memberApi from './member';
export * as messagesApi from './messages';
export * as pointsApi from './points';
export * as promotionsApi from './promotions';
export * as recordsApi from './records';
export * as sessionApi from './session';
export * as systemApi from './system';
export * as walletApi from './wallet';
