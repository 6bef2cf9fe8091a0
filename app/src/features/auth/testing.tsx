/**
 * What the auth tests share: the popups rendered as the site renders them (i18n in Spanish, toasts,
 * the API against the mock platform, a router), the mock platform's settings calls, and jsdom gaps.
 */
import { render } from '@testing-library/react';
import { http } from 'msw';
import type { SetupServerApi } from 'msw/node';
import { useEffect, useState, type ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { registerSettings as platformRegisterSettings } from '../../../server/platform/domains/system/register-rules';
import { resolveConfig } from '../../../server/platform/config';
import { type WhitelabelModule, whitelabelModuleIds } from '@lobby/contract';
import { createTestApi, plainCipher } from '../../test/api';
import { at, ok } from '../../test/msw';
import { loginValue, stubResizeObserver, TestProviders } from '../../test/site';
import type { SitePopup } from '../../shell/site';
import { AuthPopup, type AuthPopupState } from './AuthPopup';

// jsdom has no ResizeObserver; Radix measures the checkbox with it.
stubResizeObserver();

export { loginValue };

/** The register settings the embedded platform publishes with the given modules on. */
export function registerSettingsWith(modules: readonly string[] = whitelabelModuleIds) {
  return platformRegisterSettings(resolveConfig({ modules }));
}

/** Answers the modules and register settings calls, as the embedded platform does. */
export function useSettingsHandlers(server: SetupServerApi, modules: readonly string[] = whitelabelModuleIds) {
  const tree: WhitelabelModule[] = [
    {
      modId: 'LOGIN3',
      enabled: true,
      childrenNodes: modules.map((modId) => ({ modId, enabled: true, childrenNodes: [] })),
    },
  ];
  server.use(
    http.get(at('/wps/system/whitelabel'), () => ok(tree)),
    http.get(at('/wps/system/setting/register'), () => ok(registerSettingsWith(modules))),
  );
}

/** The JSON a sealed (here: plain) body carried. */
export async function sealedBody(request: Request): Promise<Record<string, unknown>> {
  const { value } = (await request.json()) as { value: string };
  return JSON.parse(value) as Record<string, unknown>;
}

const currentLocation = { path: '' };

function LocationProbe() {
  const location = useLocation();
  useEffect(() => {
    currentLocation.path = `${location.pathname}${location.search}`;
  }, [location]);
  return null;
}

export interface RenderOptions {
  /** The route the popup opens on, and the state a guard left there. */
  path?: string;
  state?: unknown;
}

/** Renders auth UI as the site does; `location()` answers where the router is now. */
export function renderAuth(ui: ReactNode, { path = '/', state }: RenderOptions = {}) {
  const api = createTestApi({ cipher: plainCipher });
  const [pathname = '/', query] = path.split('?');
  const result = render(
    <TestProviders api={api} language="es" toasts>
      <MemoryRouter initialEntries={[{ pathname, search: query ? `?${query}` : '', state }]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </TestProviders>,
  );
  return { api, result, location: () => currentLocation.path };
}

const authKinds = new Set<SitePopup['kind']>(['login', 'register', 'forgot', 'changePassword']);

/** Holds the popup as SiteProvider does: one at a time, replaced by `onOpen`, gone on `onClose`. */
export function PopupHost({ initial }: { initial: AuthPopupState }) {
  const [popup, setPopup] = useState<SitePopup | null>(initial);
  if (!popup) return <p>popup closed</p>;
  if (!authKinds.has(popup.kind)) return <p>popup {popup.kind}</p>;
  return (
    <AuthPopup
      popup={popup as AuthPopupState}
      onOpen={setPopup}
      onClose={() => {
        setPopup(null);
      }}
    />
  );
}

/** Every value kept in web storage and cookies, to prove no password is among them. */
export function storedText(): string {
  const stored = [sessionStorage, localStorage].flatMap((storage) =>
    Object.keys(storage).map((key) => `${key}=${storage.getItem(key) ?? ''}`),
  );
  return [...stored, document.cookie].join('\n');
}
