/**
 * MSW for the app's unit tests: one server per test file, started and reset by `startMockPlatform`,
 * plus helpers that answer in the platform's envelope (PLATFORM.md, "Responses").
 */
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** Base URL the tests give the client: MSW in Node needs absolute URLs. */
export const testBaseUrl = 'http://platform.test';

/** Absolute URL of a platform path, for MSW handlers. */
export function at(path: string): string {
  return testBaseUrl + path;
}

/** Starts a mock platform for the current test file; unhandled requests fail the test. */
export function startMockPlatform() {
  const server = setupServer();
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    server.resetHandlers();
  });
  afterAll(() => {
    server.close();
  });
  return server;
}

/** A successful envelope. */
export function ok(value: unknown, init?: ResponseInit) {
  return HttpResponse.json({ success: true, value }, init);
}

/** A business refusal: HTTP 200, success false. */
export function refused(errorCode: string, message = errorCode, value?: unknown, init?: ResponseInit) {
  return HttpResponse.json({ success: false, errorCode, message, value }, init);
}
