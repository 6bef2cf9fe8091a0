// @vitest-environment jsdom
import { ToastProvider } from '@lobby/design-system';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPlatform, type Platform } from '../../server/platform';
import { whitelabelModules } from '../../server/platform/config';
import { createAppApi } from '../data/appApi';
import { createAppI18n } from '../i18n';
import { paths } from '../routes/paths';
import '../features/auth/testing';
import AgentLoginPage from './AgentLoginPage';
import { apiWrapper, demoPassword } from '../test/platform';

// Typing into whole forms takes seconds when the suite runs in parallel.
vi.setConfig({ testTimeout: 20_000 });

const day = 24 * 60 * 60 * 1000;
let clock = Date.now();
let platform: Platform;

/**
 * The real embedded platform answers (sealed logins, the agent check, password expiry) on a clock
 * the test moves: 100 days on, every seeded password is older than the 90-day expiry.
 */
function startPlatform(modules: readonly string[]) {
  clock = Date.now();
  platform = createPlatform({ db: ':memory:', passwordCost: 1024, modules, now: () => clock, log: () => undefined });
}

function renderAgentLogin() {
  const api = createAppApi({
    baseUrl: 'http://platform.test',
    merchant: platform.config.merchantCode,
    getLanguage: () => 'es',
    fetch: (input, init) => Promise.resolve(platform.fetch(new Request(input, init))),
    sleep: () => Promise.resolve(),
  });
  const Wrapper = apiWrapper(api, () => 'es');
  const router = createMemoryRouter(
    [
      { path: paths.agent, element: <AgentLoginPage /> },
      { path: paths.agentHome, element: <p>agent centre</p> },
    ],
    { initialEntries: [paths.agent] },
  );
  render(
    <I18nextProvider i18n={createAppI18n()}>
      <ToastProvider>
        <Wrapper>
          <RouterProvider router={router} />
        </Wrapper>
      </ToastProvider>
    </I18nextProvider>,
  );
  return { api, router };
}

async function logIn(username: string, password = demoPassword) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: /^Usuario/ }), username);
  await user.type(screen.getByLabelText(/^Contraseña/), password);
  await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
  return user;
}

beforeEach(() => {
  sessionStorage.clear();
  startPlatform(whitelabelModules.filter((module) => module !== 'PWDEXPFORCECHANGE3'));
});

afterEach(() => {
  cleanup();
  platform.close();
});

describe('agent login page', () => {
  it('refuses a member: "non-agents cannot log in", and no session is kept', async () => {
    const { api, router } = renderAgentLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Acceso de agentes' })).toBeTruthy();
    await logIn('demo_member');
    expect(await screen.findByText('Las cuentas que no son de agente no pueden iniciar sesión aquí.')).toBeTruthy();
    expect(api.session.getToken()).toBeNull();
    expect(router.state.location.pathname).toBe(paths.agent);
    expect(screen.getByRole('textbox', { name: /^Usuario/ })).toHaveProperty('value', 'demo_member');
  });

  it('lets an agent in, to the agent centre', async () => {
    const { api, router } = renderAgentLogin();
    await logIn('demo_agent');
    expect(await screen.findByText('agent centre')).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.agentHome);
    expect(api.session.getSnapshot()).toMatchObject({ isLogin: true, isAgent: true });
  });

  it('sends an agent already logged in straight to the agent centre', async () => {
    const first = renderAgentLogin();
    await logIn('demo_subagent');
    await screen.findByText('agent centre');
    cleanup();
    // A new page load: the session store reads the token kept in sessionStorage.
    renderAgentLogin();
    expect(await screen.findByText('agent centre')).toBeTruthy();
    expect(first.api.session.getToken()).not.toBeNull();
  });

  it('asks an agent whose password expired for a new one, then enters the centre', async () => {
    platform.close();
    startPlatform(whitelabelModules);
    clock += 100 * day;
    const { router } = renderAgentLogin();
    const user = await logIn('demo_agent');
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar la contraseña' });
    expect(within(dialog).getByText(/Tu contraseña ha caducado/)).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/^Nueva contraseña/), 'Agent2026x');
    await user.type(within(dialog).getByLabelText(/^Confirmar la nueva contraseña/), 'Agent2026x');
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar la contraseña' }));
    expect(await screen.findByText('agent centre')).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.agentHome);
  });
});
