/**
 * What the auth tests share: the mock platform's modules and register settings (as the embedded
 * platform publishes them), and a host that holds the popup as SiteProvider does.
 */
import { http } from 'msw';
import type { SetupServerApi } from 'msw/node';
import { cleanup } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach } from 'vitest';
import { registerSettings as platformRegisterSettings } from '../../../server/platform/domains/system/register-rules';
import { whitelabelModuleIds } from '@lobby/contract';
import { resolveConfig } from '../../../server/platform/config';
import type { WhitelabelModule } from '@lobby/contract';
import {
  at,
  bannersHandler,
  ok,
  renderSite,
  slotBanner,
  startMockPlatform,
  systemStatus,
  type RenderSiteOptions,
} from '../../test/platform';
import type { SitePopup } from '../../shell/site';
import { AuthPopup, type AuthPopupState } from './AuthPopup';

/** The register settings the embedded platform publishes with the given modules on. */
function registerSettingsWith(modules: readonly string[] = whitelabelModuleIds) {
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
    // The login popup writes a break's end in the platform's clock (issue 17): the status has it.
    http.get(at('/wps/system/status'), () => ok(systemStatus())),
    http.get(at('/wps/system/whitelabel'), () => ok(tree)),
    http.get(at('/wps/system/setting/register'), () => ok(registerSettingsWith(modules))),
    // Issue 16 item 6: the login and register popups' banners; the forgot popup's group has none.
    bannersHandler([
      slotBanner(6, 'w_login', { title: 'Log in and play', linkageType: 0, target: '' }),
      slotBanner(12, 'w_login', { title: 'Daily login rewards', linkageType: 3, target: '1' }),
      slotBanner(7, 'w_register', { title: 'Join in a minute' }),
    ]),
  );
}

const authKinds = new Set<SitePopup['kind']>(['login', 'register', 'forgot', 'changePassword']);

/** Holds the popup as SiteProvider does: one at a time, replaced by `onOpen`, gone on `onClose`. */
function PopupHost({ initial }: { initial: AuthPopupState }) {
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

/** Starts the mock platform for an auth test file: fresh storage and the settings before each test. */
export function startAuthMock(modules: readonly string[] = whitelabelModuleIds) {
  const server = startMockPlatform();
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    useSettingsHandlers(server, modules);
  });
  afterEach(cleanup);
  return server;
}

/** Renders an auth popup as the site holds it, in Spanish. */
export function renderPopup(kind: 'login' | 'register' | 'forgot', options: RenderSiteOptions = {}) {
  return renderSite(<PopupHost initial={{ kind }} />, { language: 'es', ...options });
}
