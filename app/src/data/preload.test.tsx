// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { http } from 'msw';
import type { ReactNode } from 'react';
import { expect, it } from 'vitest';
import { ApiProvider } from './ApiProvider';
import { preloadSystemStatus } from './preload';
import { useSystemStatus } from './system';
import { at, createTestApi, ok, plainCipher, startMockPlatform, statusValue } from '../test/platform';

const server = startMockPlatform();

// SWR's own cache, as in the site (App.tsx sets no provider): the preload writes there.
it('gives a view that mounts after the preload answered its data on the first render, asking once', async () => {
  let calls = 0;
  server.use(
    http.get(at('/wps/system/status'), () => {
      calls += 1;
      return ok(statusValue);
    }),
  );
  const api = createTestApi({ cipher: plainCipher });
  preloadSystemStatus(api.client);
  await waitFor(() => expect(calls).toBe(1));
  await new Promise((resolve) => setTimeout(resolve, 20));

  const renders: boolean[] = [];
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiProvider client={api.client} session={api.session} language="en" origin="http://site.test">
      {children}
    </ApiProvider>
  );
  renderHook(
    () => {
      const status = useSystemStatus();
      renders.push(status.data !== undefined);
      return status;
    },
    { wrapper },
  );
  expect(renders[0]).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(calls).toBe(1);
});
